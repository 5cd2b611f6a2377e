import { cartView } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /cart/manage/shippingType: each line's shipping type and what it costs now, and the free-shipping flags. */
const handler = cartApiCall(async ({ context, shopper }) => {
  const { lines, totals, toFreeShippingCents } = await cartView(context.runtime, shopper);
  return {
    lines: lines.map((l) => ({ needGoodsId: l.needGoodsId, shippingType: l.goods.shippingType, shippingCost: l.goods.shippingCost, shippingPct: l.goods.shippingPct, shippingCents: l.shippingCents })),
    freeShipping: totals.freeShipping,
    smallFreeShipping: totals.smallFreeShipping,
    shippingCents: totals.shippingCents,
    toFreeShippingCents,
  };
});
export const loader = handler;
export const action = handler;
