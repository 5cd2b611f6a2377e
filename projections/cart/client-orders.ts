import type { Knex } from 'knex';
import { type OrderEvent, orderEventTypes } from '../../domain/orders/order';
import { defineProjection } from '../projection';

export const clientOrdersTable = 'commerce_client_orders_v1';

/**
 * Per client, their furniture orders that are paid and not cancelled: what
 * first-order-only codes (PROMO10, "only for a first order") ask about.
 */
export const clientOrdersProjection = defineProjection<OrderEvent>()({
  name: 'commerce-client-orders',
  reads: orderEventTypes,
  handles: ['OrderPlaced', 'OrderPaid', 'OrderCancelled'],
  ignores: ['PaymentStarted', 'PaymentFailed', 'OrderLineShipped', 'OrderLineDelivered', 'ReturnRequested', 'ReturnApproved', 'ReturnRefused', 'OrderRefunded', 'RefundStarted', 'RefundFailed', 'DelayNoticeGiven', 'ReturnWithdrawn', 'OrderAddressChanged'],
  tables: [clientOrdersTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'OrderPlaced':
          await trx(clientOrdersTable).insert({ order_id: event.data.orderId, client_id: event.data.clientId, paid: false, cancelled: false }).onConflict('order_id').ignore();
          break;
        case 'OrderPaid':
          await trx(clientOrdersTable).where({ order_id: event.data.orderId }).update({ paid: true });
          break;
        case 'OrderCancelled':
          await trx(clientOrdersTable).where({ order_id: event.data.orderId }).update({ cancelled: true });
          break;
      }
    }
  },
});

export async function paidOrderCount(db: Knex, clientId: string): Promise<number> {
  const row = await db(clientOrdersTable).where({ client_id: clientId, paid: true, cancelled: false }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
