import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { AboutLayout, StartDesignCta } from '~/plans/components/about-layout';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'How it works · About Roomcraft' }];
export const loader = pricingLoader;

/** /about/how-it-works: the design service from the room choice to the last piece delivered. */
export default function HowItWorks() {
  const { plans, extras } = useLoaderData<typeof loader>();
  const tiers = plans.filter((p) => ['KICK_START', 'CLASSIC', 'LUXE'].includes(p.type));
  const from = Math.min(...tiers.map((p) => p.offerCents));
  const steps: Array<{ title: string; body: React.ReactNode }> = [
    {
      title: 'Choose your rooms',
      body: (
        <>
          Pick the rooms you want designed and how many of each — two bedrooms and a kitchen, say. <Link to="/design/room">Each room becomes its own project</Link>, with its own brief, designer
          and plan.
        </>
      ),
    },
    {
      title: 'Show us your style',
      body: 'Choose seven photos you love, tell us how you live in the room (working from home, children, pets, guests), the furniture you like and your budget. It takes about ten minutes and saves as you go, so you can stop and come back.',
    },
    {
      title: 'Choose a plan',
      body: (
        <>
          Plans start at {formatCents(from)} a room. {tiers.map((p) => `${p.title} ${formatCents(p.offerCents)}`).join(', ')}. You pay on the second step and can keep answering afterwards. See{' '}
          <Link to="/about/price">every plan and what it includes</Link>.
        </>
      ),
    },
    {
      title: 'Meet your designer',
      body: `We match you with a designer for your style, usually within two working days. You message each other in your project and can book a video call on weekdays between 9 am and 5 pm Pacific; extra meetings are ${formatCents(extras.meetingCents)}.`,
    },
    {
      title: 'Get your design',
      body: 'Your designer sends concept mood boards, then the final design with a product list — and, with Classic and Luxe, a floor plan; with Luxe, 3D renderings. Ask for changes within your plan’s revisions: Kick-Start 2 within 30 days, Classic up to 3, Luxe unlimited. You can see how many you have left in your project at any time.',
    },
    {
      title: 'Shop it in one place',
      body: 'Every piece on your board is in our marketplace at the price you see on the board. Paying for a design gives you free shipping on furniture for 90 days, and our price matching covers identical items sold for less elsewhere.',
    },
  ];
  return (
    <AboutLayout
      current="/about/how-it-works"
      title="How it works"
      intro="Roomcraft is interior design online: a professional designer plans your room around your style and budget, and you shop every piece in one place."
    >
      <ol className="about-steps">
        {steps.map((step, i) => (
          <li key={step.title} className="about-steps__item">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2>{step.title}</h2>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="about-section">
        <h2>Not happy with the design?</h2>
        <p>
          Once your design is delivered you can ask for one complete redesign of the project, as well as the revisions of your plan. If your room is a kitchen or bathroom remodel, see our{' '}
          <Link to="/remodel/home">remodel design packages</Link>.
        </p>
      </section>
      <StartDesignCta />
    </AboutLayout>
  );
}
