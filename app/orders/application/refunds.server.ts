import { orderCommands } from '../../../domain/orders/commands';
import { type OrderEvent, orderStream } from '../../../domain/orders/order';
import { creditsStream } from '../../../domain/promotions/credits-ledger';
import { IllegalStateError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { readModelsShowStreams } from '../../web/stream-freshness.server';

const system: Actor = { kind: 'system' };

/** The process that asks the gateway for an order's card refunds and grants its credit refunds (the app knows it by name). */
const orderRefundsName = 'order-refunds';

type RefundOutcome = { status: 'none' | 'pending' | 'refunded' } | { status: 'refused'; message: string };

/** Where one refund of an order stands, folded from the order's events. */
async function refundOutcome(runtime: Runtime, orderId: string, refundId: string): Promise<RefundOutcome> {
  const fold = {
    initialState: (): RefundOutcome => ({ status: 'none' }),
    evolve: (outcome: RefundOutcome, event: OrderEvent): RefundOutcome => {
      if (!('refundId' in event.data) || event.data.refundId !== refundId) return outcome;
      if (event.type === 'RefundStarted') return { status: 'pending' };
      if (event.type === 'OrderRefunded') return { status: 'refunded' };
      if (event.type === 'RefundFailed') return { status: 'refused', message: event.data.message };
      return outcome;
    },
  };
  return (await runtime.loadAggregate(fold, orderStream(orderId))).state;
}

/**
 * Money back to the card, decided by the order first: `StartRefund` holds the amount
 * against what is left of the payment (card and store credit refunds, refunds in
 * flight and the cancellation's own, all folded in the order's stream and appended
 * with its expected version, so concurrent refunds cannot both pass). Then the
 * order's refunds process asks the gateway, once per idempotency key whatever
 * retries do, and records its answer on the order (this request drives it, so the
 * answer is known here). A refund the gateway refuses frees its amount again; one
 * the gateway did not answer stays held and the process asks again until it does.
 */
export async function refundThroughGateway(runtime: Runtime, r: { orderId: string; refundId: string; amountCents: number; reason: string }, actor: Actor = system): Promise<void> {
  await runtime.execute(orderCommands.StartRefund, { orderId: r.orderId, refundId: r.refundId, amountCents: r.amountCents, reason: r.reason }, { actor }, { waitFor: [] });
  const outcome = await finishCardRefund(runtime, r.orderId, r.refundId);
  if (outcome.status === 'refused') throw new IllegalStateError('REFUND_REFUSED', `The payment service refused the refund: ${outcome.message}`);
  if (outcome.status === 'pending')
    throw new IllegalStateError('GATEWAY_UNAVAILABLE', 'The payment service is not answering. The refund is kept and goes through as soon as it answers; nothing more needs doing.');
}

/**
 * Lends this request to the order's refunds process (a card refund it started, the
 * credit a refund owes the client), then answers where the refund stands, once
 * the order's and the client's credit read models show it.
 */
export async function finishCardRefund(runtime: Runtime, orderId: string, refundId: string): Promise<RefundOutcome> {
  await grantRefundCredits(runtime, orderId);
  return refundOutcome(runtime, orderId, refundId);
}

/**
 * The store credit an order's refunds owe the client is granted by the order's
 * refunds process, from the refunds the order recorded (never from a request):
 * this request drives it for the order, so the credit is there when it answers.
 */
export async function grantRefundCredits(runtime: Runtime, orderId: string): Promise<void> {
  await runtime.drive(orderRefundsName, orderStream(orderId));
  const { state: clientId } = await runtime.loadAggregate({ initialState: (): string | null => null, evolve: (id: string | null, e: OrderEvent) => (e.type === 'OrderPlaced' ? e.data.clientId : id) }, orderStream(orderId));
  await readModelsShowStreams(runtime, [orderStream(orderId), ...(clientId ? [creditsStream(clientId)] : [])], ['orders', 'promotions-credits']);
}
