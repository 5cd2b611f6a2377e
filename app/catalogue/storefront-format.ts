import type { Dimensions, ShippingType } from '../../domain/catalogue/goods';
import { formatCents } from '~/ui/money';

export { formatCents };

export function isOnSale(goods: { priceCents: number; salePriceCents: number | null }): boolean {
  return goods.salePriceCents !== null && goods.salePriceCents < goods.priceCents;
}

/** Whole-percent saving of a sale price, e.g. 25 for 25% off. */
export function percentOff(goods: { priceCents: number; salePriceCents: number | null }): number {
  if (!isOnSale(goods)) return 0;
  return Math.round(((goods.priceCents - goods.salePriceCents!) / goods.priceCents) * 100);
}

/** "W 72 × D 38 × H 30 in". */
export function formatDimensions(d: Dimensions | null): string | null {
  if (!d) return null;
  return `W ${d.width} × D ${d.depth} × H ${d.height} ${d.unit}`;
}

export interface ShippingInfo {
  shippingType: ShippingType;
  shippingCost: number;
  shippingPct: number;
}

/**
 * Shipping by type (part 1 §9: per-item cost times count, or a percentage of the
 * line): FREE ships free; SMALL at the small-parcel rate per item; anything else
 * at its per-item cost, or a percentage of the line when that cost is 0.
 */
export function shippingText(goods: ShippingInfo): string {
  if (goods.shippingType === 'FREE') return 'Free shipping';
  if (goods.shippingType === 'SMALL') return `Small-parcel shipping: ${formatCents(goods.shippingCost)} per item`;
  if (goods.shippingCost > 0) return `Shipping: ${formatCents(goods.shippingCost)} per item`;
  if (goods.shippingPct > 0) return `Shipping: ${trimPct(goods.shippingPct)}% of the item price`;
  return 'Free shipping';
}

const trimPct = (pct: number) => String(Number(pct.toFixed(2)));
