import { z } from 'zod';
import { addressFields } from '../../../domain/identity/fields';
import { orderCommands } from '../../../domain/orders/commands';
import { returnReasons } from '../../../domain/orders/returns';
import { threadRoles } from '../../../domain/messaging/order-thread';
import { mayFollowProjectShipping } from '../../../domain/authz';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { orderStatuses } from '../../../projections/orders/orders';
import { needById } from '../../../projections/projects/needs';
import { getClientOrder, getOrderForStaff, type OrderDetail } from '../../../projections/orders/orders.queries';
import { lineShippingStates, searchOrderLines } from '../../../projections/orders/order-service.queries';
import { parseWith } from '../../web/api.server';
import { statusLabels } from '../components/order-status';
import { msgCodes } from '../sync/protocol';
import { orderIdField, requestReturn, searchOrders } from './client-orders.server';
import { approveReturn, giveDelayNotice, refuseReturn, refundOrder, shipLine, type StaffCall, staffSearchOrders } from './fulfilment.server';
import { isShopSide, type OrderCaller } from './order-messages.server';
import { orderNotFound } from './order-stream.server';

/**
 * The order service of part 2 §7 (order/query … order/product/ship/tracking/queryToList,
 * dictionary queryAll) over the shop's orders. A client sees and acts on their own
 * orders only (another's is "not found"); staff and salesmen read every order;
 * refunds, settling returns, shipping and delays are staff's (403 'No access.'
 * otherwise), and the pipeline's rules check every command again. The use cases
 * are the commerce issue's own: this file only maps the calls onto them.
 */
export interface ServiceCall {
  caller: OrderCaller;
  /** For staff commands: the actor, the command id an Idempotency-Key gives, the site's address for mails. */
  staff: StaffCall;
}

const isStaff = (caller: OrderCaller) => caller.roles.includes('staff');
function requireStaff(caller: OrderCaller) {
  if (!isStaff(caller)) throw new ForbiddenError();
}

const idOf = z
  .object({ orderId: orderIdField.optional(), id: orderIdField.optional() })
  .transform((v) => v.orderId ?? v.id)
  .refine((v): v is string => Boolean(v), { message: 'Please choose an order', path: ['orderId'] });

/** An order the caller may see (their own; any for staff and salesmen), in full. */
async function visibleOrder(runtime: Runtime, caller: OrderCaller, orderId: string): Promise<OrderDetail & { clientId: string }> {
  if (isShopSide(caller)) {
    const order = await getOrderForStaff(runtime.db, orderId);
    if (!order) throw orderNotFound();
    return order;
  }
  const order = await getClientOrder(runtime.db, caller.userId, orderId);
  if (!order) throw orderNotFound();
  return { ...order, clientId: caller.userId };
}

/** order/query {start, pageSize, order, status; staff: clientId, orderNumber}: the caller's orders (staff: every order). */
export async function queryOrders(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  return isShopSide(caller) ? staffSearchOrders(runtime, input) : searchOrders(runtime, caller, input);
}

/** order/get {id | orderId}: one order, line by line. */
export async function getOrderDetail(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  return visibleOrder(runtime, caller, parseWith(idOf, input));
}

const productQuerySchema = z.object({
  orderId: orderIdField.optional(),
  needId: z.string({ invalid_type_error: 'This design project does not exist' }).trim().max(64, 'This design project does not exist').regex(/^[A-Za-z0-9_-]+$/, 'This design project does not exist').optional(),
  shipping: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(lineShippingStates, { errorMap: () => ({ message: `shipping is one of ${lineShippingStates.join(', ')}` }) }).optional()),
  start: z.coerce.number({ invalid_type_error: 'start must be a number' }).int('start must be a whole number').min(0, 'start cannot be negative').max(1_000_000, 'start is too large').default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(20),
});

/** order/product/query {orderId?, needId?, shipping?, start, pageSize}: order lines across the caller's orders (staff: all), newest first. */
export async function queryOrderProducts(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  const f = parseWith(productQuerySchema, input);
  if (f.orderId) await visibleOrder(runtime, caller, f.orderId);
  if (f.needId) {
    // A project's lines: the project's client's, for whoever may follow its shipping (its assigned designer too).
    const need = await followedProject(runtime, caller, f.needId);
    if (!need.clientId) return { rows: [], total: 0 };
    return searchOrderLines(runtime.db, { ...f, needId: need.needId, clientId: isShopSide(caller) ? undefined : need.clientId });
  }
  return searchOrderLines(runtime.db, { ...f, clientId: isShopSide(caller) ? undefined : caller.userId });
}

/** order/product/refund/save {orderId, amountCents, reason?, to? (card | credit), refundId?}: staff; once per refund id or Idempotency-Key. */
export async function saveRefund(runtime: Runtime, { caller, staff }: ServiceCall, input: unknown) {
  requireStaff(caller);
  return refundOrder(runtime, staff, input);
}

const decisionSchema = z.object({
  orderId: orderIdField,
  returnId: z.string({ required_error: 'Missing return id', invalid_type_error: 'Missing return id' }).trim().min(1, 'Missing return id').max(64, 'Invalid return id').regex(/^[A-Za-z0-9_-]+$/, 'Invalid return id'),
  decision: z.enum(['approve', 'refuse'], { errorMap: () => ({ message: "decision is 'approve' or 'refuse'" }) }),
});

/**
 * order/product/return/save: a client asks to return delivered items
 * {orderId, lineIds (or detailIds), reasons, note?, returnId?}; staff settle a
 * request {orderId, returnId, decision: approve | refuse, reason}.
 */
export async function saveReturn(runtime: Runtime, { caller, staff }: ServiceCall, input: unknown) {
  const o = (input ?? {}) as Record<string, unknown>;
  if (isStaff(caller) && o.decision !== undefined) {
    const { decision } = parseWith(decisionSchema, input);
    return decision === 'approve' ? approveReturn(runtime, staff, input) : refuseReturn(runtime, staff, input);
  }
  if (isShopSide(caller) && !isStaff(caller)) throw new ForbiddenError();
  if (isStaff(caller)) throw new ValidationError('INVALID_INPUT', "decision: staff settle a return with decision 'approve' or 'refuse'", { decision: "decision is 'approve' or 'refuse'" });
  const orderId = parseWith(idOf, input);
  const asked = await requestReturn(runtime, caller, { id: orderId, detailIds: o.lineIds ?? o.detailIds, reasons: o.reasons, note: o.note, returnId: o.returnId });
  return asked;
}

const returnRef = z.object({ orderId: orderIdField, returnId: decisionSchema.shape.returnId });

/** order/product/return/cancel {orderId, returnId}: the client withdraws their open request (staff may too); again changes nothing. */
export async function cancelReturn(runtime: Runtime, { caller, staff }: ServiceCall, input: unknown) {
  const { orderId, returnId } = parseWith(returnRef, input);
  const order = await visibleOrder(runtime, caller, orderId);
  if (isShopSide(caller) && !isStaff(caller) && order.clientId !== caller.userId) throw new ForbiddenError();
  await runtime.execute(orderCommands.WithdrawReturn, { orderId, returnId }, { actor: caller.actor, commandId: staff.commandId }, { waitFor: ['orders'] });
  return visibleOrder(runtime, caller, orderId);
}

const projectNotFound = () => new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');

/** A project whose furniture's shipping the caller may follow (domain/authz.ts: its client, its assigned designer, staff, salesmen); anyone else: not found. */
async function followedProject(runtime: Runtime, caller: OrderCaller, needId: string) {
  const need = await needById(runtime.db, needId);
  if (!need || need.status === 'DELETED' || !mayFollowProjectShipping(caller.actor, need)) throw projectNotFound();
  return need;
}

const shipInfoSchema = z
  .object({ orderId: orderIdField.optional(), id: orderIdField.optional(), needId: productQuerySchema.shape.needId })
  .refine((v) => Boolean(v.orderId ?? v.id ?? v.needId), { message: 'Please choose an order (orderId) or a design project (needId)', path: ['orderId'] });

/**
 * order/product/need/ship/info/get {orderId | needId}: each line of an order (or
 * every line the caller bought for a design project) with what shipping knows of
 * it, and whether it still needs shipping information (paid, open, not shipped).
 */
export async function getShipInfo(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  const q = parseWith(shipInfoSchema, input);
  const orderId = q.orderId ?? q.id;
  if (orderId) {
    const order = await visibleOrder(runtime, caller, orderId);
    const open = order.paidAt !== null && order.cancelledAt === null;
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      status: order.status,
      address: order.address,
      lines: order.lines.map((l) => ({
        lineId: l.lineId, goodsId: l.goodsId, name: l.name, count: l.count, carrier: l.carrier, trackingNumber: l.trackingNumber,
        shippedAt: l.shippedAt, deliveredAt: l.deliveredAt, needsShipInfo: open && !l.shippedAt,
      })),
      delayNotices: order.delayNotices,
    };
  }
  const need = await followedProject(runtime, caller, q.needId!);
  const lines = need.clientId ? await searchOrderLines(runtime.db, { needId: need.needId, clientId: need.clientId, start: 0, pageSize: 100 }) : { rows: [] };
  return {
    needId: need.needId,
    lines: lines.rows.map((l) => ({ ...l, needsShipInfo: l.shipping === 'waiting' && l.orderStatus !== 'awaiting_payment' })),
  };
}

/** order/product/need/ship/info/save {orderId, lineId, carrier, trackingNumber}: staff record a line's shipment (the client is mailed). */
export async function saveShipInfo(runtime: Runtime, { caller, staff }: ServiceCall, input: unknown) {
  requireStaff(caller);
  return shipLine(runtime, staff, input);
}

/** order/customer/get {orderId}: who placed the order and where it goes. */
export async function getCustomer(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  const order = await visibleOrder(runtime, caller, parseWith(idOf, input));
  const account = await getAccount(runtime.db, order.clientId);
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    clientId: order.clientId,
    email: account?.email ?? null,
    username: account?.username ?? null,
    mobile: account?.mobile ?? null,
    address: order.address,
    /** The address can be corrected until something ships. */
    canEdit: order.cancelledAt === null && order.lines.every((l) => !l.shippedAt),
  };
}

/** order/customer/edit {orderId, address: {…} (or its fields at the top level)}: the client (or staff) corrects the delivery address before anything ships. */
export async function editCustomer(runtime: Runtime, call: ServiceCall, input: unknown) {
  const { caller, staff } = call;
  const orderId = parseWith(idOf, input);
  const o = (input ?? {}) as Record<string, unknown>;
  const order = await visibleOrder(runtime, caller, orderId);
  if (!isStaff(caller) && order.clientId !== caller.userId) throw new ForbiddenError();
  const address = parseWith(addressFields, o.address && typeof o.address === 'object' ? o.address : o);
  await runtime.execute(orderCommands.ChangeOrderAddress, { orderId, address }, { actor: caller.actor, commandId: staff.commandId }, { waitFor: ['orders'] });
  return getCustomer(runtime, call, { orderId });
}

/** order/product/delay/save {orderId, lineId?, message, expectedBy?}: staff tell the client (mail and notification) that an order or a line is late. */
export async function saveDelay(runtime: Runtime, { caller, staff }: ServiceCall, input: unknown) {
  requireStaff(caller);
  return giveDelayNotice(runtime, staff, input);
}

/** A carrier's public tracking page for a number, for the carriers the shop ships with. */
export function trackingUrlOf(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const n = encodeURIComponent(trackingNumber);
  const pages: Record<string, string> = {
    ups: `https://www.ups.com/track?tracknum=${n}`,
    fedex: `https://www.fedex.com/fedextrack/?trknbr=${n}`,
    usps: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
    dhl: `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  };
  return pages[carrier.trim().toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

const trackingSchema = z.object({ lineId: z.string({ invalid_type_error: 'This item is not in the order' }).trim().max(64, 'This item is not in the order').optional() });

/** order/product/ship/tracking/queryToList {orderId, lineId?}: each line's way so far — prepared, shipped (carrier, number, link), delayed, delivered. */
export async function trackingList(runtime: Runtime, { caller }: ServiceCall, input: unknown) {
  const order = await visibleOrder(runtime, caller, parseWith(idOf, input));
  const { lineId } = parseWith(trackingSchema, input);
  const lines = lineId ? order.lines.filter((l) => l.lineId === lineId) : order.lines;
  if (lineId && !lines.length) throw new ValidationError('LINE_NOT_FOUND', 'This item is not in the order', { lineId: 'This item is not in the order' });
  return lines.map((l) => {
    const delays = order.delayNotices.filter((n) => n.lineId === null || n.lineId === l.lineId);
    const steps = [
      ...(order.paidAt ? [{ at: order.paidAt, text: 'Being prepared' }] : []),
      ...delays.map((n) => ({ at: n.noticedAt, text: `Delayed: ${n.message}` })),
      ...(l.shippedAt ? [{ at: l.shippedAt, text: `Shipped with ${l.carrier}` }] : []),
      ...(l.deliveredAt ? [{ at: l.deliveredAt, text: 'Delivered' }] : []),
      ...(order.cancelledAt ? [{ at: order.cancelledAt, text: 'Cancelled' }] : []),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      lineId: l.lineId,
      name: l.name,
      count: l.count,
      status: order.cancelledAt ? 'cancelled' : l.deliveredAt ? 'delivered' : l.shippedAt ? 'shipped' : order.paidAt ? 'preparing' : 'awaiting_payment',
      carrier: l.carrier,
      trackingNumber: l.trackingNumber,
      trackingUrl: trackingUrlOf(l.carrier, l.trackingNumber),
      shippedAt: l.shippedAt,
      deliveredAt: l.deliveredAt,
      expectedBy: [...delays].reverse().find((n) => n.expectedBy)?.expectedBy ?? null,
      steps,
    };
  });
}

/** dictionary queryAll: the names and labels the order pages use. */
export function dictionary() {
  return {
    orderStatuses: orderStatuses.map((value) => ({ value, label: statusLabels[value] })),
    lineShipping: lineShippingStates.map((value) => ({ value, label: { waiting: 'Not shipped yet', shipped: 'On its way', delivered: 'Delivered', cancelled: 'Cancelled' }[value] })),
    returnReasons: [...returnReasons],
    returnStatuses: [
      { value: 'requested', label: 'Waiting for our answer' },
      { value: 'approved', label: 'Approved' },
      { value: 'refused', label: 'Refused' },
      { value: 'withdrawn', label: 'Withdrawn' },
    ],
    refundTo: [
      { value: 'card', label: 'The card paid with' },
      { value: 'credit', label: 'Store credit' },
    ],
    carriers: ['UPS', 'FedEx', 'USPS', 'DHL'],
    messageRoles: [...threadRoles],
    socketCodes: [
      { value: msgCodes.ping, label: 'ping' },
      { value: msgCodes.chat, label: 'chat message' },
      { value: msgCodes.page, label: 'page message' },
      { value: msgCodes.error, label: 'error (from the server)' },
    ],
  };
}
