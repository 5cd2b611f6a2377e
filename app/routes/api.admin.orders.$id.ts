import { staffGetOrder } from '~/orders/application/fulfilment.server';
import { staffApiCall } from '~/staff/staff-api.server';

/** GET /api/admin/orders/{id}: one order with its lines, returns, refunds and delay notices. */
export const loader = staffApiCall(async ({ params, context }) => staffGetOrder(context.runtime, { orderId: params.id }));
