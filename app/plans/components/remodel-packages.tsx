import { Link } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { InfoIcon } from '~/ui/icons';
import type { Pricing } from '../server/pricing.server';
import { PlanCardView } from './plan-catalogue';

/** Part 1 §2: the remodel tiles' tooltip. */
export const remodelTooltip = 'Design packages for Kitchen and Bathroom designs may vary in price and location';

/** The Kitchen and Bathroom remodel design packages with their prices (part 2 §9). */
export function RemodelPackages({ pricing }: { pricing: Pricing }) {
  const packages = pricing.plans.filter((p) => p.type === 'KITCHEN' || p.type === 'BATHROOM').sort((a, b) => (a.type === 'KITCHEN' ? -1 : b.type === 'KITCHEN' ? 1 : 0));
  return (
    <section className="remodel-packages" aria-labelledby="remodel-packages-title">
      <h2 id="remodel-packages-title">Remodel design packages</h2>
      <p className="remodel-packages__tip" title={remodelTooltip}>
        <InfoIcon />{" "}
        {remodelTooltip}
      </p>
      <ul className="pricing-grid">
        {packages.map((p) => (
          <PlanCardView key={p.type} plan={p} showTip={false} />
        ))}
      </ul>
      <p className="remodel-packages__note">
        Want a designer on site? Upgrade a paid remodel design to In-Person and the {formatCents(pricing.extras.remodelUpgradeCreditCents)} remodel design fee is deducted from
        its price. Remodel drawings added to a room design cost {formatCents(pricing.extras.remodelCents)}. See <Link to="/about/price">every plan</Link>.
      </p>
    </section>
  );
}
