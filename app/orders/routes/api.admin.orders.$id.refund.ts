import { refundOrder } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/refund {amountCents, reason}: to the card, at most what is left of the payment. */
export const action = staffOrderCommand('RefundOrder', refundOrder);
