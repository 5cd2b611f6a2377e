import { giveDelayNotice } from '~/orders/application/fulfilment.server';
import { staffOrderCommand } from '~/orders/server/staff-orders.server';

/** POST /api/admin/orders/{id}/delay {lineId?, message, expectedBy?}: the client is mailed the notice. */
export const action = staffOrderCommand('GiveDelayNotice', giveDelayNotice);
