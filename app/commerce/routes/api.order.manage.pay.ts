import { payForOrder } from '~/commerce/application/checkout.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';
import { envelope, failure } from '~/web/api.server';

/**
 * /order/manage/pay {orderId, attemptId?, cardId | cardName, cardNumber, cardExpiry, cardCvc, saveCard?}: charges the order once.
 * The same attemptId (or Idempotency-Key) again charges nothing more. A decline answers 402 with the card's message.
 */
export const action = cartApiCall(async ({ context, shopper, input, request }) => {
  const key = request.headers.get('idempotency-key')?.trim();
  const attemptId = input.attemptId ?? (key && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : undefined);
  const outcome = await payForOrder(context.runtime, shopper, { ...input, attemptId });
  if (outcome.status === 'declined') return failure(outcome.message, 402, undefined, { orderId: outcome.orderId });
  return envelope(outcome, 'Thank you! Your order is paid.');
});
