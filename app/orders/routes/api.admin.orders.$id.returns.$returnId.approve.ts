import { approveReturn } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/returns/{returnId}/approve: the refund follows as its own call. */
export const action = staffOrderCommand('ApproveReturn', approveReturn, (params) => ({ returnId: params.returnId }));
