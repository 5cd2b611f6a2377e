import { createHash } from 'node:crypto';
import { orderCommands } from '../../domain/orders/commands';
import { type OrderEvent, refundDestination } from '../../domain/orders/order';
import { cancelRefundIds } from '../../domain/orders/order.decide';
import { promotionCommands } from '../../domain/promotions/commands';
import { defineProcess, type ProcessOutput } from '../process';

export const orderRefundsName = 'order-refunds';

/** The effect this process asks the composition root for (composition-root/processes.ts). */
export const orderRefundEffect = 'orders.refund';

/** What the `orders.refund` effect is given: one started card refund of a paid order. */
export interface CardRefund {
  orderId: string;
  refundId: string;
  /** The gateway's payment the refund comes from. */
  gatewayPaymentId: string;
  amountCents: number;
  reason: string;
  /** Once per refund, whatever retries and restarts do. */
  idempotencyKey: string;
}


export interface OrderRefundsState {
  clientId: string | null;
  orderNumber: string;
  /** The store credit the order spent (a cancellation gives exactly this back). */
  creditsUsedCents: number;
  gatewayPaymentId: string | null;
}

/** The gateway key of a card refund: a cancellation's keeps the key it always had, any other names its order and refund. */
export const refundIdempotencyKey = (orderId: string, refundId: string) =>
  refundId === cancelRefundIds(orderId).card ? `refund-cancel-${orderId}` : `refund-${orderId}-${refundId}`;

/** The credits ledger's grant id for a refund (ids longer than an id may be are hashed). */
export const creditGrantId = (refundId: string) => (refundId.length <= 64 ? refundId : `refund-${createHash('sha256').update(refundId).digest('hex').slice(0, 40)}`);

/**
 * Money back for an order (issue 21: refunds go through a process, not a request).
 * A card refund the order started (`RefundStarted`: staff's, or the cancellation's
 * card part) is asked of the gateway once, under its idempotency key, and its
 * answer recorded on the order (`RefundOrder` to the card, or `FailRefund`, which
 * makes the amount refundable again); a gateway that does not answer is asked
 * again by the runner, so a refund in flight at a crash is finished at start-up.
 * A refund as store credit (`OrderRefunded` to credit) is granted once, by its
 * refund id: a cancellation that gives back exactly the credit the order spent
 * puts back the spent lots (their expiry as they were); any other is a new grant.
 * The request that started a refund drives this process for its order, so staff
 * and the client see the outcome in the answer.
 */
export const orderRefunds = defineProcess<OrderEvent>()({
  name: orderRefundsName,
  // New to a running shop: refunds recorded before it are the request handlers' (already done).
  fromNow: true,
  handles: ['OrderPlaced', 'OrderPaid', 'RefundStarted', 'OrderRefunded'],
  instanceOf: (event) => event.data.orderId,
  initialState: (): OrderRefundsState => ({ clientId: null, orderNumber: '', creditsUsedCents: 0, gatewayPaymentId: null }),
  evolve: (state: OrderRefundsState, event) => {
    switch (event.type) {
      case 'OrderPlaced':
        return { ...state, clientId: event.data.clientId, orderNumber: event.data.orderNumber, creditsUsedCents: event.data.totals.creditsUsedCents };
      case 'OrderPaid':
        return { ...state, gatewayPaymentId: event.data.paymentId };
      default:
        return state;
    }
  },
  decide: (event, state): ProcessOutput[] => {
    const { orderId } = event.data;
    if (event.type === 'RefundStarted') {
      if (!state.gatewayPaymentId) return [];
      const { refundId, amountCents, reason } = event.data;
      const input: CardRefund = { orderId, refundId, gatewayPaymentId: state.gatewayPaymentId, amountCents, reason, idempotencyKey: refundIdempotencyKey(orderId, refundId) };
      return [{ effect: orderRefundEffect, input, key: 'card' }];
    }
    if (event.type !== 'OrderRefunded' || refundDestination(event.data) !== 'credit' || !state.clientId) return [];
    const { refundId, amountCents, reason } = event.data;
    const clientId = state.clientId;
    if (refundId === cancelRefundIds(orderId).credit && amountCents === state.creditsUsedCents)
      return [{ command: promotionCommands.ReturnCredits, input: { clientId, orderId }, key: 'credit' }];
    const why = `Refund for order ${state.orderNumber}${reason && reason !== 'Store credit' ? `: ${reason.replace(/^Store credit: /, '')}` : ''}`.slice(0, 200);
    return [{ command: promotionCommands.GrantCredits, input: { clientId, grantId: creditGrantId(refundId), amountCents, reason: why, expiresAt: null }, key: 'credit' }];
  },
});

/** The commands that record a card refund's answer (the effect names them by type). */
export const orderRefundAnswers = { refunded: orderCommands.RefundOrder.type, refused: orderCommands.FailRefund.type } as const;
