import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AboutLayout } from '~/plans/components/about-layout';
import { PlanCatalogue } from '~/plans/components/plan-catalogue';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'Plans and pricing · About Roomcraft' }];
export const loader = pricingLoader;

/** /about/price: the plan catalogue in the about pages (the same component as /design/pricing/plan). */
export default function AboutPrice() {
  const pricing = useLoaderData<typeof loader>();
  return (
    <AboutLayout
      current="/about/price"
      title="Plans and pricing"
      intro="One price per room, paid once you have chosen your plan. No subscription is needed for a room design, and every plan includes a shoppable product list."
    >
      <PlanCatalogue pricing={pricing} />
    </AboutLayout>
  );
}
