import { createHash } from 'node:crypto';
import { orderCommands } from '../../../domain/orders/commands';
import { cancelRefundIds } from '../../../domain/orders/order.decide';
import { type OrderEvent, orderStream, refundDestination } from '../../../domain/orders/order';
import { promotionCommands } from '../../../domain/promotions/commands';
import { IllegalStateError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { CardRejectedError, GatewayUnavailableError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { loadOrder } from './order-stream.server';

const system: Actor = { kind: 'system' };

/**
 * Money back to the card, decided by the order first: `StartRefund` holds the amount
 * against what is left of the payment (card and store credit refunds, refunds in
 * flight and the cancellation's own, all folded in the order's stream and appended
 * with its expected version, so concurrent refunds cannot both pass). Then the
 * gateway (once per idempotency key, whatever retries do), then the fact on the
 * order. A refund the gateway refuses frees its amount again; one the gateway did
 * not answer stays held, and the same request again (same refund id) finishes it.
 * Answers whether this call recorded the refund.
 */
export async function refundThroughGateway(
  runtime: Runtime,
  r: { orderId: string; refundId: string; amountCents: number; reason: string; idempotencyKey: string },
  actor: Actor = system,
): Promise<boolean> {
  await runtime.execute(orderCommands.StartRefund, { orderId: r.orderId, refundId: r.refundId, amountCents: r.amountCents, reason: r.reason }, { actor }, { waitFor: [] });
  return finishCardRefund(runtime, r.orderId, r.refundId, r.idempotencyKey);
}

/** Asks the gateway for a card refund the order holds (started), and records what it answered. */
export async function finishCardRefund(runtime: Runtime, orderId: string, refundId: string, idempotencyKey: string): Promise<boolean> {
  const { order } = await loadOrder(runtime, orderId);
  const pending = order.pendingRefunds[refundId];
  if (!pending || !order.payment) return false;
  try {
    await runtime.payments.refund({ paymentId: order.payment.paymentId, amountCents: pending.amountCents, idempotencyKey });
  } catch (error) {
    if (error instanceof CardRejectedError) {
      await runtime.execute(orderCommands.FailRefund, { orderId, refundId, message: error.message.slice(0, 300) || 'Refused' }, { actor: system }, { waitFor: [] });
      throw new IllegalStateError('REFUND_REFUSED', `The payment service refused the refund: ${error.message}`);
    }
    if (error instanceof GatewayUnavailableError)
      throw new IllegalStateError('GATEWAY_UNAVAILABLE', 'The payment service is not answering; nothing has been refunded yet. Please try again in a moment.');
    throw error;
  }
  const result = await runtime.execute(
    orderCommands.RefundOrder,
    { orderId, refundId, amountCents: pending.amountCents, reason: pending.reason, to: 'card' },
    { actor: system },
    { waitFor: ['orders'] },
  );
  return result.events.length > 0;
}

/** The credits ledger's grant id for a refund (ids longer than an id may be are hashed). */
export const creditGrantId = (refundId: string) => (refundId.length <= 64 ? refundId : `refund-${createHash('sha256').update(refundId).digest('hex').slice(0, 40)}`);

/**
 * The store credit an order's refunds owe the client, from the refunds the order
 * recorded (never from a request): each credit refund is granted once, by its refund
 * id. A cancellation that gives back exactly the credit the order spent puts back the
 * spent lots (their expiry as they were); any other credit refund is a new grant.
 * Safe to run again: what was granted is not granted twice.
 */
export async function grantRefundCredits(runtime: Runtime, orderId: string): Promise<void> {
  // The order's events as they are, folded into a list (what was placed, and every refund recorded).
  const { state: typed } = await runtime.loadAggregate<OrderEvent[], OrderEvent>({ initialState: () => [], evolve: (list, event) => (event.type === 'OrderPlaced' || event.type === 'OrderRefunded' ? [...list, event] : list) }, orderStream(orderId));
  const placed = typed.find((e) => e.type === 'OrderPlaced');
  if (!placed || placed.type !== 'OrderPlaced') return;
  const { clientId, orderNumber, totals } = placed.data;
  for (const event of typed) {
    if (event.type !== 'OrderRefunded' || refundDestination(event.data) !== 'credit') continue;
    const { refundId, amountCents, reason } = event.data;
    if (refundId === cancelRefundIds(orderId).credit && amountCents === totals.creditsUsedCents) {
      await runtime.execute(promotionCommands.ReturnCredits, { clientId, orderId }, { actor: system }, { waitFor: ['promotions-credits'] });
      continue;
    }
    const why = `Refund for order ${orderNumber}${reason && reason !== 'Store credit' ? `: ${reason.replace(/^Store credit: /, '')}` : ''}`.slice(0, 200);
    await runtime.execute(promotionCommands.GrantCredits, { clientId, grantId: creditGrantId(refundId), amountCents, reason: why, expiresAt: null }, { actor: system }, { waitFor: ['promotions-credits'] });
  }
}
