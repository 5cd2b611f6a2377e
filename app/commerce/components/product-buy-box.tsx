import { Link } from '@remix-run/react';
import type { Dimensions, ShippingType } from '../../../domain/catalogue/goods';
import { deliveryText, type DeliveryEstimate } from '../../../domain/catalogue/delivery';
import { formatDimensions, percentOff, shippingText, PriceTag } from '~/catalogue';
import { TruckIcon } from '../../ui/icons';
import { AddToCart } from './add-to-cart';

export interface BuyBoxGoods {
  id: string;
  name: string;
  brand: string;
  priceCents: number;
  salePriceCents: number | null;
  availability: string;
  purchasable: boolean;
  /** Units left when the stock is counted; null for made-to-order pieces. */
  available: number | null;
  dimensions: Dimensions | null;
  shippingType: ShippingType;
  shippingCost: number;
  shippingPct: number;
}

/** Availability in words; anything that cannot be bought gets the spec's message. */
function availabilityText(goods: BuyBoxGoods): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (isOut(goods)) return { text: 'The product is out of stock', tone: 'out' };
  if (goods.available !== null && goods.available <= 5) return { text: `Only ${goods.available} left, order soon`, tone: 'low' };
  if (goods.availability.toLowerCase().includes('low')) return { text: 'Low stock, order soon', tone: 'low' };
  return { text: 'In stock, ready to ship', tone: 'ok' };
}

/** When it arrives (issue 22): the date window and the business days, worked out by the loader at its clock. */
function DeliveryLine({ estimate }: { estimate: DeliveryEstimate }) {
  const text = deliveryText(estimate);
  return (
    <span className={`buy-box__delivery${estimate.deliverable ? '' : ' buy-box__delivery--none'}`}>
      <strong>{text.window}</strong>
      {text.days ? <span className="buy-box__delivery-days">{text.days}</span> : null}
    </span>
  );
}

/** `isOut`: the buy box's own word for a product that cannot be ordered now (the delivery estimate agrees). */
export const isOut = (goods: Pick<BuyBoxGoods, 'purchasable' | 'available'>) => !goods.purchasable || goods.available === 0;

export function ProductBuyBox({ goods, delivery }: { goods: BuyBoxGoods; delivery?: DeliveryEstimate }) {
  const availability = availabilityText(goods);
  const off = percentOff(goods);
  const dimensions = formatDimensions(goods.dimensions);
  return (
    <div className="buy-box">
      <Link className="buy-box__brand" to={`/marketPlace/index?${new URLSearchParams({ keywords: goods.brand })}`}>
        {goods.brand}
      </Link>
      <h1 className="buy-box__name">{goods.name}</h1>
      <div className="buy-box__price">
        <PriceTag priceCents={goods.priceCents} salePriceCents={goods.salePriceCents} size="large" />
        {off > 0 ? <span className="badge badge--sale">Save {off}%</span> : null}
      </div>
      <p className={`availability availability--${availability.tone}`} role="status">
        <span className="availability__dot" aria-hidden="true" />
        {availability.text}
      </p>
      <AddToCart goodsId={goods.id} disabled={availability.tone === 'out'} />
      <ul className="buy-box__facts">
        <li>
          <TruckIcon />
          <span className="buy-box__shipping">
            <span>{shippingText(goods)}</span>
            {delivery ? <DeliveryLine estimate={delivery} /> : null}
          </span>
        </li>
        {dimensions ? (
          <li>
            <span className="buy-box__fact-label">Dimensions</span>
            <span>{dimensions}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
