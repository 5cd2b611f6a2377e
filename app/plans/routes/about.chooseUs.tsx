import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { AboutLayout, StartDesignCta } from '~/plans/components/about-layout';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'Why choose us · About Roomcraft' }];
export const loader = pricingLoader;

/** /about/chooseUs: why a client would design their room with Roomcraft. */
export default function ChooseUs() {
  const { plans } = useLoaderData<typeof loader>();
  const kickStart = plans.find((p) => p.type === 'KICK_START');
  const reasons: Array<{ title: string; body: React.ReactNode }> = [
    {
      title: 'Real designers, matched to you',
      body: 'Every Roomcraft designer is a certified interior design professional. We match you by your style photos and the room, and the same designer stays with your project from the first concept to the last revision.',
    },
    {
      title: 'A price you know before you start',
      body: (
        <>
          A room design {kickStart ? `starts at ${formatCents(kickStart.offerCents)}` : 'has one fixed price'}, paid once, with no hourly fees. <Link to="/about/price">Compare the plans</Link>.
        </>
      ),
    },
    {
      title: 'Designed around your budget',
      body: 'You set the budget for the room; your designer chooses pieces that fit it and shows the total on your board. A Custom budget is always possible.',
    },
    {
      title: 'Changes are part of the plan',
      body: 'Kick-Start includes 2 revisions within 30 days of delivery, Classic up to 3, and Luxe as many as you need. You always see how many you have left, and you can ask for one full redesign of a project.',
    },
    {
      title: 'Shop everything in one cart',
      body: 'Your board’s products are in our marketplace: one checkout, one place to track deliveries and returns, and free shipping on furniture for 90 days after you pay for a design.',
    },
    {
      title: 'High style, lowest price',
      body: (
        <>
          If you find the same design service or an identical item for less, we make up the difference. Read our <Link to="/about/low-price-guarantee">low price guarantee</Link>.
        </>
      ),
    },
  ];
  return (
    <AboutLayout current="/about/chooseUs" title="Why choose Roomcraft" intro="A designer’s eye, a clear price and one place to buy it all: the things our clients tell us matter most.">
      <ul className="about-reasons">
        {reasons.map((r) => (
          <li key={r.title}>
            <h2>{r.title}</h2>
            <p>{r.body}</p>
          </li>
        ))}
      </ul>
      <StartDesignCta />
    </AboutLayout>
  );
}
