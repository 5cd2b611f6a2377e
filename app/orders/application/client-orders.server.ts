import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { orderCommands } from '../../../domain/orders/commands';
import { returnReasons } from '../../../domain/orders/returns';
import { releaseHolds } from '~/commerce/index.server';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { orderStatuses } from '../../../projections/orders/orders';
import { searchClientOrders } from '../../../projections/orders/orders.queries';
import { clientOrder, clientOrderStatus, ordersBeingUpdated, withFreshStatuses } from './orders-being-updated.server';
import { parseWith } from '../../web/api.server';
import { loadOrder, orderNotFound } from './order-stream.server';
import { finishCardRefund } from './refunds.server';
import { cancelRefundIds } from '../../../domain/orders/order.decide';


export interface Caller {
  userId: string;
  actor: Actor;
}


export { returnReasons };

export const orderIdField = z
  .string({ required_error: 'Please choose an order', invalid_type_error: 'Please choose an order' })
  .trim()
  .min(1, 'Please choose an order')
  .max(64, 'This order does not exist')
  .regex(/^[A-Za-z0-9_-]+$/, 'This order does not exist');

/** A list as the spec's clients send it: an array, or one comma-separated string. */
const list = <T extends z.ZodTypeAny>(item: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item, { required_error: message, invalid_type_error: message }).min(1, message).max(50, message),
  );

export const searchSchema = z.object({
  start: z.coerce.number({ invalid_type_error: 'start must be a number' }).int('start must be a whole number').min(0, 'start cannot be negative').max(1_000_000, 'start is too large').default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(10),
  order: z.enum(['newest', 'oldest'], { errorMap: () => ({ message: "order must be 'newest' or 'oldest'" }) }).default('newest'),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(orderStatuses, { errorMap: () => ({ message: 'Unknown order status' }) }).optional()),
});

/**
 * search {start, pageSize, order, status}: the caller's own orders only. A row whose
 * order has events the read model has not applied yet (the feed held back) shows the
 * status they give, `updating: true`; orders it does not list yet lead the first page
 * (the last, oldest first), marked the same way (issue 20).
 */
export async function searchOrders(runtime: Runtime, caller: Caller, input: unknown) {
  const o = parseWith(searchSchema, input);
  const { rows, total } = await searchClientOrders(runtime.db, caller.userId, o);
  const fresh = await withFreshStatuses(runtime, caller.userId, rows);
  const missing = (await ordersBeingUpdated(runtime, caller.userId)).filter((x) => !o.status || x.status === o.status);
  if (o.order === 'newest') return { rows: [...(o.start === 0 ? missing : []), ...fresh], total: total + missing.length };
  return { rows: [...fresh, ...(o.start + rows.length >= total ? missing.reverse() : [])], total: total + missing.length };
}

/** get {id}: one of the caller's own orders (another client's is not found); from its events, `updating: true`, while the read model is behind them. */
export async function getOrder(runtime: Runtime, caller: Caller, input: unknown) {
  const { id } = parseWith(z.object({ id: orderIdField }), input);
  const order = await clientOrder(runtime, caller.userId, id);
  if (!order) throw orderNotFound();
  return order;
}

/** getStatus {id}: where one of the caller's own orders stands, the same way. */
export async function getOrderStatusOf(runtime: Runtime, caller: Caller, input: unknown) {
  const { id } = parseWith(z.object({ id: orderIdField }), input);
  const status = await clientOrderStatus(runtime, caller.userId, id);
  if (!status) throw orderNotFound();
  return status;
}

const cancelSchema = z.object({ id: orderIdField, reason: z.string({ invalid_type_error: 'Please write the reason as text' }).trim().max(500, 'Please keep the reason under 500 characters').default('') });

/**
 * cancel {id, reason?}: until an item ships. The cancellation itself decides what of a
 * paid order comes back (what earlier refunds left): to its card first, the rest as
 * store credit; then the card is refunded once (one gateway refund per order, whatever
 * retries do), the credit given back, its code's use and its stock released.
 * Cancelling again changes nothing and finishes what a first attempt left undone.
 */
export async function cancelOrder(runtime: Runtime, caller: Caller, input: unknown) {
  const { id: orderId, reason } = parseWith(cancelSchema, input);
  await loadOrder(runtime, orderId, caller.userId);
  await runtime.execute(orderCommands.CancelOrder, { orderId, reason }, { actor: caller.actor }, { waitFor: ['orders', 'commerce-client-orders'] });
  const { placed, order } = await loadOrder(runtime, orderId, caller.userId);
  // Its stock and its code's use come back (an unpaid order's credit hold is let go too).
  await releaseHolds(runtime, caller.userId, { orderId, lines: placed.lines, code: placed.code }, { credits: !order.payment });
  // Its card refund and the store credit it spent follow the refunds the order decided (the order's refunds process;
  // a gateway that does not answer is asked again until it does).
  await finishCardRefund(runtime, orderId, cancelRefundIds(orderId).card);
  // The client's mail follows from the cancellation (processes/orders/order-mails.ts).
  return (await clientOrder(runtime, caller.userId, orderId))!;
}

const returnSchema = z
  .object({
    id: orderIdField,
    detailIds: list(z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'This item is not in the order'), 'Please choose the items to return'),
    reasons: list(z.enum(returnReasons, { errorMap: () => ({ message: `Please choose a reason: ${returnReasons.join(', ')}` }) }), 'Please choose a reason'),
    note: z.string({ invalid_type_error: 'Please write the note as text' }).trim().max(2000, 'Please keep the note under 2000 characters').default(''),
    returnId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid return id').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reasons.includes('Other') && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Please tell us more about the reason' });
  });

/** returnOrder {id, detailIds, reasons, note}: delivered items, within 30 days of delivery. */
export async function requestReturn(runtime: Runtime, caller: Caller, input: unknown) {
  const data = parseWith(returnSchema, input);
  await loadOrder(runtime, data.id, caller.userId);
  const returnId = data.returnId ?? randomUUID();
  await runtime.execute(
    orderCommands.RequestReturn,
    { orderId: data.id, returnId, lineIds: data.detailIds, reasons: [...new Set(data.reasons)], note: data.note },
    { actor: caller.actor },
    { waitFor: ['orders'] },
  );
  return { returnId, order: (await clientOrder(runtime, caller.userId, data.id))! };
}
