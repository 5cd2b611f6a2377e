import { shopperOf } from '~/commerce/index.server';
import { furniturePayment } from '~/projects/application/furniture.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { envelope } from '~/web/api.server';

/** POST need/manage furniturePayment {needId, goodsIds?}: the project's furniture into the cart in one step; `next` is the checkout. */
export const action = projectApiCall(async ({ context, caller, session, input }) => {
  const { message, ...result } = await furniturePayment(context.runtime, caller, shopperOf(session), input);
  return envelope(result, message);
});
