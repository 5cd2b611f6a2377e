import { orderCommands } from '../../../domain/orders/commands';
import { IllegalStateError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { CardRejectedError, GatewayUnavailableError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';

const system: Actor = { kind: 'system' };

/**
 * Money back to the card: the gateway first (once per idempotency key, whatever
 * retries do), then the fact on the order (once per refund id). A refund the
 * gateway refuses or cannot make now changes nothing on the order.
 */
export async function refundThroughGateway(
  runtime: Runtime,
  r: { orderId: string; paymentId: string; refundId: string; amountCents: number; reason: string; idempotencyKey: string },
) {
  try {
    await runtime.payments.refund({ paymentId: r.paymentId, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey });
  } catch (error) {
    if (error instanceof CardRejectedError) throw new IllegalStateError('REFUND_REFUSED', `The payment service refused the refund: ${error.message}`);
    if (error instanceof GatewayUnavailableError)
      throw new IllegalStateError('GATEWAY_UNAVAILABLE', 'The payment service is not answering; nothing has been refunded. Please try again in a moment.');
    throw error;
  }
  return runtime.execute(
    orderCommands.RefundOrder,
    { orderId: r.orderId, refundId: r.refundId, amountCents: r.amountCents, reason: r.reason },
    { actor: system },
    { waitFor: ['orders'] },
  );
}
