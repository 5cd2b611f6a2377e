import { formatDollars } from '../../../domain/promotions/codes';
import { mailerFor } from '../../../infra/mail';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailOrder {
  orderId: string;
  orderNumber: string;
  clientId: string;
  lines: ReadonlyArray<{ lineId: string; name: string; count: number }>;
}

type Notice =
  | { kind: 'order-shipped'; lineId: string; carrier: string; trackingNumber: string }
  | { kind: 'order-delivered'; lineId: string }
  | { kind: 'order-delay'; lineId: string | null; message: string; expectedBy: string | null }
  | { kind: 'order-cancelled'; refundCents: number; creditCents?: number; paid?: boolean }
  | { kind: 'return-approved'; lineIds: readonly string[] }
  | { kind: 'return-refused'; lineIds: readonly string[]; reason: string }
  | { kind: 'order-refunded'; amountCents: number; reason: string; to?: 'card' | 'credit' };

const longDay = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function compose(order: MailOrder, notice: Notice, siteUrl: string): { subject: string; paragraphs: string[] } {
  const n = order.orderNumber;
  const item = (lineId: string | null) => {
    const line = order.lines.find((l) => l.lineId === lineId);
    return line ? `${line.count} × ${line.name}` : null;
  };
  const items = (ids: readonly string[]) => ids.map(item).filter(Boolean).join(', ');
  switch (notice.kind) {
    case 'order-shipped': {
      const tracking = `${siteUrl}/order/shippingInfo/${encodeURIComponent(order.orderId)}/${encodeURIComponent(notice.lineId)}/${encodeURIComponent(n)}`;
      return {
        subject: `Your Roomcraft order ${n} has shipped`,
        paragraphs: [`Good news: ${item(notice.lineId) ?? 'an item'} from order ${n} is on its way.`, `Carrier: ${notice.carrier}. Tracking number: ${notice.trackingNumber}.`, `Follow it here: ${tracking}`],
      };
    }
    case 'order-delivered':
      return {
        subject: `Your Roomcraft order ${n} was delivered`,
        paragraphs: [`${item(notice.lineId) ?? 'An item'} from order ${n} has been delivered. We hope it looks wonderful in your room.`, 'Not right? You can return delivered items within 30 days from your order page.'],
      };
    case 'order-delay':
      return {
        subject: `A delay on your Roomcraft order ${n}`,
        paragraphs: [
          `We are sorry: ${notice.lineId ? `${item(notice.lineId) ?? 'an item'} from order ${n}` : `order ${n}`} is delayed.`,
          notice.message,
          ...(notice.expectedBy ? [`We now expect it by ${longDay(notice.expectedBy)}.`] : []),
          'You can still cancel the order from your account until it ships.',
        ],
      };
    case 'order-cancelled':
      return {
        subject: `Your Roomcraft order ${n} is cancelled`,
        paragraphs: [
          `Order ${n} has been cancelled as you asked.`,
          notice.refundCents > 0
            ? `We have refunded ${formatDollars(notice.refundCents)} to the card you paid with; banks usually show it within 5 to 10 business days.`
            : notice.paid ? 'Its payment had already been refunded or is on its way back.' : 'Nothing was charged for it.',
          ...(notice.creditCents ? [`${formatDollars(notice.creditCents)} of store credit is back in your account.`] : []),
        ],
      };
    case 'return-approved':
      return {
        subject: `Your return for order ${n} is approved`,
        paragraphs: [`We have approved your return of ${items(notice.lineIds) || 'the items you chose'} from order ${n}.`, 'Our carrier will contact you to collect them. Once they are back with us we refund the card you paid with.'],
      };
    case 'return-refused':
      return {
        subject: `About your return for order ${n}`,
        paragraphs: [`We could not accept your return of ${items(notice.lineIds) || 'the items you chose'} from order ${n}.`, `Why: ${notice.reason}`, 'If you think this is a mistake, reply to this mail or contact customer service from your order page.'],
      };
    case 'order-refunded':
      return {
        subject: `A refund for your Roomcraft order ${n}`,
        paragraphs: [
          notice.to === 'credit'
            ? `We have refunded ${formatDollars(notice.amountCents)} for order ${n} as store credit: it is in your account now and comes off your next order at checkout.`
            : `We have refunded ${formatDollars(notice.amountCents)} for order ${n} to the card you paid with.`,
          ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
          notice.to === 'credit' ? `See your balance: ${siteUrl}/client/credit` : 'Banks usually show a refund within 5 to 10 business days.',
        ],
      };
    default: {
      const never: never = notice;
      return never;
    }
  }
}

/**
 * A mail to the order's client about its progress. The fact is already recorded,
 * so a mail that cannot be sent is logged, never a failure of the request.
 */
export async function sendOrderNotice(runtime: Runtime, siteUrl: string, order: MailOrder, notice: Notice): Promise<void> {
  try {
    const account = await getAccount(runtime.db, order.clientId);
    if (!account) return;
    const { subject, paragraphs } = compose(order, notice, siteUrl);
    const link = `${siteUrl}/order/detail/${encodeURIComponent(order.orderId)}`;
    await mailerFor(runtime).send({
      kind: notice.kind,
      to: account.email,
      subject,
      text: [...paragraphs, '', `Your order: ${link}`].join('\n\n'),
      html: `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link)}">See your order</a></p>`,
    });
  } catch (error) {
    runtime.logger.warn('order mail not sent', { orderId: order.orderId, kind: notice.kind, error: (error as Error).message });
  }
}
