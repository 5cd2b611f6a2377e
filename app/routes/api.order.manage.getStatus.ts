import { z } from 'zod';
import { orderIdField } from '~/orders/application/client-orders.server';
import { orderNotFound } from '~/orders/application/order-stream.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';
import { parseWith } from '~/web/api.server';
import { getOrderStatus } from '../../projections/orders/orders.queries';

/** /order/manage/getStatus {id}: where one of the caller's own orders stands. */
const handler = sessionApiCall(async ({ input, context, session }) => {
  const { id } = parseWith(z.object({ id: orderIdField }), input);
  const status = await getOrderStatus(context.runtime.db, callerOf(session).userId, id);
  if (!status) throw orderNotFound();
  return status;
});
export const loader = handler;
export const action = handler;
