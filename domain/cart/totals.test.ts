import { describe, expect, it } from 'vitest';
import type { CartLine, GoodsSnapshot } from './cart';
import { cartTotals, getFreeShipAmount, isFreeShippingEligible, lineShippingCents } from './totals';

const now = '2026-11-22T10:00:00.000Z';
const base: GoodsSnapshot = {
  goodsId: 'g1', priceCents: 10000, salePriceCents: null, availability: 'available', markType: 'AUTO', markTime: now,
  shippingType: 'STANDARD', shippingCost: 0, shippingPct: 0, delisted: false,
};
const line = (needGoodsId: string, goods: Partial<GoodsSnapshot>, goodsCount: number): CartLine => ({
  needGoodsId, goods: { ...base, goodsId: `g-${needGoodsId}`, ...goods }, goodsCount,
});
const noProject = { eligibleUntil: null, now };

describe('cart totals', () => {
  it('getFreeShipAmount answers part 1 §9: both 300000', () => {
    expect(getFreeShipAmount()).toEqual({ freeShipAmount: 300000, smallFreeShipAmount: 300000 });
  });

  it('sums price × count, the sale discount, cartCount and cartNeedGoodIds', () => {
    const totals = cartTotals([line('a', { priceCents: 12000, salePriceCents: 9000 }, 2), line('b', { priceCents: 5000 }, 3)], noProject);
    expect(totals).toMatchObject({
      subtotalCents: 39000, saleDiscountCents: 6000, goodsCents: 33000, cartCount: 5, cartNeedGoodIds: ['a', 'b'],
    });
    expect(totals.lines[0]).toMatchObject({ needGoodsId: 'a', subtotalCents: 24000, saleDiscountCents: 6000 });
  });

  it.each([
    ['per-item cost × count', { shippingCost: 1500 }, 3, 4500],
    ['a percentage of the line', { shippingPct: 10 }, 3, 3000],
    ['a percentage of the sale-priced line', { shippingPct: 10, salePriceCents: 8000 }, 3, 2400],
    ['rounded to a cent', { priceCents: 999, shippingPct: 7.5 }, 1, 75],
    ['FREE lines cost nothing', { shippingType: 'FREE' as const, shippingCost: 1500 }, 3, 0],
  ])('shipping: %s', (_label, goods, count, expected) => {
    expect(lineShippingCents(line('a', goods, count))).toBe(expected);
  });

  it('ships free once the subtotal reaches 300000', () => {
    const below = cartTotals([line('a', { priceCents: 299999, shippingCost: 5000 }, 1)], noProject);
    expect(below).toMatchObject({ freeShipping: false, shippingCents: 5000 });
    const at = cartTotals([line('a', { priceCents: 150000, shippingCost: 5000 }, 2)], noProject);
    expect(at).toMatchObject({ freeShipping: true, shippingCents: 0 });
  });

  it('above the small free-shipping amount waives only SMALL-type goods (thresholds from configuration)', () => {
    const lines = [line('a', { priceCents: 100000, shippingType: 'SMALL', shippingCost: 900 }, 1), line('b', { priceCents: 100000, shippingCost: 5000 }, 1)];
    const amounts = { freeShipAmount: 300000, smallFreeShipAmount: 150000 };
    expect(cartTotals(lines, { ...noProject, amounts })).toMatchObject({ freeShipping: false, smallFreeShipping: true, shippingCents: 5000 });
    expect(cartTotals(lines.slice(0, 1), { ...noProject, amounts })).toMatchObject({ smallFreeShipping: false, shippingCents: 900 });
  });

  it('ships free while a paid project is eligible, until one day after its eligibility date', () => {
    const lines = [line('a', { shippingCost: 5000 }, 1)];
    expect(cartTotals(lines, { eligibleUntil: '2026-11-21T12:00:00.000Z', now })).toMatchObject({ freeShippingEligible: true, shippingCents: 0 });
    expect(cartTotals(lines, { eligibleUntil: '2026-11-21T09:59:59.999Z', now })).toMatchObject({ freeShippingEligible: false, shippingCents: 5000 });
  });

  it.each([
    [null, now, false],
    ['2026-11-22', '2026-11-22T23:59:59.000Z', true],
    ['2026-11-22', '2026-11-23T00:00:00.000Z', false],
    ['2026-11-21', '2026-11-22T10:00:00.000Z', false],
    ['not a date', now, false],
  ])('eligible until %s, now %s: %s', (until, at, expected) => {
    expect(isFreeShippingEligible(until, at)).toBe(expected);
  });

  it('an empty cart is all zeros', () => {
    expect(cartTotals([], noProject)).toMatchObject({ subtotalCents: 0, shippingCents: 0, cartCount: 0, cartNeedGoodIds: [], freeShipping: false });
  });
});
