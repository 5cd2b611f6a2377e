import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { orderCommands } from '../../../domain/orders/commands';
import { formatDollars } from '../../../domain/promotions/codes';
import { promotionCommands } from '../../../domain/promotions/commands';
import { IllegalStateError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getOrderForStaff, searchAllOrders } from '../../../projections/orders/orders.queries';
import { parseWith } from '../../web/api.server';
import { orderIdField, searchSchema } from './client-orders.server';
import { loadOrder, orderNotFound } from './order-stream.server';
import { grantRefundCredits, refundThroughGateway } from './refunds.server';

/** A staff member running one command; `commandId` makes a retried request (same Idempotency-Key) apply once. */
export interface StaffCall {
  actor: Actor;
  commandId?: string;
  siteUrl: string;
}

const idField = (label: string) =>
  z.string({ required_error: `Missing ${label}`, invalid_type_error: `Missing ${label}` }).trim().min(1, `Missing ${label}`).max(64, `Invalid ${label}`).regex(/^[A-Za-z0-9_-]+$/, `Invalid ${label}`);
const text = (label: string, max: number) =>
  z.string({ required_error: `Please enter ${label}`, invalid_type_error: `Please enter ${label}` }).trim().min(1, `Please enter ${label}`).max(max, `Please keep ${label} under ${max} characters`);

const ctx = (s: StaffCall) => ({ actor: s.actor, commandId: s.commandId });
const wait = { waitFor: ['orders'] } as const;

async function found(runtime: Runtime, orderId: string) {
  const order = await getOrderForStaff(runtime.db, orderId);
  if (!order) throw orderNotFound();
  return order;
}

/** GET /api/admin/orders {start, pageSize, order, status, clientId?, orderNumber?}. */
export function staffSearchOrders(runtime: Runtime, input: unknown) {
  const q = parseWith(searchSchema.extend({ clientId: idField('client id').optional(), orderNumber: z.string().trim().max(40).optional() }), input);
  return searchAllOrders(runtime.db, q);
}

export async function staffGetOrder(runtime: Runtime, input: unknown) {
  return found(runtime, parseWith(z.object({ orderId: orderIdField }), input).orderId);
}

const shipSchema = z.object({ orderId: orderIdField, lineId: idField('line id'), carrier: text('a carrier', 60), trackingNumber: text('a tracking number', 60) });

/**
 * Ship one order line with a carrier and tracking number. Here and below, the
 * client's mail follows from the event (processes/orders/order-mails.ts).
 */
export async function shipLine(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(shipSchema, input);
  await loadOrder(runtime, data.orderId);
  await runtime.execute(orderCommands.ShipOrderLine, data, ctx(staff), wait);
  return found(runtime, data.orderId);
}

export async function markDelivered(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(z.object({ orderId: orderIdField, lineId: idField('line id') }), input);
  await loadOrder(runtime, data.orderId);
  await runtime.execute(orderCommands.MarkLineDelivered, data, ctx(staff), wait);
  return found(runtime, data.orderId);
}

const returnRef = z.object({ orderId: orderIdField, returnId: idField('return id') });

export async function approveReturn(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(returnRef, input);
  await loadOrder(runtime, data.orderId);
  await runtime.execute(orderCommands.ApproveReturn, data, ctx(staff), wait);
  return found(runtime, data.orderId);
}

export async function refuseReturn(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(returnRef.extend({ reason: text('a reason', 500) }), input);
  await loadOrder(runtime, data.orderId);
  await runtime.execute(orderCommands.RefuseReturn, data, ctx(staff), wait);
  return found(runtime, data.orderId);
}

const refundSchema = z.object({
  orderId: orderIdField,
  amountCents: z.coerce
    .number({ required_error: 'Please enter the amount in cents', invalid_type_error: 'Please enter the amount in cents' })
    .int('Amounts are whole cents')
    .positive('A refund must be above zero')
    .max(1_000_000_000, 'This amount is too large'),
  reason: z.string({ invalid_type_error: 'Please write the reason as text' }).trim().max(500, 'Please keep the reason under 500 characters').default(''),
  refundId: idField('refund id').optional(),
  /** To the card paid with (default), or as store credit when the client asks for it. */
  to: z.enum(['card', 'credit'], { errorMap: () => ({ message: "Refund to 'card' or 'credit'" }) }).default('card'),
});

/**
 * Refund up to what is left of the payment, to the card or as store credit. The order
 * decides the amount (its stream folds every refund, card and credit, in flight or
 * done, and the cancellation's), so concurrent refunds cannot pass it together. One
 * refund per refund id; a retry with the same Idempotency-Key reuses the id, so the
 * card is refunded, or the credit granted, once.
 */
export async function refundOrder(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(refundSchema, input);
  await loadOrder(runtime, data.orderId);
  const refundId =
    data.refundId ?? (staff.commandId ? `refund-${createHash('sha256').update(staff.commandId).digest('hex').slice(0, 32)}` : `refund-${randomUUID()}`);
  if (data.to === 'credit') {
    await runtime.execute(
      orderCommands.RefundOrder,
      { orderId: data.orderId, refundId, amountCents: data.amountCents, reason: data.reason ? `Store credit: ${data.reason}` : 'Store credit', to: 'credit' },
      { actor: staff.actor },
      { waitFor: ['orders'] },
    );
    // The credit follows the refund the order recorded (a retry grants nothing more).
    await grantRefundCredits(runtime, data.orderId);
  } else {
    await refundThroughGateway(
      runtime,
      { orderId: data.orderId, refundId, amountCents: data.amountCents, reason: data.reason },
      staff.actor,
    );
  }
  return found(runtime, data.orderId);
}

const delaySchema = z.object({
  orderId: orderIdField,
  lineId: z.preprocess((v) => (v === '' ? undefined : v), idField('line id').optional()),
  message: text('a message', 1000),
  expectedBy: z.preprocess((v) => (v === '' ? undefined : v), z.string({ invalid_type_error: 'expectedBy is a date like 2026-12-24' }).date('expectedBy is a date like 2026-12-24').optional()),
});

/** Tell the client an order (or one line) is late, and when it is now expected. */
export async function giveDelayNotice(runtime: Runtime, staff: StaffCall, input: unknown) {
  const data = parseWith(delaySchema, input);
  await loadOrder(runtime, data.orderId);
  const notice = { orderId: data.orderId, lineId: data.lineId ?? null, message: data.message, expectedBy: data.expectedBy ?? null };
  await runtime.execute(orderCommands.GiveDelayNotice, notice, ctx(staff), wait);
  return found(runtime, data.orderId);
}
