import { addBoardToCart } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';
import { envelope } from '~/web/api.server';

/** Cart API batchSaveDiyMb {goodsStr, referId}: a DIY board's products; 'Added To Cart.' (part 1 §8). */
export const action = cartApiCall(async ({ context, shopper, input }) => {
  const { message, ...result } = await addBoardToCart(context.runtime, shopper, input);
  return envelope(result, message);
});
