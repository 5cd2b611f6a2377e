import { effectivePriceCents } from '../catalogue/goods';
import type { CartLine } from './cart';

/** Part 1 §9: the free-shipping threshold and the small free-shipping amount are both 300000 (cents). */
export const freeShipAmountCents = 300_000;
export const smallFreeShipAmountCents = 300_000;
/** Part 1 §4: a free-shipping window ends one day after the eligibility date. */
export const freeShippingGraceMs = 24 * 60 * 60 * 1000;

/** The answer of POST /cart/getFreeShipAmount. */
export function getFreeShipAmount() {
  return { freeShipAmount: freeShipAmountCents, smallFreeShipAmount: smallFreeShipAmountCents };
}

/**
 * Free shipping earned by a paid design project (need: checkEligibleFreeShipping):
 * `eligibleUntil` is its eligibility date (a date or a timestamp) or null; the
 * window stays open until one day after it.
 */
export function isFreeShippingEligible(eligibleUntil: string | null, now: string): boolean {
  if (!eligibleUntil) return false;
  const end = Date.parse(eligibleUntil);
  if (Number.isNaN(end)) return false;
  return Date.parse(now) < end + freeShippingGraceMs;
}

export interface TotalsContext {
  /** The paid project's free-shipping eligibility date, or null. */
  eligibleUntil: string | null;
  now: string;
  /** The thresholds, when configuration sets others than part 1 §9's (both 300000). */
  amounts?: { freeShipAmount: number; smallFreeShipAmount: number };
}

export interface LineTotals {
  needGoodsId: string;
  /** List price × count. */
  subtotalCents: number;
  /** (List price − sale price) × count. */
  saleDiscountCents: number;
  /** What this line's shipping costs after any free-shipping rule. */
  shippingCents: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalCents: number;
  saleDiscountCents: number;
  /** Subtotal less the sale discount: what the goods cost before codes and credits. */
  goodsCents: number;
  shippingCents: number;
  /** The subtotal reached the free amount (300000), or a paid project's window is open: no line pays shipping. */
  freeShipping: boolean;
  /** The subtotal is above the small free-shipping amount (300000): SMALL-type goods ship free. */
  smallFreeShipping: boolean;
  freeShippingEligible: boolean;
  cartCount: number;
  cartNeedGoodIds: string[];
}

/**
 * Part 1 §9: shipping is the per-item cost times the count or, when there is no
 * per-item cost, a percentage of the line (of what the client pays for it).
 * FREE-type goods never pay shipping.
 */
export function lineShippingCents(line: CartLine): number {
  const { goods, goodsCount } = line;
  if (goods.shippingType === 'FREE') return 0;
  if (goods.shippingCost > 0) return goods.shippingCost * goodsCount;
  return Math.round((effectivePriceCents(goods) * goodsCount * goods.shippingPct) / 100);
}

/** The header badge: how many items the cart holds. */
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.goodsCount, 0);
/** The ids the product pages use to show "in your cart". */
export const cartNeedGoodIds = (lines: readonly CartLine[]) => lines.map((l) => l.needGoodsId);

/** Part 1 §4: the cart's subtotal, sale discount, free-shipping flags and shipping, recomputed from its lines. */
export function cartTotals(lines: readonly CartLine[], context: TotalsContext): CartTotals {
  const priced = lines.map((line) => {
    const subtotalCents = line.goods.priceCents * line.goodsCount;
    return { line, subtotalCents, saleDiscountCents: subtotalCents - effectivePriceCents(line.goods) * line.goodsCount };
  });
  const subtotalCents = priced.reduce((sum, p) => sum + p.subtotalCents, 0);
  const saleDiscountCents = priced.reduce((sum, p) => sum + p.saleDiscountCents, 0);
  const freeShippingEligible = isFreeShippingEligible(context.eligibleUntil, context.now);
  const { freeShipAmount, smallFreeShipAmount } = context.amounts ?? getFreeShipAmount();
  const freeShipping = subtotalCents >= freeShipAmount || freeShippingEligible;
  const smallFreeShipping = subtotalCents > smallFreeShipAmount;
  const totals: LineTotals[] = priced.map(({ line, subtotalCents, saleDiscountCents }) => {
    const waived = freeShipping || (smallFreeShipping && line.goods.shippingType === 'SMALL');
    return { needGoodsId: line.needGoodsId, subtotalCents, saleDiscountCents, shippingCents: waived ? 0 : lineShippingCents(line) };
  });
  return {
    lines: totals,
    subtotalCents,
    saleDiscountCents,
    goodsCents: subtotalCents - saleDiscountCents,
    shippingCents: totals.reduce((sum, l) => sum + l.shippingCents, 0),
    freeShipping,
    smallFreeShipping,
    freeShippingEligible,
    cartCount: cartCount(lines),
    cartNeedGoodIds: cartNeedGoodIds(lines),
  };
}
