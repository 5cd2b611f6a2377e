import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { AboutLayout, StartDesignCta } from '~/plans/components/about-layout';
import { pricingLoader } from '~/plans/server/pricing.server';

export const meta: MetaFunction = () => [{ title: 'High style, lowest price guarantee · About Roomcraft' }];
export const loader = pricingLoader;

/** /about/low-price-guarantee (and its old address /about/high-style-lowest-price-guarantee): the guarantee's terms. */
export default function LowPriceGuarantee() {
  const { plans } = useLoaderData<typeof loader>();
  const tiers = plans.filter((p) => ['KICK_START', 'CLASSIC', 'LUXE'].includes(p.type));
  return (
    <AboutLayout
      current="/about/low-price-guarantee"
      title="High style, lowest price guarantee"
      intro="Good design should not cost more than it has to. If you find the same for less, we make up the difference — on your design plan and on the furniture you buy from us."
    >
      <section className="about-section">
        <h2>On your design plan</h2>
        <p>
          Our plans today: {tiers.map((p) => `${p.title} ${formatCents(p.offerCents)}`).join(', ')} per room. If, within 14 days of paying for a plan, you find an online interior design
          service in the United States offering the same for less, we refund the difference to the card you paid with.
        </p>
        <p>“The same” means a plan for one room from a professional designer that includes at least what yours does:</p>
        <ul className="policy__list">
          <li>the same number of concept boards, and a floor plan or 3D renderings where your plan has them;</li>
          <li>at least as many revisions, on the same terms;</li>
          <li>a shoppable product list for the finished design.</li>
        </ul>
      </section>
      <section className="about-section">
        <h2>On furniture</h2>
        <p>
          Found an identical item — same maker, model, size, colour and finish — advertised for less by a US retailer within 14 days of buying it from us? We refund the difference. The
          details are in our <Link to="/customer/matching">price matching policy</Link>.
        </p>
      </section>
      <section className="about-section">
        <h2>How to claim</h2>
        <ol className="policy__list">
          <li>
            Write to us through the <Link to="/customer/contact">contact form</Link> within 14 days of your payment, with your project number (it starts with C) or order number.
          </li>
          <li>Send a link to the lower price, or a screenshot of it showing the date, what is included and the total you would pay.</li>
          <li>We reply within two working days. When it qualifies, the difference goes back to your card within 5–10 working days.</li>
        </ol>
      </section>
      <section className="about-section">
        <h2>What the guarantee does not cover</h2>
        <ul className="policy__list">
          <li>introductory, first-project or coupon prices that need a code, a referral or a membership, and limited-time flash sales;</li>
          <li>services outside the United States, freelance marketplaces, auctions, and design by AI alone;</li>
          <li>prices lower because of a discount you already used with us (we compare what you actually paid);</li>
          <li>a plan whose design has already been delivered.</li>
        </ul>
        <p>
          The guarantee is given once per project and once per item, and does not add to other offers. Our <Link to="/customer/promotional-terms">promotional terms</Link> apply.
        </p>
      </section>
      <StartDesignCta />
    </AboutLayout>
  );
}
