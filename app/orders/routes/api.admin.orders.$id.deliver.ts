import { markDelivered } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/deliver {lineId}: the 30-day returns window starts now. */
export const action = staffOrderCommand('MarkLineDelivered', markDelivered);
