import { evolveOrder, initialOrderState, orderStream, type OrderAddress, type OrderEvent, type OrderLine, type OrderState, type OrderTotals } from '../../../domain/orders/order';
import type { CardSummary } from '../../../domain/payments/cards';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';

export interface CheckoutOrderView {
  orderId: string;
  orderNumber: string;
  placedAt: string;
  lines: Array<OrderLine & { picture: string | null; href: string }>;
  totals: OrderTotals;
  address: OrderAddress;
  code: string | null;
  card: Omit<CardSummary, 'token'> | null;
  paid: boolean;
  paidAt: string | null;
  cancelled: boolean;
  lastFailure: string | null;
}

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>;
type Paid = Extract<OrderEvent, { type: 'OrderPaid' }>;
type Failed = Extract<OrderEvent, { type: 'PaymentFailed' }>;
interface CheckoutOrderFolded {
  state: OrderState;
  placed: Placed | null;
  /** The first payment recorded. */
  paidEvent: Paid | null;
  /** The latest failed attempt. */
  failure: Failed | null;
}

/** The order's events folded as the checkout's pages need them. */
const checkoutOrderFold = {
  initialState: (): CheckoutOrderFolded => ({ state: initialOrderState(), placed: null, paidEvent: null, failure: null }),
  evolve: (f: CheckoutOrderFolded, e: OrderEvent): CheckoutOrderFolded => ({
    state: evolveOrder(f.state, e),
    placed: e.type === 'OrderPlaced' ? e : f.placed,
    paidEvent: e.type === 'OrderPaid' && !f.paidEvent ? e : f.paidEvent,
    failure: e.type === 'PaymentFailed' ? e : f.failure,
  }),
};

/**
 * The order just placed, as the checkout's own pages show it (processing,
 * confirmation, print), straight from its stream so the page is exact the moment
 * the payment lands. Another client's order is null, like a missing one.
 */
export async function orderForClient(runtime: Runtime, clientId: string, orderId: string): Promise<CheckoutOrderView | null> {
  const { state: folded } = await runtime.loadAggregate(checkoutOrderFold, orderStream(orderId));
  const { state, placed, paidEvent, failure } = folded;
  if (!placed || placed.data.clientId !== clientId) return null;
  const goods = new Map((await getGoodsByIds(runtime.db, placed.data.lines.map((l) => l.goodsId))).map((g) => [g.id, g]));
  const card = paidEvent?.data.card ?? null;
  return {
    orderId,
    orderNumber: placed.data.orderNumber,
    placedAt: placed.data.placedAt,
    lines: placed.data.lines.map((l) => ({ ...l, picture: goods.get(l.goodsId)?.savedPics[0] ?? null, href: `/marketPlace/product/${encodeURIComponent(l.goodsId)}` })),
    totals: placed.data.totals,
    address: placed.data.address,
    code: placed.data.code,
    card: card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    paid: Boolean(paidEvent),
    paidAt: paidEvent?.data.paidAt ?? null,
    cancelled: state.status === 'cancelled',
    lastFailure: !paidEvent && failure ? failure.data.message : null,
  };
}
