import { requestReturn } from '~/orders/application/client-orders.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /order/manage/returnOrder {id, detailIds, reasons, note}: delivered items within 30 days of delivery. */
export const action = sessionApiCall(async ({ request, input, context, session }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return requestReturn(context.runtime, callerOf(session), input);
});
