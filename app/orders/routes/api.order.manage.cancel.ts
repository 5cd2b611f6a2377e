import { cancelOrder } from '~/orders/application/client-orders.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /order/manage/cancel {id, reason?}: until an item ships; a paid order is refunded to its card. */
export const action = sessionApiCall(async ({ request, input, context, session }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return cancelOrder(context.runtime, callerOf(session), input);
});
