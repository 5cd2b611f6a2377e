import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PlanCatalogue } from '~/plans/components/plan-catalogue';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [
  { title: 'Design plans and pricing · Roomcraft' },
  { name: 'description', content: 'Online interior design from Kick-Start to Luxe, In-Person visits, kitchen and bathroom remodel designs and unlimited AI room ideas.' },
];
export const loader = pricingLoader;

/** /design/pricing/plan: every plan of the catalogue, under the prices that apply to this browser (part 2 §3, §9). */
export default function PricingPlans() {
  const pricing = useLoaderData<typeof loader>();
  return (
    <div className="container pricing-page">
      <header className="pricing-page__head">
        <p className="eyebrow">Plans and pricing</p>
        <h1>Design plans for every room and budget</h1>
        <p>
          Work one to one with a professional interior designer online. Every plan gives you a designer matched to your style, a design you can shop piece by piece, and our{' '}
          <Link to="/about/low-price-guarantee">low price guarantee</Link>. Not sure which to choose? Read <Link to="/about/how-it-works">how it works</Link>.
        </p>
      </header>
      <PlanCatalogue pricing={pricing} />
    </div>
  );
}
