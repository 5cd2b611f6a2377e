import type { ReminderTopic } from './reminders';

/** What an unsubscribe link that is not this account's (or not signed by this site) answers. */
export const invalidUnsubscribeLinkMessage = 'This unsubscribe link is not valid. Sign in and turn reminders off on your e-mail settings page.';

/**
 * A reminder's mail (issue 26), pure: subject, text and HTML for its kind, one
 * link to the page it is about and the one-click unsubscribe link.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function reminderMail(topic: ReminderTopic, siteUrl: string, unsubscribeUrl: string): { kind: string; subject: string; text: string; html: string } {
  const n = topic.goodsIds.length;
  const product = topic.title ? `“${topic.title}”` : 'A product you saved';
  const { subject, lines, link, label } = (() => {
    switch (topic.kind) {
      case 'cart':
        return { subject: 'You left something in your cart', lines: [`Your cart still holds ${n} product${n === 1 ? '' : 's'}. They are waiting for you.`], link: `${siteUrl}/payment/cart`, label: 'Go to your cart' };
      case 'board':
        return { subject: 'The furniture of your approved mood board', lines: [`You approved a mood board; ${n} of its product${n === 1 ? ' is' : 's are'} not bought yet.`], link: `${siteUrl}/go/board-review/${topic.boardId}`, label: 'Shop your mood board' };
      case 'price-drop':
        return {
          subject: `Price drop: ${topic.title ?? 'a product you saved'}`,
          lines: [`${product} now costs ${dollars(topic.toCents ?? 0)} (was ${dollars(topic.fromCents ?? 0)}).`],
          link: `${siteUrl}/go/product/${topic.goodsIds[0]}`,
          label: 'See the product',
        };
      default:
        return { subject: `Back in stock: ${topic.title ?? 'a product you saved'}`, lines: [`${product} is back in stock.`], link: `${siteUrl}/go/product/${topic.goodsIds[0]}`, label: 'See the product' };
    }
  })();
  const footer = 'You get these reminders because you shop at Roomcraft. No more reminders, in one click:';
  return {
    kind: `reminder-${topic.kind}`,
    subject,
    text: [...lines, `${label}: ${link}`, `${footer} ${unsubscribeUrl}`].join('\n\n'),
    html:
      lines.map((l) => `<p>${escape(l)}</p>`).join('') +
      `<p><a href="${escape(link)}">${escape(label)}</a></p>` +
      `<p style="color:#777;font-size:12px">${escape(footer)} <a href="${escape(unsubscribeUrl)}">Unsubscribe from reminders</a>.</p>`,
  };
}
