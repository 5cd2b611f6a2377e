import { addToCart } from '~/commerce/application/cart.server';
import { cartApiCall, commandIdOf } from '~/commerce/server/cart-api.server';
import { envelope } from '~/web/api.server';

/** /order/manage/addCart {goodsId, count}: a signed-in client's add to cart. */
export const action = cartApiCall(async ({ context, shopper, input, request }) => {
  const { message, ...added } = await addToCart(context.runtime, shopper, input, commandIdOf(request));
  return envelope(added, message);
});
