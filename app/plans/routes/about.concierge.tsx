import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { AboutLayout } from '~/plans/components/about-layout';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'Concierge design · About Roomcraft' }];
export const loader = pricingLoader;

/**
 * /about/concierge: the whole-project design service, at part 1's project-level
 * prices (LUXE $5,000, CLASSIC $1,800, any other plan $1,200; projectDesignPriceCents).
 */
export default function Concierge() {
  const { projectPrices } = useLoaderData<typeof loader>();
  const tiers = [
    {
      name: 'Luxe Concierge', cents: projectPrices.luxeCents,
      for: 'A whole home, a new build or a full renovation.',
      includes: ['A senior designer and a project coordinator', 'Floor plans and 3D renderings of every room', 'Unlimited revisions', 'Ordering, delivery and returns handled for you', 'Meetings whenever you need them in working hours'],
    },
    {
      name: 'Classic Concierge', cents: projectPrices.classicCents,
      for: 'Several rooms designed together, such as the living and dining area and the bedrooms.',
      includes: ['One designer for every room', 'Floor plans for every room', 'Up to 3 revisions per room', 'Ordering and delivery handled for you'],
    },
    {
      name: 'Concierge', cents: projectPrices.otherCents,
      for: 'A move or a refresh of two or three rooms.',
      includes: ['One designer for every room', 'Concept boards and a shoppable list per room', '2 revisions per room within 30 days of delivery', 'Ordering handled for you'],
    },
  ];
  return (
    <AboutLayout
      current="/about/concierge"
      title="Concierge design"
      intro="For a whole project rather than a single room: one design team plans every room together, orders everything and follows each delivery until the last piece is in place."
    >
      <ul className="pricing-grid concierge-tiers">
        {tiers.map((t) => (
          <li key={t.name} className="pricing-card" data-testid={`concierge-${t.name}`}>
            <h2 className="pricing-card__title">{t.name}</h2>
            <p className="pricing-card__price">
              <strong>{formatCents(t.cents)}</strong> per project
            </p>
            <p className="pricing-card__text">{t.for}</p>
            <ul className="pricing-card__perks">
              {t.includes.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section className="about-section">
        <h2>How a concierge project runs</h2>
        <ol className="policy__list">
          <li>A first call with your design lead to walk through the rooms, the timing and the budget.</li>
          <li>A written proposal: the rooms, what each gets, the schedule and the project fee.</li>
          <li>Design, room by room, with your revisions; then one order for everything, placed and tracked by us.</li>
          <li>Deliveries scheduled around you, and any return or damaged piece dealt with by your coordinator.</li>
        </ol>
        <p>
          Designing just one room? Our <Link to="/about/price">room plans</Link> cost less and work the same way.
        </p>
      </section>
      <aside className="about-cta">
        <p>Tell us about your project through our contact form and a design lead will get back to you to plan it.</p>
        <p>
          <Link to="/customer/contact" className="button button--primary">
            Ask about concierge design
          </Link>{' '}
          <Link to="/design/room" className="button">
            Start with one room
          </Link>
        </p>
      </aside>
    </AboutLayout>
  );
}
