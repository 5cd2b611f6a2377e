import { orderCallerOf } from '~/orders/application/order-messages.server';
import { pushData } from '~/orders/application/push-data.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** GET /handle/of/pushData?since=…: the signed-in user's unread order messages and the orders that changed since then. */
export const loader = sessionApiCall(async ({ request, context, session, input }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  return pushData(context.runtime, orderCallerOf(session), input);
});
export const action = sessionApiCall(async () => methodNotAllowed());
