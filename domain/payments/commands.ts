import { defineCommand } from '../shared/command-definition';
import { paymentStream } from './payment';
import { paymentDecider, paymentSchemas } from './payment.decide';
import { claimPaymentSlotSchema, freePaymentSlotSchema, paymentSlotDecider, paymentSlotStream } from './payment-slot';
import { cardsStream } from './saved-cards';
import { deleteCardSchema, saveCardSchema, savedCardsDecider, setDefaultCardSchema, updateCardSchema } from './saved-cards.decide';

const cards = (d: { clientId: string }) => cardsStream(d.clientId);
const payment = (d: { paymentId: string }) => paymentStream(d.paymentId);
const slot = (d: { key: string }) => paymentSlotStream(d.key);
const pay = <T extends keyof typeof paymentSchemas>(type: T) => defineCommand({ type, schema: paymentSchemas[type], streamId: payment, decider: paymentDecider });

export const paymentCommands = {
  SaveCard: defineCommand({ type: 'SaveCard', schema: saveCardSchema, streamId: cards, decider: savedCardsDecider }),
  UpdateCard: defineCommand({ type: 'UpdateCard', schema: updateCardSchema, streamId: cards, decider: savedCardsDecider }),
  DeleteCard: defineCommand({ type: 'DeleteCard', schema: deleteCardSchema, streamId: cards, decider: savedCardsDecider }),
  SetDefaultCard: defineCommand({ type: 'SetDefaultCard', schema: setDefaultCardSchema, streamId: cards, decider: savedCardsDecider }),
  RequestPayment: pay('RequestPayment'),
  RecordPaymentHeld: pay('RecordPaymentHeld'),
  RecordPaymentRefused: pay('RecordPaymentRefused'),
  RecordPaymentCharged: pay('RecordPaymentCharged'),
  RecordPaymentDeclined: pay('RecordPaymentDeclined'),
  AbandonPayment: pay('AbandonPayment'),
  RecordPaymentSettled: pay('RecordPaymentSettled'),
  RecordPaymentNotSettled: pay('RecordPaymentNotSettled'),
  RecordPaymentRefunded: pay('RecordPaymentRefunded'),
  RecordPaymentRefundFailed: pay('RecordPaymentRefundFailed'),
  ClaimPaymentSlot: defineCommand({ type: 'ClaimPaymentSlot', schema: claimPaymentSlotSchema, streamId: slot, decider: paymentSlotDecider }),
  FreePaymentSlot: defineCommand({ type: 'FreePaymentSlot', schema: freePaymentSlotSchema, streamId: slot, decider: paymentSlotDecider }),
};
