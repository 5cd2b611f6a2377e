import { evolveOrder, initialOrderState, type OrderAddress, type OrderEvent, type OrderLine, type OrderTotals } from '../../../domain/orders/order';
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

/**
 * The order just placed, as the checkout's own pages show it (processing,
 * confirmation, print), straight from its stream so the page is exact the moment
 * the payment lands. Another client's order is null, like a missing one.
 */
export async function orderForClient(runtime: Runtime, clientId: string, orderId: string): Promise<CheckoutOrderView | null> {
  const { events } = await runtime.store.readStream(`order-${orderId}`);
  const typed = events as unknown as OrderEvent[];
  const placed = typed.find((e): e is Extract<OrderEvent, { type: 'OrderPlaced' }> => e.type === 'OrderPlaced');
  if (!placed || placed.data.clientId !== clientId) return null;
  const state = typed.reduce(evolveOrder, initialOrderState());
  const paidEvent = typed.find((e): e is Extract<OrderEvent, { type: 'OrderPaid' }> => e.type === 'OrderPaid');
  const failure = [...typed].reverse().find((e): e is Extract<OrderEvent, { type: 'PaymentFailed' }> => e.type === 'PaymentFailed');
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
