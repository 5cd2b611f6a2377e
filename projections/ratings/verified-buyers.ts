import type { Knex } from 'knex';
import type { ReviewPurchase } from '../../domain/ratings/product-review';
import { orderLinesTable, ordersTable } from '../orders/orders';

/**
 * A verified buyer (issue 22): a client with a delivered order line for the
 * product, as the orders read model records it (OrderLineDelivered). The first
 * such line, or null. Scoped to the one client asked about.
 */
export async function deliveredLineOf(db: Knex, clientId: string, goodsId: string): Promise<ReviewPurchase | null> {
  const row = await db(`${orderLinesTable} as l`)
    .join(`${ordersTable} as o`, 'o.order_id', 'l.order_id')
    .where({ 'o.client_id': clientId, 'l.goods_id': goodsId })
    .whereNotNull('l.delivered_at')
    .orderBy([{ column: 'l.delivered_at', order: 'asc' }, { column: 'l.order_id' }, { column: 'l.line_id' }])
    .first('l.order_id', 'l.line_id', 'l.delivered_at');
  return row ? { orderId: row.order_id, lineId: row.line_id, deliveredAt: new Date(row.delivered_at).toISOString() } : null;
}
