import { staffGetOrder } from '~/orders/application/fulfilment.server';
import { consoleApiCall } from '~/staff/index.server';

/** GET /api/admin/orders/{id}: one order with its lines, payments, returns, refunds and delay notices (staff and salesmen). */
export const loader = consoleApiCall('orders', async ({ params, context }) => ({ id: params.id, ...(await staffGetOrder(context.runtime, { orderId: params.id })) }));
