import type { CardSummary } from '../payments/cards';
import { formatDollars } from '../promotions/codes';
import type { OrderAddress, OrderLine, OrderTotals } from './order';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ConfirmedOrder {
  orderId: string;
  orderNumber: string;
  lines: OrderLine[];
  totals: OrderTotals;
  address: OrderAddress;
  code: string | null;
  card: Pick<CardSummary, 'brand' | 'last4'> | null;
}

/** The figures of an order, line by line, as the confirmation mail and page show them. */
export function orderFigures(o: Pick<ConfirmedOrder, 'totals' | 'code'>): Array<[string, string]> {
  const t = o.totals;
  const rows: Array<[string, string]> = [['Subtotal', formatDollars(t.subtotalCents)]];
  if (t.saleDiscountCents) rows.push(['Sale savings', `−${formatDollars(t.saleDiscountCents)}`]);
  if (t.codeDiscountCents) rows.push([`Code ${o.code}`, `−${formatDollars(t.codeDiscountCents)}`]);
  rows.push(['Shipping', t.shippingCents ? formatDollars(t.shippingCents) : 'Free']);
  rows.push(['Sales tax', formatDollars(t.taxCents)]);
  if (t.creditsUsedCents) rows.push(['Store credit', `−${formatDollars(t.creditsUsedCents)}`]);
  rows.push(['Total paid', formatDollars(t.totalCents)]);
  return rows;
}

/** The order confirmation: number, every line and figure, where it goes, how it was paid, where to follow it (a pure template). */
export function orderConfirmationMail(order: ConfirmedOrder, siteUrl: string): { subject: string; text: string; html: string; kind: 'order-confirmation' } {
  const link = `${siteUrl}/order/detail/${encodeURIComponent(order.orderId)}`;
  const a = order.address;
  const addressLines = [`${a.firstName} ${a.lastName}`, a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`, a.country].filter(Boolean) as string[];
  const items = order.lines.map((l) => `${l.count} × ${l.name} — ${formatDollars(l.unitPriceCents * l.count)}`);
  const figures = orderFigures(order);
  const paidWith = order.card ? `${order.card.brand.toUpperCase()} ending in ${order.card.last4}` : 'Store credit and codes';
  return {
    kind: 'order-confirmation',
    subject: `Your Roomcraft order ${order.orderNumber}`,
    text: [
      `Thank you for your order! We have received your payment for order ${order.orderNumber}.`,
      '',
      ...items,
      '',
      ...figures.map(([k, v]) => `${k}: ${v}`),
      '',
      `Paid with: ${paidWith}`,
      `Shipping to: ${addressLines.join(', ')}`,
      '',
      `Follow your order: ${link}`,
      'You can cancel it from your account until it ships, and return delivered items within 30 days.',
    ].join('\n'),
    html: `<p>Thank you for your order! We have received your payment for order <strong>${escape(order.orderNumber)}</strong>.</p>
<table>${order.lines.map((l) => `<tr><td>${l.count} × ${escape(l.name)}</td><td align="right">${formatDollars(l.unitPriceCents * l.count)}</td></tr>`).join('')}</table>
<table>${figures.map(([k, v]) => `<tr><td>${escape(k)}</td><td align="right">${v}</td></tr>`).join('')}</table>
<p>Paid with: ${escape(paidWith)}<br>Shipping to: ${addressLines.map(escape).join(', ')}</p>
<p><a href="${escape(link)}">Follow your order</a>. You can cancel it from your account until it ships, and return delivered items within 30 days.</p>`,
  };
}
