import { addToCart } from '~/commerce/application/cart.server';
import { cartApiCall, commandIdOf } from '~/commerce/server/cart-api.server';
import { envelope } from '~/web/api.server';

/** Cart API save {goodsId, count}: adds to the caller's cart; the message is the one to show (part 1 §8). */
export const action = cartApiCall(async ({ context, shopper, input, request }) => {
  const { message, ...added } = await addToCart(context.runtime, shopper, input, commandIdOf(request));
  return envelope(added, message);
});
