import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart';
import { cartTotals } from '../cart/totals';
import { applyCode, builtinStatus } from '../promotions/codes';
import { applyCredits } from '../promotions/credits';
import { calcTax } from '../promotions/tax';
import { orderDecider } from './order.decide';
import { placeOrderSchema } from './order.schemas';

const now = '2026-11-22T10:00:00.000Z';
const goods = { availability: 'available', markType: 'AUTO' as const, markTime: now, shippingPct: 0, delisted: false };
const lines: CartLine[] = [
  { needGoodsId: 'n1', goodsCount: 1, goods: { ...goods, goodsId: 'g-sofa', priceCents: 129900, salePriceCents: 99900, shippingType: 'STANDARD', shippingCost: 4900 } },
  { needGoodsId: 'n2', goodsCount: 2, goods: { ...goods, goodsId: 'g-lamp', priceCents: 8900, salePriceCents: null, shippingType: 'SMALL', shippingCost: 900 } },
];

describe('checkout: the pure functions the app chains produce totals PlaceOrder accepts', () => {
  it('cart totals → DIY1 → tax → credits → PlaceOrder', () => {
    const cart = cartTotals(lines, { eligibleUntil: null, now });
    const code = applyCode(builtinStatus('DIY1'), { goodsCents: cart.goodsCents }, { ordersCount: 2, usesOfThisCode: 0 }, now);
    if (!code.applies) throw new Error(code.message);
    const goodsAfterDiscountCents = cart.goodsCents - code.discountCents;
    const { taxCents } = calcTax({ state: 'CA', goodsAfterDiscountCents, shippingCents: cart.shippingCents });
    const beforeCredits = goodsAfterDiscountCents + cart.shippingCents + taxCents;
    const { creditsUsedCents } = applyCredits(beforeCredits, 2500);
    const totals = {
      subtotalCents: cart.subtotalCents, saleDiscountCents: cart.saleDiscountCents, codeDiscountCents: code.discountCents,
      shippingCents: cart.shippingCents, taxCents, creditsUsedCents, totalCents: beforeCredits - creditsUsedCents,
    };
    expect(totals).toEqual({
      subtotalCents: 147700, saleDiscountCents: 30000, codeDiscountCents: 11770, shippingCents: 6700, taxCents: 7680, creditsUsedCents: 2500, totalCents: 117810,
    });
    const byLine = new Map(cart.lines.map((l) => [l.needGoodsId, l]));
    const data = placeOrderSchema.parse({
      orderId: 'o1', orderNumber: 'RC-2026-000123', clientId: 'u1', code: code.code, totals,
      address: { firstName: 'A', lastName: 'L', address1: '1 Main St', city: 'Oxford', state: 'CA', zip: '94000' },
      lines: lines.map((l) => ({
        lineId: l.needGoodsId, goodsId: l.goods.goodsId, name: l.goods.goodsId, priceCents: l.goods.priceCents,
        unitPriceCents: l.goods.salePriceCents ?? l.goods.priceCents, count: l.goodsCount, shippingCents: byLine.get(l.needGoodsId)!.shippingCents,
      })),
    });
    const events = orderDecider.decide({ type: 'PlaceOrder', data, metadata: { commandId: 'c1', now, actor: { kind: 'system' } } }, orderDecider.initialState());
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced']);
  });
});
