import { refuseReturn } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/returns/{returnId}/refuse {reason}: the client is told why. */
export const action = staffOrderCommand('RefuseReturn', refuseReturn, (params) => ({ returnId: params.returnId }));
