/**
 * The payments context as other contexts see it (issue 21): one way to take money
 * (`pay`, which waits for the payment process's outcome), the card fields a form
 * sends, and the holds a payment may take. Nothing else about cards or charges
 * is imported across contexts.
 */
export {
  type CardChoice,
  cardChoiceOf,
  newCardSchema,
  pay,
  type PaymentOutcome,
  type PaymentRequest,
  slotHold,
  runningFor,
  slotHolder,
  tokenizeEntered,
  tokenizedCard,
} from './application/payment.server';
export { recordGatewayEvent } from './application/webhook.server';
export { paymentMethodsAction, paymentMethodsLoader } from './server/payment-methods.server';
