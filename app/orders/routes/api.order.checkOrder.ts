import { checkOrder } from '~/orders/application/check-order.server';
import { shopperOf } from '~/commerce/index.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /order/checkOrder {orderId} | {goods: [{goodsId, count}]} | {} (the cart): still buyable as it stands? Prices, stock, the 1000 cap. Changes nothing. */
export const action = sessionApiCall(async ({ request, context, session, input }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const caller = session.user ? { userId: session.user.id, actor: session.actor, roles: session.user.roles } : null;
  return checkOrder(context.runtime, shopperOf(session), caller, input);
});
export const loader = sessionApiCall(async () => methodNotAllowed());
