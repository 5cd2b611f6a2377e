import { addBoardToCart } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';
import { envelope } from '~/web/api.server';

/** /cart/manage/batchSave {goodsStr}: several products at once ("id" or "id:count", comma separated). */
export const action = cartApiCall(async ({ context, shopper, input }) => {
  const { message, ...result } = await addBoardToCart(context.runtime, shopper, input);
  return envelope(result, result.refused.length ? 'Some products could not be added' : 'Added to your cart.');
});
