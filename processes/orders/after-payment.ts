import { cartCommands } from '../../domain/cart/commands';
import { orderConfirmationMail } from '../../domain/orders/order-mail';
import type { OrderEvent } from '../../domain/orders/order';
import { defineProcess, type ProcessOutput } from '../process';

export const orderAfterPaymentName = 'order-after-payment';

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
export type AfterPaymentState = { placed: Omit<Placed, 'placedAt'> | null; paid: boolean };

/**
 * What follows an order's payment, once: the client's cart is emptied and the
 * confirmation is mailed (the outbox sends it, retried until the relay takes it).
 * Whatever paid it — the payment process, codes and credit, a webhook — the
 * order's own `OrderPaid` is the trigger.
 */
export const orderAfterPayment = defineProcess<OrderEvent>()({
  name: orderAfterPaymentName,
  handles: ['OrderPlaced', 'OrderPaid'],
  instanceOf: (event) => event.data.orderId,
  initialState: (): AfterPaymentState => ({ placed: null, paid: false }),
  evolve: (state: AfterPaymentState, event) => {
    if (event.type === 'OrderPlaced') {
      const { placedAt: _at, ...placed } = event.data;
      return { ...state, placed };
    }
    return event.type === 'OrderPaid' ? { ...state, paid: true } : state;
  },
  decide: (event, state, env): ProcessOutput[] => {
    if (event.type !== 'OrderPaid' || state.paid || !state.placed) return [];
    const o = state.placed;
    const card = event.data.card;
    const mail = orderConfirmationMail({ ...o, card: card && { brand: card.brand, last4: card.last4 } }, env.siteUrl);
    return [
      { command: cartCommands.ClearCart, input: { ownerId: o.clientId, orderId: o.orderId }, key: 'clear-cart' },
      { mail: { toUserId: o.clientId, ...mail }, key: 'confirmation' },
    ];
  },
});
