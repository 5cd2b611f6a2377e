import type { CartRefer } from '../cart/cart';
import type { CardSummary } from '../payments/cards';
import type { Event } from '../shared/messages';
import type { Address } from '../identity/account';

export const orderStream = (orderId: string) => `order-${orderId}`;

/** Returns are accepted within 30 days of a line's delivery. */
export const returnsWindowDays = 30;
export const returnsWindowMs = returnsWindowDays * 24 * 60 * 60 * 1000;
export const alreadyPaidMessage = 'This order has already been paid.';
export const paymentInProgressMessage = 'Your payment is already being processed.';
/** A payment attempt recorded without its own `until` is taken as abandoned after this (attempts from before payments ran as a process). */
export const paymentAttemptTimeoutMs = 2 * 60 * 1000;

export interface OrderLine {
  /** The cart line's needGoodsId. */
  lineId: string;
  goodsId: string;
  name: string;
  /** List price per item, and what the client pays per item after the sale price. */
  priceCents: number;
  unitPriceCents: number;
  count: number;
  shippingCents: number;
  /** The project the line was bought for (its cart line's referId/referType), when there is one. */
  refer?: CartRefer;
}

export interface OrderTotals {
  subtotalCents: number;
  saleDiscountCents: number;
  codeDiscountCents: number;
  shippingCents: number;
  taxCents: number;
  creditsUsedCents: number;
  /** What the card is charged. */
  totalCents: number;
}

/** Where an order goes: an address as the account keeps it, without the account's id for it. */
export type OrderAddress = Omit<Address, 'id'>;

export type OrderEvent =
  | Event<'OrderPlaced', {
      orderId: string; orderNumber: string; clientId: string; lines: OrderLine[]; totals: OrderTotals;
      address: OrderAddress; code: string | null; placedAt: string;
    }>
  | Event<'PaymentStarted', { orderId: string; attemptId: string; amountCents: number; startedAt: string; until?: string }>
  | Event<'PaymentFailed', { orderId: string; attemptId: string; code: string; message: string; failedAt: string }>
  | Event<'OrderPaid', { orderId: string; paymentId: string; amountCents: number; card: CardSummary | null; paidAt: string }>
  | Event<'OrderCancelled', { orderId: string; reason: string; cancelledAt: string }>
  | Event<'OrderLineShipped', { orderId: string; lineId: string; carrier: string; trackingNumber: string; shippedAt: string }>
  | Event<'OrderLineDelivered', { orderId: string; lineId: string; deliveredAt: string }>
  | Event<'ReturnRequested', { orderId: string; returnId: string; lineIds: string[]; reasons: string[]; note: string; requestedAt: string }>
  | Event<'ReturnApproved', { orderId: string; returnId: string; approvedAt: string }>
  | Event<'ReturnRefused', { orderId: string; returnId: string; reason: string; refusedAt: string }>
  /**
   * Money given back: `card` through the payment gateway, `credit` as store credit (the
   * client's credits follow this event: one grant per refund id). Events written before
   * `to` existed are card refunds unless their reason says store credit.
   */
  | Event<'OrderRefunded', { orderId: string; refundId: string; amountCents: number; reason: string; refundedAt: string; to?: RefundTo }>
  /** A card refund decided and held against what is refundable, before the gateway is asked. */
  | Event<'RefundStarted', { orderId: string; refundId: string; amountCents: number; reason: string; startedAt: string }>
  /** The gateway refused a started card refund: its amount is refundable again. */
  | Event<'RefundFailed', { orderId: string; refundId: string; message: string; failedAt: string }>
  | Event<'DelayNoticeGiven', { orderId: string; lineId: string | null; message: string; expectedBy: string | null; noticedAt: string }>
  | Event<'ReturnWithdrawn', { orderId: string; returnId: string; withdrawnAt: string }>
  | Event<'OrderAddressChanged', { orderId: string; address: OrderAddress; changedAt: string }>;

export type RefundTo = 'card' | 'credit';

/** Where a recorded refund went (events from before `to` existed: by their reason). */
export const refundDestination = (data: { to?: RefundTo; reason: string }): RefundTo => data.to ?? (data.reason.startsWith('Store credit') ? 'credit' : 'card');

export interface LineProgress {
  shipment: { carrier: string; trackingNumber: string } | null;
  deliveredAt: string | null;
}

export interface OrderReturn {
  lineIds: string[];
  /** withdrawn: the client took the request back before staff settled it. */
  status: 'requested' | 'approved' | 'refused' | 'withdrawn';
}

export interface Order {
  orderId: string;
  orderNumber: string;
  clientId: string;
  /** The discount code it was placed with. */
  code: string | null;
  lines: OrderLine[];
  totals: OrderTotals;
  progress: Record<string, LineProgress>;
  payment: { paymentId: string; amountCents: number } | null;
  /** The payment being charged now (one at a time), until it is paid or fails. */
  paymentAttempt: { attemptId: string; startedAt: string; until?: string } | null;
  /** Recorded refunds, card and store credit together, and each part. */
  refundedCents: number;
  cardRefundedCents: number;
  creditRefundedCents: number;
  refundIds: string[];
  /** Card refunds decided and waiting for the gateway's answer: they count against what is refundable. */
  pendingRefunds: Record<string, { amountCents: number; reason: string }>;
  returns: Record<string, OrderReturn>;
  /** Where it goes: as placed, or as corrected before anything shipped. */
  address: OrderAddress;
}

export type OrderState = { status: 'none' } | { status: 'placed' | 'cancelled'; order: Order };

/** Paid (card and credit), refunded or held for a refund in flight, and what is left: in all and to the card. */
export function refundable(order: Order): { leftCents: number; cardLeftCents: number } {
  if (!order.payment) return { leftCents: 0, cardLeftCents: 0 };
  const pending = Object.values(order.pendingRefunds).reduce((s, p) => s + p.amountCents, 0);
  const leftCents = order.payment.amountCents + order.totals.creditsUsedCents - order.refundedCents - pending;
  const cardLeftCents = Math.min(leftCents, order.payment.amountCents - order.cardRefundedCents - pending);
  return { leftCents: Math.max(0, leftCents), cardLeftCents: Math.max(0, cardLeftCents) };
}

export const initialOrderState = (): OrderState => ({ status: 'none' });

function withOrder(state: OrderState, change: (order: Order) => Partial<Order>): OrderState {
  return state.status === 'none' ? state : { ...state, order: { ...state.order, ...change(state.order) } };
}

const withLine = (order: Order, lineId: string, change: Partial<LineProgress>) => ({
  progress: { ...order.progress, [lineId]: { ...order.progress[lineId]!, ...change } },
});

const withReturn = (order: Order, returnId: string, status: OrderReturn['status']) => ({
  returns: { ...order.returns, [returnId]: { ...order.returns[returnId]!, status } },
});

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, orderNumber, clientId, lines, totals, address, code } = event.data;
      const progress = Object.fromEntries(lines.map((l) => [l.lineId, { shipment: null, deliveredAt: null }]));
      return { status: 'placed', order: { orderId, orderNumber, clientId, code, lines, totals, progress, payment: null, paymentAttempt: null, refundedCents: 0, cardRefundedCents: 0, creditRefundedCents: 0, refundIds: [], pendingRefunds: {}, returns: {}, address } };
    }
    case 'PaymentStarted':
      return withOrder(state, () => ({ paymentAttempt: { attemptId: event.data.attemptId, startedAt: event.data.startedAt, ...(event.data.until ? { until: event.data.until } : {}) } }));
    case 'PaymentFailed':
      return withOrder(state, () => ({ paymentAttempt: null }));
    case 'OrderPaid':
      return withOrder(state, () => ({ payment: { paymentId: event.data.paymentId, amountCents: event.data.amountCents }, paymentAttempt: null }));
    case 'OrderCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    case 'OrderLineShipped': {
      const { lineId, carrier, trackingNumber } = event.data;
      return withOrder(state, (o) => withLine(o, lineId, { shipment: { carrier, trackingNumber } }));
    }
    case 'OrderLineDelivered':
      return withOrder(state, (o) => withLine(o, event.data.lineId, { deliveredAt: event.data.deliveredAt }));
    case 'ReturnRequested':
      return withOrder(state, (o) => ({ returns: { ...o.returns, [event.data.returnId]: { lineIds: event.data.lineIds, status: 'requested' } } }));
    case 'ReturnApproved':
      return withOrder(state, (o) => withReturn(o, event.data.returnId, 'approved'));
    case 'ReturnRefused':
      return withOrder(state, (o) => withReturn(o, event.data.returnId, 'refused'));
    case 'OrderRefunded': {
      const { refundId, amountCents } = event.data;
      const credit = refundDestination(event.data) === 'credit';
      return withOrder(state, (o) => {
        const { [refundId]: _settled, ...pendingRefunds } = o.pendingRefunds;
        return {
          refundedCents: o.refundedCents + amountCents,
          cardRefundedCents: o.cardRefundedCents + (credit ? 0 : amountCents),
          creditRefundedCents: o.creditRefundedCents + (credit ? amountCents : 0),
          refundIds: [...o.refundIds, refundId],
          pendingRefunds,
        };
      });
    }
    case 'RefundStarted': {
      const { refundId, amountCents, reason } = event.data;
      return withOrder(state, (o) => ({ pendingRefunds: { ...o.pendingRefunds, [refundId]: { amountCents, reason } } }));
    }
    case 'RefundFailed':
      return withOrder(state, (o) => {
        const { [event.data.refundId]: _failed, ...pendingRefunds } = o.pendingRefunds;
        return { pendingRefunds };
      });
    case 'DelayNoticeGiven':
      return state;
    case 'ReturnWithdrawn':
      return withOrder(state, (o) => withReturn(o, event.data.returnId, 'withdrawn'));
    case 'OrderAddressChanged':
      return withOrder(state, () => ({ address: event.data.address }));
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Every order event type; `satisfies` makes forgetting one a compile error. */
export const orderEventTypes = Object.keys({
  OrderPlaced: true,
  PaymentStarted: true,
  PaymentFailed: true,
  OrderPaid: true,
  OrderCancelled: true,
  OrderLineShipped: true,
  OrderLineDelivered: true,
  ReturnRequested: true,
  ReturnApproved: true,
  ReturnRefused: true,
  OrderRefunded: true,
  RefundStarted: true,
  RefundFailed: true,
  DelayNoticeGiven: true,
  ReturnWithdrawn: true,
  OrderAddressChanged: true,
} satisfies Record<OrderEvent['type'], true>) as OrderEvent['type'][];
