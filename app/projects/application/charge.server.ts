import { IllegalStateError, ValidationError } from '../../../domain/shared/errors';
import { CardRejectedError, type ChargeResult, GatewayUnavailableError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';

/**
 * One card charge for the design service (a plan, an upgrade, a meeting), once per
 * idempotency key: a card the gateway refuses is a 400 with its message, a gateway
 * that does not answer a 409 saying nothing was charged; a decline is answered.
 */
export async function chargeOnce(runtime: Runtime, input: { token: string; amountCents: number; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<ChargeResult> {
  try {
    return await runtime.payments.charge({ ...input, currency: 'usd', idempotencyKey: input.idempotencyKey.slice(0, 200) });
  } catch (error) {
    if (error instanceof CardRejectedError) throw new ValidationError('CARD_REJECTED', error.message, { cardNumber: error.message });
    if (error instanceof GatewayUnavailableError) throw new IllegalStateError('GATEWAY_UNAVAILABLE', 'The payment service is not answering. You have not been charged; please try again in a moment.');
    throw error;
  }
}
