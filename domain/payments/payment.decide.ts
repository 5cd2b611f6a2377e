import { z } from 'zod';
import { assertActsFor } from '../identity/account.decide';
import { IllegalStateError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { cardSummarySchema } from './cards';
import { evolvePayment, initialPaymentState, type PaymentEvent, type PaymentState } from './payment';

const paymentId = idField('Invalid payment');
const ids = idField('Invalid id');
const text = (max: number) => z.string().trim().max(max);

/** The commands a payment may hold and let go with (run by the system): nothing else can ride on a payment. */
export const holdCommands = ['StartPayment', 'StartSubscriptionPayment', 'HoldSubscriptionRenewal', 'ClaimPaymentSlot', 'ReserveStock', 'HoldPurchase', 'RecordCodeUse', 'SpendCredits'] as const;
export const releaseCommands = ['FailPayment', 'FailSubscriptionPayment', 'FailSubscriptionRenewal', 'FreePaymentSlot', 'ReleaseStock', 'ReleasePurchase', 'ReleaseCodeUse', 'ReturnCredits'] as const;

const errorKind = z.enum(['validation', 'illegal_state', 'not_found', 'unauthorized', 'forbidden', 'conflict', 'rate_limited']);
const failureSchema = z.object({ kind: errorKind, code: text(64).min(1), message: text(500).min(1), fields: z.record(text(500)).optional() });

export const purposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: ids, orderNumber: text(32).min(1) }),
  z.object({ kind: z.literal('plan'), needId: ids, plan: text(32).min(1), discountCents: z.number().int().min(0), code: text(32).nullable() }),
  z.object({ kind: z.literal('upgrade'), needId: ids, toPlan: text(32).min(1) }),
  z.object({ kind: z.literal('meeting'), needId: ids, meetingId: ids, type: text(32).min(1), startsAt: z.string().datetime({ offset: true }) }),
  z.object({ kind: z.literal('tip'), needId: ids, tipId: ids, note: text(500) }),
  z.object({ kind: z.literal('subscription'), attemptId: ids }),
  z.object({ kind: z.literal('renewal'), renewalId: ids }),
]);

const holdSchema = z.object({
  command: z.enum(holdCommands),
  input: z.record(z.unknown()),
  release: z.object({ command: z.enum(releaseCommands), input: z.record(z.unknown()) }).nullable(),
  refusal: z.object({ codes: z.array(text(64)).max(10).optional(), kind: errorKind, code: text(64).min(1), template: text(300).min(1), field: text(64).optional() }).optional(),
});

export const requestPaymentSchema = z.object({
  paymentId,
  clientId: idField('Invalid client'),
  purpose: purposeSchema,
  amountCents: z.number().int().min(0).max(100_000_000),
  description: text(200).min(1),
  card: z.object({ card: cardSummarySchema, savedCardId: ids.nullable(), holderName: text(100), keep: z.boolean() }).nullable(),
  holds: z.array(holdSchema).max(60),
  abandonAt: z.string().datetime({ offset: true }),
});
const byId = z.object({ paymentId });
export const recordPaymentRefusedSchema = byId.extend({ failure: failureSchema, heldCount: z.number().int().min(0).default(0) });
export const recordPaymentNotSettledSchema = byId.extend({ failure: failureSchema });
export const recordPaymentChargedSchema = byId.extend({ gatewayPaymentId: ids.nullable(), amountCents: z.number().int().min(0) });
export const recordPaymentDeclinedSchema = byId.extend({ code: text(64).min(1), message: text(300).min(1) });
export const recordPaymentRefundedSchema = byId.extend({ refundId: ids, amountCents: z.number().int().min(0) });
export const recordPaymentRefundFailedSchema = byId.extend({ message: text(300).min(1) });

export type PaymentCommand =
  | Command<'RequestPayment', z.infer<typeof requestPaymentSchema>>
  | Command<'RecordPaymentHeld', z.infer<typeof byId>>
  | Command<'RecordPaymentRefused', z.infer<typeof recordPaymentRefusedSchema>>
  | Command<'RecordPaymentCharged', z.infer<typeof recordPaymentChargedSchema>>
  | Command<'RecordPaymentDeclined', z.infer<typeof recordPaymentDeclinedSchema>>
  | Command<'AbandonPayment', z.infer<typeof byId>>
  | Command<'RecordPaymentSettled', z.infer<typeof byId>>
  | Command<'RecordPaymentNotSettled', z.infer<typeof recordPaymentNotSettledSchema>>
  | Command<'RecordPaymentRefunded', z.infer<typeof recordPaymentRefundedSchema>>
  | Command<'RecordPaymentRefundFailed', z.infer<typeof recordPaymentRefundFailedSchema>>;

export const paymentSchemas = {
  RequestPayment: requestPaymentSchema,
  RecordPaymentHeld: byId,
  RecordPaymentRefused: recordPaymentRefusedSchema,
  RecordPaymentCharged: recordPaymentChargedSchema,
  RecordPaymentDeclined: recordPaymentDeclinedSchema,
  AbandonPayment: byId,
  RecordPaymentSettled: byId,
  RecordPaymentNotSettled: recordPaymentNotSettledSchema,
  RecordPaymentRefunded: recordPaymentRefundedSchema,
  RecordPaymentRefundFailed: recordPaymentRefundFailedSchema,
} as const;

/** Every hold and release speaks for the paying client only (a hold naming another client is refused). */
function checkHolds(data: z.infer<typeof requestPaymentSchema>) {
  for (const hold of data.holds)
    for (const input of [hold.input, hold.release?.input ?? {}])
      if ('clientId' in input && input.clientId !== data.clientId) throw new ValidationError('HOLD_NOT_OWN', 'A payment holds only its own client’s things');
}

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  const { actor, now } = command.metadata;
  const { paymentId } = command.data;
  if (command.type === 'RequestPayment') {
    const data = command.data;
    assertActsFor(actor, data.clientId);
    // The same payment asked again (a double click, a retried request): its first request stands.
    if (state.status !== 'none') return [];
    if (Date.parse(data.abandonAt) <= Date.parse(now)) throw new ValidationError('ABANDON_TIME', 'A payment is given up after it is requested');
    if (data.amountCents > 0 && !data.card) throw new ValidationError('CARD_REQUIRED', 'Please choose a card', { cardId: 'Please choose a card' });
    checkHolds(data);
    const { abandonAt, ...rest } = data;
    return [{ type: 'PaymentRequested', data: { ...rest, card: data.amountCents > 0 ? data.card : null, requestedAt: now, abandonAt } }];
  }
  if (state.status === 'none') throw new IllegalStateError('PAYMENT_NOT_FOUND', 'This payment was not requested');
  const status = state.status;
  const open = status === 'requested' || status === 'held';
  switch (command.type) {
    case 'RecordPaymentHeld':
      return status === 'requested' ? [{ type: 'PaymentHeld', data: { paymentId, heldAt: now } }] : [];
    case 'RecordPaymentRefused':
      return status === 'requested' ? [{ type: 'PaymentRefused', data: { paymentId, failure: command.data.failure, heldCount: command.data.heldCount, refusedAt: now } }] : [];
    case 'RecordPaymentCharged': {
      const { gatewayPaymentId, amountCents } = command.data;
      // The gateway's answer again (the charge step retried, the webhook): recorded once.
      if (state.payment.gatewayPaymentId !== null || ['charged', 'settled', 'unsettled', 'refunded'].includes(status)) return [];
      if (amountCents !== state.payment.amountCents) throw new ValidationError('AMOUNT_MISMATCH', 'The charge does not match the payment');
      // Money taken after the payment was given up (a gateway that answered late): recorded, and refunded.
      return [{ type: 'PaymentCharged', data: { paymentId, gatewayPaymentId, amountCents, late: !open, chargedAt: now } }];
    }
    case 'RecordPaymentDeclined':
      return open ? [{ type: 'PaymentDeclined', data: { paymentId, code: command.data.code, message: command.data.message, declinedAt: now } }] : [];
    case 'AbandonPayment':
      return open ? [{ type: 'PaymentAbandoned', data: { paymentId, abandonedAt: now } }] : [];
    case 'RecordPaymentSettled':
      return status === 'charged' && !state.payment.late ? [{ type: 'PaymentSettled', data: { paymentId, settledAt: now } }] : [];
    case 'RecordPaymentNotSettled':
      return status === 'charged' ? [{ type: 'PaymentNotSettled', data: { paymentId, failure: command.data.failure, at: now } }] : [];
    case 'RecordPaymentRefunded':
      return status === 'charged' || status === 'unsettled' ? [{ type: 'PaymentRefunded', data: { paymentId, refundId: command.data.refundId, amountCents: command.data.amountCents, refundedAt: now } }] : [];
    case 'RecordPaymentRefundFailed':
      return status === 'refunded' ? [] : [{ type: 'PaymentRefundFailed', data: { paymentId, message: command.data.message, failedAt: now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};
