import { assertActsFor } from '../identity/account.decide';
import { formatDollars } from '../promotions/codes';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/messages';
import {
  alreadyPaidMessage,
  paymentAttemptTimeoutMs,
  paymentInProgressMessage,
  evolveOrder,
  initialOrderState,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderState,
  type OrderTotals,
  refundable,
  returnsWindowDays,
  returnsWindowMs,
} from './order';
import type { OrderCommand } from './order.schemas';
import { returnReasons } from './returns';
import { checkShippingZip } from './zip-codes';

/** The totals the app computed (cartTotals, applyCode, calcTax, applyCredits) must add up to the lines. */
function checkTotals(lines: OrderLine[], t: OrderTotals, code: string | null) {
  const sum = (f: (l: OrderLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const consistent =
    lines.every((l) => l.unitPriceCents <= l.priceCents) &&
    t.subtotalCents === sum((l) => l.priceCents * l.count) &&
    t.saleDiscountCents === sum((l) => (l.priceCents - l.unitPriceCents) * l.count) &&
    t.shippingCents === sum((l) => l.shippingCents) &&
    (code !== null || t.codeDiscountCents === 0) &&
    t.totalCents === t.subtotalCents - t.saleDiscountCents - t.codeDiscountCents + t.shippingCents + t.taxCents - t.creditsUsedCents;
  if (!consistent) throw new ValidationError('TOTALS_MISMATCH', 'The order totals do not add up; please review your cart');
}

function requireOrder(state: OrderState, open = true): Order {
  if (state.status === 'none') throw new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');
  if (open && state.status === 'cancelled') throw new IllegalStateError('ORDER_CANCELLED', 'This order has been cancelled');
  return state.order;
}

function requireLine(order: Order, lineId: string) {
  const progress = order.progress[lineId];
  if (!progress) throw new NotFoundError('LINE_NOT_FOUND', 'This item is not in the order');
  return progress;
}

function requireReturn(order: Order, returnId: string) {
  const found = order.returns[returnId];
  if (!found) throw new NotFoundError('RETURN_NOT_FOUND', 'This return does not exist');
  return found;
}

/** A return request is settled once: the same decision again changes nothing, the other one is refused. */
function settleReturn(order: Order, returnId: string, to: 'approved' | 'refused', event: OrderEvent): OrderEvent[] {
  const { status } = requireReturn(order, returnId);
  if (status === to) return [];
  if (status !== 'requested') throw new IllegalStateError('RETURN_SETTLED', `This return has already been ${status}`);
  return [event];
}

/** Reasons come from the shop's fixed list; 'Other' needs a note saying what it is. */
function checkReturnReasons(reasons: readonly string[], note: string) {
  const unknown = reasons.find((r) => !(returnReasons as readonly string[]).includes(r));
  if (unknown !== undefined) throw new ValidationError('UNKNOWN_REASON', `Please choose a reason: ${returnReasons.join(', ')}`, { reasons: 'Please choose a reason' });
  if (reasons.includes('Other') && !note.trim()) throw new ValidationError('NOTE_REQUIRED', 'Please tell us more about the reason', { note: 'Please tell us more about the reason' });
}

/** The refunds a cancellation makes: one to the card, one as store credit (fixed ids, so a retry finishes them). */
export const cancelRefundIds = (orderId: string) => ({ card: `cancel-${orderId}`, credit: `cancel-credit-${orderId}` });

function refuseAbove(amountCents: number, leftCents: number) {
  if (amountCents > leftCents)
    throw new ValidationError('REFUND_TOO_LARGE', `At most ${formatDollars(leftCents)} can be refunded`, { amountCents: `At most ${formatDollars(leftCents)}` });
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'PlaceOrder': {
      const { orderId, orderNumber, clientId, lines, totals, address, code } = command.data;
      assertActsFor(actor, clientId);
      if (state.status !== 'none') throw new IllegalStateError('ORDER_EXISTS', 'This order already exists');
      checkTotals(lines, totals, code);
      // A draft until its payment settles (one covered by codes and credits too: its payment charges nothing but holds them).
      return [{ type: 'OrderPlaced', data: { orderId, orderNumber, clientId, lines, totals, address, code, placedAt: now } }];
    }
    case 'StartPayment': {
      const { orderId, attemptId, until } = command.data;
      const order = requireOrder(state);
      assertActsFor(actor, order.clientId);
      if (order.payment) throw new IllegalStateError('ALREADY_PAID', alreadyPaidMessage);
      const attempt = order.paymentAttempt;
      if (attempt?.attemptId === attemptId) return [];
      // An attempt a payment process holds is freed by that process only (after its stock, code and credit are let go); an older one times out.
      const heldUntil = attempt ? (attempt.until ? Number.POSITIVE_INFINITY : Date.parse(attempt.startedAt) + paymentAttemptTimeoutMs) : 0;
      if (attempt && Date.parse(now) < heldUntil) throw new IllegalStateError('PAYMENT_IN_PROGRESS', paymentInProgressMessage);
      return [{ type: 'PaymentStarted', data: { orderId, attemptId, amountCents: order.totals.totalCents, startedAt: now, ...(until ? { until } : {}) } }];
    }
    case 'FailPayment': {
      const { orderId, attemptId, code, message } = command.data;
      const order = requireOrder(state, false);
      if (order.paymentAttempt?.attemptId !== attemptId) return [];
      return [{ type: 'PaymentFailed', data: { orderId, attemptId, code, message, failedAt: now } }];
    }
    case 'PayOrder': {
      const { orderId, paymentId, amountCents, card } = command.data;
      const order = requireOrder(state);
      assertActsFor(actor, order.clientId);
      if (order.payment) {
        if (order.payment.paymentId === paymentId) return [];
        throw new IllegalStateError('ALREADY_PAID', alreadyPaidMessage);
      }
      if (amountCents !== order.totals.totalCents)
        throw new ValidationError('AMOUNT_MISMATCH', `The payment of ${formatDollars(amountCents)} does not match the order total of ${formatDollars(order.totals.totalCents)}`);
      return [{ type: 'OrderPaid', data: { orderId, paymentId, amountCents, card, paidAt: now } }];
    }
    case 'CancelOrder': {
      const { orderId, reason } = command.data;
      const order = requireOrder(state, false);
      assertActsFor(actor, order.clientId);
      if (state.status === 'cancelled') return [];
      if (order.paymentAttempt && !order.payment) throw new IllegalStateError('PAYMENT_IN_PROGRESS', paymentInProgressMessage);
      if (Object.values(order.progress).some((p) => p.shipment))
        throw new IllegalStateError('ALREADY_SHIPPED', 'This order has shipped and can no longer be cancelled');
      // Whatever of the payment has not come back yet comes back now, decided with the
      // cancellation: to the card first (up to what the card paid), the rest as store credit.
      const { leftCents, cardLeftCents } = refundable(order);
      const refunds: OrderEvent[] = [];
      if (cardLeftCents > 0)
        refunds.push({ type: 'RefundStarted', data: { orderId, refundId: cancelRefundIds(orderId).card, amountCents: cardLeftCents, reason: 'Order cancelled', startedAt: now } });
      if (leftCents - cardLeftCents > 0)
        refunds.push({ type: 'OrderRefunded', data: { orderId, refundId: cancelRefundIds(orderId).credit, amountCents: leftCents - cardLeftCents, reason: 'Order cancelled', refundedAt: now, to: 'credit' } });
      return [{ type: 'OrderCancelled', data: { orderId, reason, cancelledAt: now } }, ...refunds];
    }
    case 'ShipOrderLine': {
      const { orderId, lineId, carrier, trackingNumber } = command.data;
      const order = requireOrder(state);
      if (!order.payment) throw new IllegalStateError('NOT_PAID', 'This order has not been paid');
      const { shipment } = requireLine(order, lineId);
      if (shipment?.carrier === carrier && shipment.trackingNumber === trackingNumber) return [];
      if (shipment) throw new IllegalStateError('LINE_SHIPPED', 'This item has already shipped');
      return [{ type: 'OrderLineShipped', data: { orderId, lineId, carrier, trackingNumber, shippedAt: now } }];
    }
    case 'MarkLineDelivered': {
      const { orderId, lineId } = command.data;
      const progress = requireLine(requireOrder(state), lineId);
      if (!progress.shipment) throw new IllegalStateError('NOT_SHIPPED', 'This item has not shipped yet');
      if (progress.deliveredAt) return [];
      return [{ type: 'OrderLineDelivered', data: { orderId, lineId, deliveredAt: now } }];
    }
    case 'RequestReturn': {
      const { orderId, returnId, reasons, note } = command.data;
      const order = requireOrder(state);
      assertActsFor(actor, order.clientId);
      if (order.returns[returnId]) return [];
      checkReturnReasons(reasons, note);
      const lineIds = [...new Set(command.data.lineIds)];
      const open = Object.values(order.returns).filter((r) => r.status === 'requested' || r.status === 'approved').flatMap((r) => r.lineIds);
      for (const lineId of lineIds) {
        const { deliveredAt } = requireLine(order, lineId);
        if (!deliveredAt) throw new IllegalStateError('NOT_DELIVERED', 'Only delivered items can be returned');
        if (Date.parse(now) - Date.parse(deliveredAt) > returnsWindowMs)
          throw new IllegalStateError('RETURN_WINDOW_CLOSED', `Returns are accepted within ${returnsWindowDays} days of delivery`);
        if (open.includes(lineId)) throw new IllegalStateError('RETURN_EXISTS', 'A return for this item is already open');
      }
      return [{ type: 'ReturnRequested', data: { orderId, returnId, lineIds, reasons, note, requestedAt: now } }];
    }
    case 'ApproveReturn': {
      const { orderId, returnId } = command.data;
      return settleReturn(requireOrder(state), returnId, 'approved', { type: 'ReturnApproved', data: { orderId, returnId, approvedAt: now } });
    }
    case 'RefuseReturn': {
      const { orderId, returnId, reason } = command.data;
      return settleReturn(requireOrder(state), returnId, 'refused', { type: 'ReturnRefused', data: { orderId, returnId, reason, refusedAt: now } });
    }
    case 'StartRefund': {
      const { orderId, refundId, amountCents, reason } = command.data;
      const order = requireOrder(state, false);
      if (order.refundIds.includes(refundId) || order.pendingRefunds[refundId]) return [];
      if (!order.payment || order.payment.amountCents === 0) throw new IllegalStateError('NOT_PAID', 'This order has not been paid by card');
      refuseAbove(amountCents, refundable(order).cardLeftCents);
      return [{ type: 'RefundStarted', data: { orderId, refundId, amountCents, reason, startedAt: now } }];
    }
    case 'FailRefund': {
      const { orderId, refundId, message } = command.data;
      const order = requireOrder(state, false);
      if (!order.pendingRefunds[refundId]) return [];
      return [{ type: 'RefundFailed', data: { orderId, refundId, message, failedAt: now } }];
    }
    case 'RefundOrder': {
      const { orderId, refundId, amountCents, reason, to } = command.data;
      const order = requireOrder(state, false);
      if (order.refundIds.includes(refundId)) return [];
      const pending = order.pendingRefunds[refundId];
      if (pending) {
        // The gateway refunded a card refund started before: it is recorded as it was decided.
        if (to !== 'card' || amountCents !== pending.amountCents) throw new ValidationError('REFUND_MISMATCH', `This refund was started for ${formatDollars(pending.amountCents)} to the card`);
        return [{ type: 'OrderRefunded', data: { orderId, refundId, amountCents, reason: pending.reason, refundedAt: now, to: 'card' } }];
      }
      if (!order.payment) throw new IllegalStateError('NOT_PAID', 'This order has not been paid');
      // Card and store credit together never exceed what the client paid (card and credit), refunds in flight included.
      const left = refundable(order);
      refuseAbove(amountCents, to === 'card' ? left.cardLeftCents : left.leftCents);
      return [{ type: 'OrderRefunded', data: { orderId, refundId, amountCents, reason, refundedAt: now, to } }];
    }
    case 'GiveDelayNotice': {
      const { orderId, lineId, message, expectedBy } = command.data;
      const order = requireOrder(state);
      if (lineId) requireLine(order, lineId);
      return [{ type: 'DelayNoticeGiven', data: { orderId, lineId, message, expectedBy, noticedAt: now } }];
    }
    case 'WithdrawReturn': {
      const { orderId, returnId } = command.data;
      const order = requireOrder(state, false);
      assertActsFor(actor, order.clientId);
      const { status } = requireReturn(order, returnId);
      if (status === 'withdrawn') return [];
      if (status !== 'requested') throw new IllegalStateError('RETURN_SETTLED', `This return has already been ${status}`);
      return [{ type: 'ReturnWithdrawn', data: { orderId, returnId, withdrawnAt: now } }];
    }
    case 'ChangeOrderAddress': {
      const { orderId, address } = command.data;
      const order = requireOrder(state);
      assertActsFor(actor, order.clientId);
      if (Object.values(order.progress).some((p) => p.shipment))
        throw new IllegalStateError('ALREADY_SHIPPED', 'This order has shipped: its delivery address can no longer be changed');
      const zip = checkShippingZip(address.zip, address.state);
      if (!zip.deliverable) throw new ValidationError('UNDELIVERABLE', zip.message, { zip: zip.message });
      // The order's tax was worked out for its state: another state is a new order.
      const was = order.address.state.trim().toUpperCase();
      if (address.state.trim().toUpperCase() !== was)
        throw new ValidationError('STATE_CHANGE', `This order's tax is for ${was}: to deliver to another state, please cancel it and order again`, { state: `The delivery stays in ${was}` });
      if (JSON.stringify(address) === JSON.stringify(order.address)) return [];
      return [{ type: 'OrderAddressChanged', data: { orderId, address, changedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
