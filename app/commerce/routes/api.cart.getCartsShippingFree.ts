import { shippingForGoods } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Cart API getCartsShippingFree (goodsJson): the shipping of these products together. */
const handler = cartApiCall(async ({ context, shopper, input }) => shippingForGoods(context.runtime, shopper, input));
export const loader = handler;
export const action = handler;
