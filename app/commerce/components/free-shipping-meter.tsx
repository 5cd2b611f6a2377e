import { formatCents } from '../../ui/money';

/** How far the cart is from free shipping (part 1 §9: the free amount, 300000 cents). */
export function FreeShippingMeter({ subtotalCents, toFreeShippingCents, freeShipping, eligible }: { subtotalCents: number; toFreeShippingCents: number; freeShipping: boolean; eligible?: boolean }) {
  const reached = freeShipping || toFreeShippingCents === 0;
  const total = subtotalCents + toFreeShippingCents;
  const percent = reached || total === 0 ? 100 : Math.min(100, Math.round(((total - toFreeShippingCents) / total) * 100));
  return (
    <div className={`ship-meter${reached ? ' ship-meter--done' : ''}`} role="status">
      <p className="ship-meter__text">
        {reached
          ? eligible
            ? 'Your design project gives you free shipping.'
            : 'You have free shipping on this order.'
          : `Spend ${formatCents(toFreeShippingCents)} more for free shipping.`}
      </p>
      <div className="ship-meter__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
