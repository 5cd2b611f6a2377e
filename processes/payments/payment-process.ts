import { paymentCommands } from '../../domain/payments/commands';
import {
  evolvePayment,
  initialPaymentState,
  type Payment,
  type PaymentEvent,
  paymentEventTypes,
  type PaymentState,
  releaseWithReason,
  slotHolds,
} from '../../domain/payments/payment';
import { defineProcess, type ProcessOutput } from '../process';
import { paymentProcessCommands, settleCommandOf } from './settle';

export const paymentProcessName = 'payments';

/** The effects the payment process asks the composition root for (composition-root/processes.ts). */
export const paymentEffects = { hold: 'payments.hold', charge: 'payments.charge', settle: 'payments.settle', refund: 'payments.refund' } as const;

/**
 * The releases of the holds taken (`upTo`), last taken first, each saying why where
 * it records a reason. The payment's slot (taken first) is freed last: a next
 * payment for the same order cannot take the stock, code or credit again before
 * this one has let go of them (they are held under the order's id).
 */
function releases(p: Payment, code: string, message: string, options: { upTo?: number; only?: readonly string[] } = {}): ProcessOutput[] {
  return p.holds.slice(0, options.upTo ?? p.holds.length).flatMap((hold, i) => {
    if (!hold.release || (options.only && !options.only.includes(hold.command))) return [];
    const command = paymentProcessCommands.get(hold.release.command);
    if (!command) return [];
    return [{ command, input: releaseWithReason(hold.release.input, code, message), key: `release-${i}` }];
  }).reverse();
}

/** What the gateway keeps beside the charge: the payment (its webhook names it back), its purpose and the purpose's ids — never a card. */
function metadataOf(p: Payment): Record<string, string> {
  const { kind, ...rest } = p.purpose;
  const ids = Object.entries(rest).filter(([k, v]) => typeof v === 'string' && k !== 'note' && k !== 'startsAt');
  return { paymentId: p.paymentId, purpose: kind, clientId: p.clientId, ...Object.fromEntries(ids), ...(p.purpose.kind === 'upgrade' ? { plan: p.purpose.toPlan } : {}) };
}

const refund = (p: Payment): ProcessOutput[] =>
  p.gatewayPaymentId ? [{ effect: paymentEffects.refund, input: { paymentId: p.paymentId, gatewayPaymentId: p.gatewayPaymentId, amountCents: p.chargedCents }, key: 'refund' }] : [];

/**
 * One payment from its request to its end (ADR 025). PaymentRequested: take the
 * holds (an effect: a refusal is an answer) and schedule its abandon. Held: charge
 * the card (the payment id is the gateway's idempotency key) — nothing to charge,
 * record it charged. Charged: the purpose records it (an effect, so a refusal comes
 * back as PaymentNotSettled); a charge after the payment was given up is refunded.
 * Settled: a new card the client asked to keep is saved, and the slot freed.
 * Declined, abandoned, refused: every hold taken is released.
 */
export const paymentProcess = defineProcess<PaymentEvent>()({
  name: paymentProcessName,
  handles: paymentEventTypes,
  instanceOf: (event) => event.data.paymentId,
  initialState: initialPaymentState,
  evolve: (state: PaymentState, event) => evolvePayment(state, event),
  decide: (event, before): ProcessOutput[] => {
    const state = evolvePayment(before, event);
    if (state.status === 'none') return [];
    const p = state.payment;
    switch (event.type) {
      case 'PaymentRequested':
        return [
          { effect: paymentEffects.hold, input: { paymentId: p.paymentId, holds: p.holds }, key: 'hold' },
          { command: paymentCommands.AbandonPayment, input: { paymentId: p.paymentId }, at: p.abandonAt, key: 'abandon' },
        ];
      case 'PaymentHeld':
        if (p.amountCents === 0 || !p.card) return [{ command: paymentCommands.RecordPaymentCharged, input: { paymentId: p.paymentId, gatewayPaymentId: null, amountCents: 0 }, key: 'charge' }];
        return [
          {
            effect: paymentEffects.charge,
            input: { paymentId: p.paymentId, token: p.card.card.token, amountCents: p.amountCents, description: p.description, metadata: metadataOf(p) },
            key: 'charge',
          },
        ];
      case 'PaymentCharged':
        if (event.data.late) return refund(p);
        return [{ effect: paymentEffects.settle, input: { paymentId: p.paymentId, ...settleCommandOf(p) }, key: 'settle' }];
      case 'PaymentSettled': {
        const outputs = releases(p, 'paid', 'Paid', { only: ['ClaimPaymentSlot'] });
        const card = p.card;
        if (card && card.keep && !card.savedCardId)
          outputs.push({
            command: paymentCommands.SaveCard,
            input: { clientId: p.clientId, cardId: `c${p.paymentId}`.slice(0, 64), card: card.card, holderName: card.holderName || 'Card holder', makeDefault: false },
            key: 'save-card',
          });
        return outputs;
      }
      case 'PaymentRefused':
        return releases(p, event.data.failure.code, event.data.failure.message, { upTo: event.data.heldCount });
      case 'PaymentDeclined':
        return releases(p, event.data.code, event.data.message);
      case 'PaymentAbandoned':
        return releases(p, 'abandoned', 'The payment was not completed in time');
      case 'PaymentNotSettled': {
        // Paid by another payment meanwhile: what is held for the purpose is that payment's; only this one's slot goes.
        const { code, message } = event.data.failure;
        return [...refund(p), ...releases(p, code, message, code === 'ALREADY_PAID' ? { only: slotHolds } : {})];
      }
      case 'PaymentRefunded':
      case 'PaymentRefundFailed':
        return [];
      default: {
        const never: never = event;
        return never;
      }
    }
  },
});
