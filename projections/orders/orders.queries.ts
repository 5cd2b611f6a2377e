import type { Knex } from 'knex';
import type { OrderAddress } from '../../domain/orders/order';
import { getGoodsByIds } from '../catalogue/goods.queries';
import { delayNoticesTable, orderLinesTable, ordersTable, type OrderStatus, refundsTable, returnsTable } from './orders';

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
  itemCount: number;
  /** Up to four product pictures, in line order. */
  thumbnails: Array<{ name: string; picture: string | null }>;
}

export interface OrderLineView {
  lineId: string;
  goodsId: string;
  name: string;
  priceCents: number;
  unitPriceCents: number;
  count: number;
  shippingCents: number;
  picture: string | null;
  href: string;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  returnStatus: 'requested' | 'approved' | 'refused' | null;
}

export interface ReturnView {
  returnId: string;
  lineIds: string[];
  reasons: string[];
  note: string;
  status: 'requested' | 'approved' | 'refused' | 'withdrawn';
  requestedAt: string;
  settledAt: string | null;
  refuseReason: string | null;
}

export interface RefundView {
  refundId: string;
  amountCents: number;
  reason: string;
  refundedAt: string;
}

export interface DelayNoticeView {
  lineId: string | null;
  message: string;
  expectedBy: string | null;
  noticedAt: string;
}

export interface OrderDetail {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  totals: { subtotalCents: number; saleDiscountCents: number; codeDiscountCents: number; shippingCents: number; taxCents: number; creditsUsedCents: number; totalCents: number };
  paidCents: number;
  refundedCents: number;
  address: OrderAddress;
  code: string | null;
  card: { brand: string; last4: string } | null;
  paymentFailure: string | null;
  lines: OrderLineView[];
  returns: ReturnView[];
  refunds: RefundView[];
  delayNotices: DelayNoticeView[];
}

export interface SearchOptions {
  /** The first row to answer, counted from 0. */
  start: number;
  pageSize: number;
  order: 'newest' | 'oldest';
  status?: OrderStatus;
}

const picturesOf = async (db: Knex, goodsIds: string[]) =>
  new Map((await getGoodsByIds(db, [...new Set(goodsIds)])).map((g) => [g.id, g.savedPics[0] ?? null]));

async function summaries(db: Knex, rows: Record<string, any>[]): Promise<OrderSummary[]> {
  if (!rows.length) return [];
  const lines = await db(orderLinesTable).whereIn('order_id', rows.map((r) => r.order_id)).orderBy(['order_id', 'line_no']).select('order_id', 'goods_id', 'name');
  const pictures = await picturesOf(db, lines.map((l) => l.goods_id));
  return rows.map((r) => ({
    orderId: r.order_id,
    orderNumber: r.order_number,
    status: r.status,
    placedAt: r.placed_at,
    totalCents: r.total_cents,
    itemCount: r.item_count,
    thumbnails: lines.filter((l) => l.order_id === r.order_id).slice(0, 4).map((l) => ({ name: l.name, picture: pictures.get(l.goods_id) ?? null })),
  }));
}

/**
 * An order is listed once it is paid (issue 21): a checkout whose payment was
 * declined or given up leaves a draft that no list, page for others or figure shows.
 */
export const listed = (q: Knex.QueryBuilder, column = 'paid_at') => q.whereNotNull(column);

async function search(db: Knex, scope: (q: Knex.QueryBuilder) => Knex.QueryBuilder, o: SearchOptions) {
  const base = () => scope(listed(db(ordersTable))).modify((q) => (o.status ? q.where({ status: o.status }) : q));
  const [{ n }] = await base().count({ n: '*' });
  const direction = o.order === 'oldest' ? 'asc' : 'desc';
  const rows = await base().orderBy([{ column: 'placed_at', order: direction }, { column: 'order_number', order: direction }]).offset(o.start).limit(o.pageSize);
  return { rows: await summaries(db, rows), total: Number(n) };
}

async function detail(db: Knex, row: Record<string, any> | undefined): Promise<OrderDetail | null> {
  if (!row) return null;
  const orderId = row.order_id as string;
  const [lines, returns, refunds, notices] = await Promise.all([
    db(orderLinesTable).where({ order_id: orderId }).orderBy('line_no'),
    db(returnsTable).where({ order_id: orderId }).orderBy('requested_at'),
    db(refundsTable).where({ order_id: orderId }).orderBy('refunded_at'),
    db(delayNoticesTable).where({ order_id: orderId }).orderBy('position'),
  ]);
  const pictures = await picturesOf(db, lines.map((l) => l.goods_id));
  return {
    orderId,
    orderNumber: row.order_number,
    status: row.status,
    placedAt: row.placed_at,
    paidAt: row.paid_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    totals: {
      subtotalCents: row.subtotal_cents, saleDiscountCents: row.sale_discount_cents, codeDiscountCents: row.code_discount_cents,
      shippingCents: row.shipping_cents, taxCents: row.tax_cents, creditsUsedCents: row.credits_used_cents, totalCents: row.total_cents,
    },
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    address: row.address,
    code: row.code,
    card: row.card_brand ? { brand: row.card_brand, last4: row.card_last4 } : null,
    paymentFailure: row.paid_at ? null : row.payment_failure,
    lines: lines.map((l) => ({
      lineId: l.line_id, goodsId: l.goods_id, name: l.name, priceCents: l.price_cents, unitPriceCents: l.unit_price_cents, count: l.count,
      shippingCents: l.shipping_cents, picture: pictures.get(l.goods_id) ?? null, href: `/marketPlace/product/${encodeURIComponent(l.goods_id)}`,
      carrier: l.carrier, trackingNumber: l.tracking_number, shippedAt: l.shipped_at, deliveredAt: l.delivered_at, returnStatus: l.return_status,
    })),
    returns: returns.map((r) => ({
      returnId: r.return_id, lineIds: r.line_ids, reasons: r.reasons, note: r.note, status: r.status,
      requestedAt: r.requested_at, settledAt: r.settled_at, refuseReason: r.refuse_reason,
    })),
    refunds: refunds.map((r) => ({ refundId: r.refund_id, amountCents: r.amount_cents, reason: r.reason, refundedAt: r.refunded_at })),
    delayNotices: notices.map((n) => ({ lineId: n.line_id, message: n.message, expectedBy: n.expected_by, noticedAt: n.noticed_at })),
  };
}

/** One of the client's own orders; another client's is null, like a missing one. */
export async function getClientOrder(db: Knex, clientId: string, orderId: string): Promise<OrderDetail | null> {
  return detail(db, await db(ordersTable).where({ order_id: orderId, client_id: clientId }).first());
}

/** The client's own orders (paid ones), newest (or oldest) first, optionally of one status. */
export function searchClientOrders(db: Knex, clientId: string, o: SearchOptions): Promise<{ rows: OrderSummary[]; total: number }> {
  return search(db, (q) => q.where({ client_id: clientId }), o);
}

/** getStatus: the status of one of the client's own orders, or null. */
export async function getOrderStatus(db: Knex, clientId: string, orderId: string) {
  const row = await db(ordersTable).where({ order_id: orderId, client_id: clientId }).first('order_id', 'order_number', 'status', 'paid_at', 'cancelled_at');
  return row ? { orderId: row.order_id as string, orderNumber: row.order_number as string, status: row.status as OrderStatus, paidAt: row.paid_at as string | null, cancelledAt: row.cancelled_at as string | null } : null;
}

/** Staff: every order, optionally one client's, or by order number. */
export function searchAllOrders(db: Knex, o: SearchOptions & { clientId?: string; orderNumber?: string }) {
  return search(db, (q) => q.modify((b) => {
    if (o.clientId) b.where({ client_id: o.clientId });
    if (o.orderNumber) b.where({ order_number: o.orderNumber });
  }), o).then(async (r) => {
    const owners = await db(ordersTable).whereIn('order_id', r.rows.map((x) => x.orderId)).select('order_id', 'client_id');
    const owner = new Map(owners.map((x) => [x.order_id, x.client_id as string]));
    return { rows: r.rows.map((x) => ({ ...x, clientId: owner.get(x.orderId)! })), total: r.total };
  });
}

/** Staff: one order, whoever placed it (a draft nobody paid is not found). */
export async function getOrderForStaff(db: Knex, orderId: string): Promise<(OrderDetail & { clientId: string }) | null> {
  const row = await listed(db(ordersTable).where({ order_id: orderId })).first();
  const found = await detail(db, row);
  return found && { ...found, clientId: row.client_id };
}

/**
 * The client's orders holding lines bought for one project (their cart lines'
 * referId/referType), newest first, each with those lines.
 */
export async function searchClientOrdersFor(db: Knex, clientId: string, refer: { type: 'NEED' | 'DIY'; id: string }, o: SearchOptions) {
  const { rows, total } = await search(
    db,
    (q) => q.where({ client_id: clientId }).whereExists((x) => x.select(1).from(orderLinesTable).whereRaw(`${orderLinesTable}.order_id = ${ordersTable}.order_id`).where({ refer_type: refer.type, refer_id: refer.id })),
    o,
  );
  const lines = rows.length
    ? await db(orderLinesTable).whereIn('order_id', rows.map((r) => r.orderId)).where({ refer_type: refer.type, refer_id: refer.id }).orderBy(['order_id', 'line_no'])
    : [];
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      projectLines: lines.filter((l) => l.order_id === r.orderId).map((l) => ({ lineId: l.line_id as string, goodsId: l.goods_id as string, name: l.name as string, count: l.count as number, unitPriceCents: Number(l.unit_price_cents) })),
    })),
  };
}
