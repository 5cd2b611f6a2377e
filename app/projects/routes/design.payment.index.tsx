import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { formatDollars } from '../../../domain/promotions/codes';
import { StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/payment/index';
export const meta: MetaFunction = () => [{ title: 'PAYMENT · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

type PlanOption = { type: string; title: string; title2: string; priceCents: number; offerCents: number; perks: string[]; tip: string | null; revisions: string };

/** PAYMENT: the plan for this room (a kitchen or bathroom has its remodel package). */
export default function ChoosePlan() {
  const page = useLoaderData<typeof loader>();
  const plans = (page.options as { plans: PlanOption[] }).plans;
  const paid = page.need.paidCents !== null;
  const [chosen, setChosen] = useState<string | null>(page.plan ?? (plans.length === 1 ? plans[0]!.type : null));
  return (
    <StepPage page={page} title="Choose your design plan" intro={paid ? `Your ${page.plan} plan is paid. You can go straight on.` : 'Every plan includes a certified designer, a mood board with shoppable products and a floor plan.'} nextDisabled={!chosen}>
      <fieldset className="plan-grid" disabled={paid}>
        <legend className="visually-hidden">Plans</legend>
        {plans.map((p) => (
          <label key={p.type} className={`plan-card${chosen === p.type ? ' is-chosen' : ''}`} data-testid={`plan-${p.type}`}>
            <input type="radio" name="plan" value={p.type} checked={chosen === p.type} onChange={() => setChosen(p.type)} />
            <span className="plan-card__title">{p.title}</span>
            <span className="plan-card__subtitle">{p.title2}</span>
            <span className="plan-card__price">
              {p.offerCents < p.priceCents ? <s>{formatDollars(p.priceCents)}</s> : null} <strong>{formatDollars(p.offerCents)}</strong> per room
            </span>
            <ul className="plan-card__perks">
              {p.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
              <li>{p.revisions}</li>
            </ul>
            {p.tip ? <span className="plan-card__tip">{p.tip}</span> : null}
          </label>
        ))}
      </fieldset>
      {paid ? <input type="hidden" name="plan" value={page.plan ?? ''} /> : null}
    </StepPage>
  );
}
