import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { budgetTiers } from '../../../domain/projects/budget';
import { RemodelPackages } from '~/plans/components/remodel-packages';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'Remodel design packages · Roomcraft' }];
export const loader = pricingLoader;

const budgets = (plan: 'KITCHEN' | 'BATHROOM') => budgetTiers(plan).map((t) => `${t.name}: ${t.label}`).join('; ');

/** /remodel/index: the Kitchen and Bathroom packages side by side. */
export default function RemodelIndex() {
  const pricing = useLoaderData<typeof loader>();
  const [kitchen, bathroom] = (['KITCHEN', 'BATHROOM'] as const).map((t) => pricing.plans.find((p) => p.type === t)!);
  const rows: Array<[string, string, string]> = [
    ['Price', formatCents(kitchen.offerCents), formatCents(bathroom.offerCents)],
    ['List price', formatCents(kitchen.priceCents), formatCents(bathroom.priceCents)],
    ['Budget ranges', budgets('KITCHEN'), budgets('BATHROOM')],
    ['Drawings', 'Layout and elevations', 'Layout and elevations'],
    ['Selections', 'Cabinets, counters, appliances, finishes', 'Fixtures, tile, vanity, finishes'],
    ['Revisions', kitchen.revisions, bathroom.revisions],
  ];
  return (
    <div className="container remodel-page">
      <header className="pricing-page__head">
        <p className="eyebrow">Remodel design</p>
        <h1>Remodel design packages</h1>
        <p>One designer, one price per room, for a minor refresh, a semi-remodel or a full renovation.</p>
      </header>
      <RemodelPackages pricing={pricing} />
      <table className="pricing-compare">
        <caption>Compare the packages</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{kitchen.title}</th>
            <th scope="col">{bathroom.title}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, k, b]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{k}</td>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pricing__start">
        <Link to="/design/room" className="button button--primary button--large">
          Start my remodel design
        </Link>
        <span>Choose Kitchen or Bathroom on the next page.</span>
      </p>
    </div>
  );
}
