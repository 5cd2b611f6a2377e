import { addToCart } from '~/commerce/application/cart.server';
import { cartApiCall, commandIdOf } from '~/commerce/server/cart-api.server';
import { envelope } from '~/web/api.server';

/** /cart/manage/save {goodsId, count}: adds to the signed-in client's cart. */
export const action = cartApiCall(async ({ context, shopper, input, request }) => {
  const { message, ...added } = await addToCart(context.runtime, shopper, input, commandIdOf(request));
  return envelope(added, message);
});
