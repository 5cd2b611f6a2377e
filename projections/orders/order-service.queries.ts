import type { Knex } from 'knex';
import { getGoodsByIds } from '../catalogue/goods.queries';
import { delayNoticesTable, orderLinesTable, ordersTable, type OrderStatus, refundsTable, returnsTable } from './orders';

/** Queries of the order-fulfilment calls (order/product/query, pushData, …) over the orders read model. */

export interface OrderOwner {
  orderId: string;
  orderNumber: string;
  clientId: string;
  status: OrderStatus;
  paid: boolean;
  cancelled: boolean;
}

/** Who an order belongs to and where it stands, or null. */
export async function orderOwner(db: Knex, orderId: string): Promise<OrderOwner | null> {
  const row = await db(ordersTable).where({ order_id: orderId }).first('order_id', 'order_number', 'client_id', 'status', 'paid_at', 'cancelled_at');
  return row ? { orderId: row.order_id, orderNumber: row.order_number, clientId: row.client_id, status: row.status, paid: row.paid_at !== null, cancelled: row.cancelled_at !== null } : null;
}

/** Order numbers by order id. */
export async function orderNumbersOf(db: Knex, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db(ordersTable).whereIn('order_id', [...new Set(orderIds)]).select('order_id', 'order_number');
  return new Map(rows.map((r) => [r.order_id as string, r.order_number as string]));
}

/** Where a line is on its way: waiting to ship, shipped, delivered (cancelled orders' lines ship no more). */
export const lineShippingStates = ['waiting', 'shipped', 'delivered', 'cancelled'] as const;
export type LineShipping = (typeof lineShippingStates)[number];

export interface OrderLineRow {
  orderId: string;
  orderNumber: string;
  clientId: string;
  orderStatus: OrderStatus;
  lineId: string;
  goodsId: string;
  name: string;
  count: number;
  priceCents: number;
  unitPriceCents: number;
  shippingCents: number;
  picture: string | null;
  shipping: LineShipping;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  returnStatus: 'requested' | 'approved' | 'refused' | null;
  /** The design project it was bought for, if any. */
  needId: string | null;
}

export interface LineFilter {
  /** One client's lines only (a client's own calls); none: every client's (staff). */
  clientId?: string;
  orderId?: string;
  /** Lines bought for one design project. */
  needId?: string;
  shipping?: LineShipping;
  start: number;
  pageSize: number;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Order lines across orders, newest order first, then in line order. */
export async function searchOrderLines(db: Knex, f: LineFilter): Promise<{ rows: OrderLineRow[]; total: number }> {
  const base = () =>
    db(`${orderLinesTable} as l`)
      .join(`${ordersTable} as o`, 'o.order_id', 'l.order_id')
      .whereNotNull('o.paid_at')
      .modify((q) => {
        if (f.clientId) q.where('o.client_id', f.clientId);
        if (f.orderId) q.where('o.order_id', f.orderId);
        if (f.needId) q.where({ 'l.refer_type': 'NEED', 'l.refer_id': f.needId });
        if (f.shipping === 'cancelled') q.whereNotNull('o.cancelled_at');
        else if (f.shipping) {
          q.whereNull('o.cancelled_at');
          if (f.shipping === 'waiting') q.whereNull('l.shipped_at');
          if (f.shipping === 'shipped') q.whereNotNull('l.shipped_at').whereNull('l.delivered_at');
          if (f.shipping === 'delivered') q.whereNotNull('l.delivered_at');
        }
      });
  const [{ n }] = await base().count({ n: '*' });
  const rows: Record<string, any>[] = await base()
    .select('l.*', 'o.order_number', 'o.client_id', 'o.status as order_status', 'o.cancelled_at', 'o.placed_at')
    .orderBy([{ column: 'o.placed_at', order: 'desc' }, { column: 'o.order_number', order: 'desc' }, { column: 'l.line_no', order: 'asc' }])
    .offset(f.start)
    .limit(f.pageSize);
  const pictures = new Map((await getGoodsByIds(db, [...new Set(rows.map((r) => r.goods_id as string))])).map((g) => [g.id, g.savedPics[0] ?? null]));
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      orderId: r.order_id, orderNumber: r.order_number, clientId: r.client_id, orderStatus: r.order_status,
      lineId: r.line_id, goodsId: r.goods_id, name: r.name, count: r.count,
      priceCents: Number(r.price_cents), unitPriceCents: Number(r.unit_price_cents), shippingCents: Number(r.shipping_cents),
      picture: pictures.get(r.goods_id) ?? null,
      shipping: r.cancelled_at ? 'cancelled' : r.delivered_at ? 'delivered' : r.shipped_at ? 'shipped' : 'waiting',
      carrier: r.carrier, trackingNumber: r.tracking_number, shippedAt: iso(r.shipped_at), deliveredAt: iso(r.delivered_at),
      returnStatus: r.return_status, needId: r.refer_type === 'NEED' ? r.refer_id : null,
    })),
  };
}

export interface OrderChange {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  /** The latest thing that happened to it: placed, paid, shipped, delivered, a return, a refund, a delay, a cancellation. */
  changedAt: string;
}

/** Orders (one client's, or all) that changed after `since`, latest first. */
export async function recentOrderChanges(db: Knex, scope: { clientId?: string }, since: Date, limit = 20): Promise<OrderChange[]> {
  const rows = await db
    .select('*')
    .from(
      db(`${ordersTable} as o`)
        .select(
          'o.order_id',
          'o.order_number',
          'o.status',
          db.raw(`GREATEST(o.placed_at, o.paid_at, o.cancelled_at,
            (SELECT max(GREATEST(l.shipped_at, l.delivered_at)) FROM ${orderLinesTable} l WHERE l.order_id = o.order_id),
            (SELECT max(GREATEST(r.requested_at, r.settled_at)) FROM ${returnsTable} r WHERE r.order_id = o.order_id),
            (SELECT max(f.refunded_at) FROM ${refundsTable} f WHERE f.order_id = o.order_id),
            (SELECT max(d.noticed_at) FROM ${delayNoticesTable} d WHERE d.order_id = o.order_id)) AS changed_at`),
        )
        .whereNotNull('o.paid_at')
        .modify((q) => {
          if (scope.clientId) q.where('o.client_id', scope.clientId);
        })
        .as('x'),
    )
    .where('changed_at', '>', since)
    .orderBy([{ column: 'changed_at', order: 'desc' }, { column: 'order_number', order: 'desc' }])
    .limit(limit);
  return rows.map((r) => ({ orderId: r.order_id, orderNumber: r.order_number, status: r.status, changedAt: iso(r.changed_at)! }));
}
