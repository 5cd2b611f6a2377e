import { shipLine } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/ship {lineId, carrier, trackingNumber}: the client is mailed the tracking link. */
export const action = staffOrderCommand('ShipOrderLine', shipLine);
