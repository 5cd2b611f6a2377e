import { placeOrder } from '~/commerce/application/checkout.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/saveOrder {checkoutId, addressId, code?, useCredits?}: places the client's cart as an order at today's prices; the same checkoutId again answers the same order. */
export const action = cartApiCall(async ({ context, shopper, input }) => placeOrder(context.runtime, shopper, input));
