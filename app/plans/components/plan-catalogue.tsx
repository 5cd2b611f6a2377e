import { Link } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { InfoIcon } from '~/ui/icons';
import type { PlanCard, Pricing } from '../server/pricing.server';

/** Where each plan's button leads: the design wizard starts with the room choice; the AI plan has its own page. */
export const startHref = (type: PlanCard['type']) => (type === 'AI_SUBSCRIPTION' ? '/remodel/subscribe' : '/design/room');

const groups: Array<{ id: string; title: string; intro: string; types: PlanCard['type'][] }> = [
  { id: 'rooms', title: 'Design a room', intro: 'One designer, one room, everything you need to shop it. Prices are per room.', types: ['KICK_START', 'CLASSIC', 'LUXE'] },
  { id: 'more', title: 'At home, or more rooms', intro: 'A designer who comes to you, or the next room with the designer who already knows your home.', types: ['IN_PERSON', 'ADDITIONAL_ROOM'] },
  { id: 'remodel', title: 'Kitchen and bathroom remodels', intro: 'Layouts, fixtures, cabinetry and finishes for a renovation, drawn so a contractor can quote and build.', types: ['BATHROOM', 'KITCHEN'] },
  { id: 'ai', title: 'AI room ideas', intro: 'See your room in a new style in seconds, as often as you like.', types: ['AI_SUBSCRIPTION'] },
];

export function PlanPrice({ plan }: { plan: PlanCard }) {
  if (!plan.isPrice)
    return (
      <p className="pricing-card__price">
        <strong>{formatCents(plan.offerCents)}</strong> a month
      </p>
    );
  const onSale = plan.salePriceCents !== null && plan.salePriceCents < plan.priceCents;
  return (
    <p className="pricing-card__price">
      {onSale ? (
        <>
          <s aria-label={`List price ${formatCents(plan.priceCents)}`}>{formatCents(plan.priceCents)}</s>{' '}
        </>
      ) : null}
      <strong>{formatCents(plan.offerCents)}</strong> {plan.type === 'BATHROOM' || plan.type === 'KITCHEN' ? 'per design' : 'per room'}
    </p>
  );
}

/** One plan with every field of the Plan record (part 2 §3) and its revision allowance (§9). */
export function PlanCardView({ plan, showTip = true }: { plan: PlanCard; showTip?: boolean }) {
  const remodel = plan.type === 'BATHROOM' || plan.type === 'KITCHEN';
  return (
    <li className={`pricing-card${plan.type === 'CLASSIC' ? ' is-featured' : ''}`} data-testid={`plan-${plan.type}`}>
      <div className="pricing-card__badges">
        {plan.holiday ? <span className="badge badge--sale">Thanksgiving offer</span> : null}
        {plan.tip && !remodel && plan.isPrice ? <span className="badge">{plan.tip}</span> : null}
      </div>
      <h3 className="pricing-card__title">{plan.title}</h3>
      <p className="pricing-card__subtitle">{plan.title2}</p>
      <PlanPrice plan={plan} />
      {plan.addPriceCents !== null ? <p className="pricing-card__add">Add it to any plan for {formatCents(plan.addPriceCents)}</p> : null}
      <p className="pricing-card__text">{plan.moduleText}</p>
      <ul className="pricing-card__perks">
        {plan.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {plan.isPrice ? (
        <p className="pricing-card__revisions">
          <strong>Revisions:</strong> {plan.revisions}
        </p>
      ) : null}
      {remodel && plan.tip && showTip ? (
        <p className="pricing-card__tip" title={plan.tip}>
          <InfoIcon />{" "}
          {plan.tip}
        </p>
      ) : null}
      <Link to={startHref(plan.type)} className={`button ${plan.type === 'CLASSIC' ? 'button--primary' : ''} button--block`}>
        {plan.headerCta}
      </Link>
    </li>
  );
}

/** The extra prices (part 2 §9) and the In-Person add-on. */
export function ExtraPrices({ extras }: { extras: Pricing['extras'] }) {
  const rows: Array<[string, string, number]> = [
    ['Replicate a look', 'A designer recreates a room you love, piece by piece, within your budget.', extras.replicateCents],
    ['Remodel design fee', 'Adds remodel drawings (layout and finishes) to a room design.', extras.remodelCents],
    ['Meeting with your designer', 'A video call beyond the meetings your plan includes (weekdays, 9 am to 5 pm Pacific).', extras.meetingCents],
    ['In-Person visit added to a plan', 'A designer visits and measures, on top of any online plan.', extras.inPersonAddCents],
  ];
  return (
    <table className="pricing-extras">
      <caption>Extras</caption>
      <tbody>
        {rows.map(([name, what, cents]) => (
          <tr key={name}>
            <th scope="row">
              {name}
              <span>{what}</span>
            </th>
            <td>{formatCents(cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The whole catalogue, grouped: used by /design/pricing/plan and /about/price. */
export function PlanCatalogue({ pricing, headingLevel = 2 }: { pricing: Pricing; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="pricing" data-variant={pricing.variant}>
      {groups.map((group) => {
        const plans = group.types.map((t) => pricing.plans.find((p) => p.type === t)).filter((p): p is PlanCard => Boolean(p));
        if (!plans.length) return null;
        return (
          <section key={group.id} className="pricing__group" aria-labelledby={`plans-${group.id}`}>
            <H id={`plans-${group.id}`} className="pricing__group-title">
              {group.title}
            </H>
            <p className="pricing__group-intro">{group.intro}</p>
            <ul className="pricing-grid">
              {plans.map((plan) => (
                <PlanCardView key={plan.type} plan={plan} />
              ))}
            </ul>
          </section>
        );
      })}
      <section className="pricing__group" aria-label="Extras">
        <ExtraPrices extras={pricing.extras} />
      </section>
      <p className="pricing__start">
        <Link to="/design/room" className="button button--primary button--large">
          Get started
        </Link>
        <span>Choose your rooms first; you pick a plan on the second step, and pay only once you have chosen.</span>
      </p>
    </div>
  );
}
