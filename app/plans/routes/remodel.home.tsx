import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { budgetTiers } from '../../../domain/projects/budget';
import { RemodelPackages } from '~/plans/components/remodel-packages';
import { GlowUpBlock } from '~/projects';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [
  { title: 'Kitchen and bathroom remodel design · Roomcraft' },
  { name: 'description', content: 'Remodel designs for kitchens and bathrooms by certified designers: layout, fixtures, cabinetry and finishes, drawn for your contractor.' },
];
export const loader = pricingLoader;

const steps = [
  ['Tell us about the room', 'Choose Kitchen or Bathroom on the room page, then the scope: Minor Touch-ups, Semi-Remodel or Full Renovation. Add the address, measurements and photos.'],
  ['Set the budget', `Bathrooms: ${budgetTiers('BATHROOM').map((t) => t.label).join(', ')}. Kitchens: ${budgetTiers('KITCHEN').map((t) => t.label).join(', ')}. Or your own figure.`],
  ['Work with your designer', 'A remodel specialist plans the layout and chooses fixtures, cabinetry, tiles and finishes with you, with up to 3 revisions.'],
  ['Build it', 'You get layout and elevation drawings and a selection list your contractor can quote from, and you can shop the finishing pieces in our marketplace.'],
] as const;

/** /remodel/home: the remodel landing page — packages, how it runs, and AI ideas. */
export default function RemodelHome() {
  const pricing = useLoaderData<typeof loader>();
  const ai = pricing.plans.find((p) => p.type === 'AI_SUBSCRIPTION');
  return (
    <div className="container remodel-page">
      <header className="pricing-page__head">
        <p className="eyebrow">Remodel design</p>
        <h1>Kitchen and bathroom remodels, designed by experts</h1>
        <p>Renovating is a big decision. Our remodel designers plan the layout, the fixtures and the finishes with you, so your contractor builds exactly what you have in mind.</p>
        <p>
          <Link to="/design/room" className="button button--primary button--large">
            Start my remodel design
          </Link>{' '}
          <Link to="/remodel/index" className="button">
            Compare the packages
          </Link>
        </p>
      </header>
      <RemodelPackages pricing={pricing} />
      <section className="about-section" aria-labelledby="remodel-how">
        <h2 id="remodel-how">How a remodel design works</h2>
        <ol className="about-steps">
          {steps.map(([title, body], i) => (
            <li key={title} className="about-steps__item">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{title}</h3>
                <p>{body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <GlowUpBlock subscribeLink={false} />
      {ai ? (
        <aside className="about-cta">
          <p>
            Want to try ideas before you commit? Our AI renders your room in any style: {formatCents(ai.offerCents)} a month, cancel any time.
          </p>
          <p>
            <Link to="/remodel/subscribe" className="button">
              Subscribe to AI Designer
            </Link>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
