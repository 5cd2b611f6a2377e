import { signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { paymentCommands } from './commands';
import { savedCardsEventTypes } from './saved-cards';
import { savedCardsDecider } from './saved-cards.decide';
import { paymentEventTypes } from './payment';
import { paymentDecider } from './payment.decide';
import { paymentSlotDecider, paymentSlotEventTypes } from './payment-slot';

/**
 * Saved cards: a client keeps their own (decide: assertActsFor). Payments (ADR 025):
 * a client asks for their own payment (decide: assertActsFor); everything that
 * follows — holds, the gateway's answer, the purpose's record, refunds,
 * abandoning, the payment slots — is the payment process's (the system).
 */
export const paymentsContext = defineContext({
  name: 'payments',
  commands: paymentCommands,
  rules: {
    SaveCard: signedIn,
    UpdateCard: signedIn,
    DeleteCard: signedIn,
    SetDefaultCard: signedIn,
    RequestPayment: signedIn,
    RecordPaymentHeld: system,
    RecordPaymentRefused: system,
    RecordPaymentCharged: system,
    RecordPaymentDeclined: system,
    AbandonPayment: system,
    RecordPaymentSettled: system,
    RecordPaymentNotSettled: system,
    RecordPaymentRefunded: system,
    RecordPaymentRefundFailed: system,
    ClaimPaymentSlot: system,
    FreePaymentSlot: system,
  },
  streams: [
    streamKind('saved cards', 'cards-', savedCardsDecider, savedCardsEventTypes),
    // Longest prefix first wins: payment-slot-… is a slot, not a payment.
    streamKind('payment', 'payment-', paymentDecider, paymentEventTypes),
    streamKind('payment slot', 'payment-slot-', paymentSlotDecider, paymentSlotEventTypes),
  ],
});
