import { evolveOrder, initialOrderState, type OrderEvent, type OrderState, refundable, refundDestination } from '../../domain/orders/order';
import { cancelRefundIds } from '../../domain/orders/order.decide';
import { formatDollars } from '../../domain/promotions/codes';
import { goPath, shipmentId, type Target } from '../../domain/shared/targets';
import { defineProcess, type ProcessEnv, type ProcessMail, type ProcessOutput } from '../process';

/**
 * Mails to an order's client about its progress (a process since issue 21):
 * shipped (with the tracking page), delivered, delayed, cancelled (what comes
 * back, decided with the cancellation), a return approved or refused, a refund.
 * Sent for every account: they are about the client's purchase, not updates
 * they may turn off. Instances are orders; the state is the order as its own
 * stream folds it (`evolveOrder`, without the address) and its number.
 */
export interface OrderMailState {
  orderNumber: string;
  order: OrderState;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const longDay = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The state kept between events: no delivery address (no mail needs it). */
function withoutAddress(state: OrderState): OrderState {
  if (state.status === 'none') return state;
  const { address: _address, ...order } = state.order;
  return { ...state, order: order as typeof state.order };
}

function mail(clientId: string, orderId: string, kind: string, subject: string, paragraphs: readonly string[], env: ProcessEnv): ProcessMail {
  const link = `${env.siteUrl}${goPath({ kind: 'order', id: orderId })}`;
  return {
    mail: {
      toUserId: clientId,
      kind,
      subject,
      text: [...paragraphs, '', `Your order: ${link}`].join('\n\n'),
      html: `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link)}">See your order</a></p>`,
    },
    key: 'mail',
  };
}

/** The reason a staff member gave, without the "Store credit" a credit refund's reason starts with. */
const givenReason = (reason: string) => reason.replace(/^Store credit(: )?/, '');

export const orderMails = defineProcess<OrderEvent>()({
  name: 'order-mails',
  fromNow: true,
  handles: [
    'OrderPlaced', 'PaymentStarted', 'PaymentFailed', 'OrderPaid', 'OrderCancelled', 'OrderLineShipped', 'OrderLineDelivered', 'ReturnRequested', 'ReturnApproved',
    'ReturnRefused', 'OrderRefunded', 'RefundStarted', 'RefundFailed', 'DelayNoticeGiven', 'ReturnWithdrawn', 'OrderAddressChanged',
  ],
  instanceOf: (e) => e.data.orderId,
  initialState: (): OrderMailState => ({ orderNumber: '', order: initialOrderState() }),
  evolve: (state, e) => ({
    orderNumber: e.type === 'OrderPlaced' ? e.data.orderNumber : state.orderNumber,
    order: withoutAddress(evolveOrder(state.order, e as OrderEvent)),
  }),
  decide(e, state, env): ProcessOutput[] {
    if (state.order.status === 'none') return [];
    const { order } = state.order;
    const n = state.orderNumber;
    const item = (lineId: string | null) => {
      const line = order.lines.find((l) => l.lineId === lineId);
      return line ? `${line.count} × ${line.name}` : null;
    };
    const items = (ids: readonly string[]) => ids.map(item).filter(Boolean).join(', ');
    const send = (kind: string, subject: string, paragraphs: readonly string[]) => [mail(order.clientId, order.orderId, kind, subject, paragraphs, env)];
    const at = (target: Target) => `${env.siteUrl}${goPath(target)}`;
    switch (e.type) {
      case 'OrderLineShipped':
        return send('order-shipped', `Your Roomcraft order ${n} has shipped`, [
          `Good news: ${item(e.data.lineId) ?? 'an item'} from order ${n} is on its way.`,
          `Carrier: ${e.data.carrier}. Tracking number: ${e.data.trackingNumber}.`,
          `Follow it here: ${at({ kind: 'shipment', id: shipmentId(order.orderId, e.data.lineId, n) })}`,
        ]);
      case 'OrderLineDelivered':
        return send('order-delivered', `Your Roomcraft order ${n} was delivered`, [
          `${item(e.data.lineId) ?? 'An item'} from order ${n} has been delivered. We hope it looks wonderful in your room.`,
          'Not right? You can return delivered items within 30 days from your order page.',
        ]);
      case 'DelayNoticeGiven':
        return send('order-delay', `A delay on your Roomcraft order ${n}`, [
          `We are sorry: ${e.data.lineId ? `${item(e.data.lineId) ?? 'an item'} from order ${n}` : `order ${n}`} is delayed.`,
          e.data.message,
          ...(e.data.expectedBy ? [`We now expect it by ${longDay(e.data.expectedBy)}.`] : []),
          'You can still cancel the order from your account until it ships.',
        ]);
      case 'OrderCancelled': {
        // What comes back was decided with the cancellation, from the order as it stood: the card first, the rest as store credit.
        const { leftCents, cardLeftCents } = refundable(order);
        const creditCents = leftCents - cardLeftCents;
        const paid = !!order.payment && order.payment.amountCents + order.totals.creditsUsedCents > 0;
        return send('order-cancelled', `Your Roomcraft order ${n} is cancelled`, [
          `Order ${n} has been cancelled as you asked.`,
          cardLeftCents > 0
            ? `We are refunding ${formatDollars(cardLeftCents)} to the card you paid with; banks usually show it within 5 to 10 business days.`
            : paid ? 'Its payment had already been refunded or is on its way back.' : 'Nothing was charged for it.',
          ...(creditCents > 0 ? [`${formatDollars(creditCents)} of store credit is back in your account.`] : []),
        ]);
      }
      case 'ReturnApproved':
        return send('return-approved', `Your return for order ${n} is approved`, [
          `We have approved your return of ${items(order.returns[e.data.returnId]?.lineIds ?? []) || 'the items you chose'} from order ${n}.`,
          'Our carrier will contact you to collect them. Once they are back with us we refund the card you paid with.',
        ]);
      case 'ReturnRefused':
        return send('return-refused', `About your return for order ${n}`, [
          `We could not accept your return of ${items(order.returns[e.data.returnId]?.lineIds ?? []) || 'the items you chose'} from order ${n}.`,
          `Why: ${e.data.reason}`,
          'If you think this is a mistake, reply to this mail or contact customer service from your order page.',
        ]);
      case 'OrderRefunded': {
        // A cancellation's refunds are told in its own mail.
        const ids = cancelRefundIds(order.orderId);
        if (e.data.refundId === ids.card || e.data.refundId === ids.credit) return [];
        const toCredit = refundDestination(e.data) === 'credit';
        const reason = givenReason(e.data.reason);
        return send('order-refunded', `A refund for your Roomcraft order ${n}`, [
          toCredit
            ? `We have refunded ${formatDollars(e.data.amountCents)} for order ${n} as store credit: it is in your account now and comes off your next order at checkout.`
            : `We have refunded ${formatDollars(e.data.amountCents)} for order ${n} to the card you paid with.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          toCredit ? `See your balance: ${at({ kind: 'credit' })}` : 'Banks usually show a refund within 5 to 10 business days.',
        ]);
      }
      default:
        return [];
    }
  },
});
