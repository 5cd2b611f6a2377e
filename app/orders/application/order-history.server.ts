import type { Runtime } from '../../../infra/runtime';
import { getClientOrder, searchClientOrders } from '../../../projections/orders/orders.queries';
import type { OrderDetail } from '../../../projections/orders/orders.queries';

/**
 * A client's whole order history, oldest first, each order as its detail page
 * shows it (lines, totals, payments, returns, refunds, delivery notices): what
 * the data export writes (issue 24). Only listed (paid) orders, as every list.
 */
export async function orderHistoryOf(runtime: Runtime, clientId: string): Promise<OrderDetail[]> {
  const out: OrderDetail[] = [];
  for (let start = 0; ; start += 100) {
    const { rows } = await searchClientOrders(runtime.db, clientId, { start, pageSize: 100, order: 'oldest' });
    for (const r of rows) {
      const detail = await getClientOrder(runtime.db, clientId, r.orderId);
      if (detail) out.push(detail);
    }
    if (rows.length < 100) break;
  }
  return out;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The history as one spreadsheet row per order line (CSV cells escaped by the caller's `cell`). */
export function orderHistoryRows(orders: readonly OrderDetail[]): string[][] {
  const header = ['Order', 'Placed', 'Status', 'Product', 'Product ID', 'Quantity', 'List price (USD)', 'Price paid each (USD)', 'Line total (USD)', 'Shipped', 'Delivered', 'Order total (USD)', 'Refunded (USD)'];
  const rows = orders.flatMap((o) =>
    o.lines.map((l) => [o.orderNumber, o.placedAt, o.status, l.name, l.goodsId, String(l.count), dollars(l.priceCents), dollars(l.unitPriceCents), dollars(l.unitPriceCents * l.count), l.shippedAt ?? '', l.deliveredAt ?? '', dollars(o.totals.totalCents), dollars(o.refundedCents)]),
  );
  return [header, ...rows];
}
