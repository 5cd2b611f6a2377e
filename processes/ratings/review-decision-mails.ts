import type { GoodsEvent } from '../../domain/catalogue/goods';
import type { ProductReviewEvent } from '../../domain/ratings/product-review';
import { goPath } from '../../domain/shared/targets';
import { excerpt } from '../messaging/notification-mail';
import { defineProcess, type ProcessEnv, type ProcessMail, type ProcessOutput } from '../process';

/**
 * The author of a product review hears staff's decision (issue 22): approved
 * ("… is live", with the product page), rejected (the reason, and where to edit
 * it) or hidden (a short note). One mail per decision event: the decider appends
 * nothing for a decision already taken, and the runner's dedupe key is the
 * event's, so a retried request or a replayed feed mails nothing twice.
 *
 * The mail names the product, which the review's events do not carry: instances
 * are products (`goods:<id>`), whose state is the product's name as the
 * catalogue's own events say it. Sent for every account, like order mails: it is
 * about something the author wrote, not updates they may turn off.
 */
type Input = Extract<GoodsEvent, { type: 'GoodsListed' | 'GoodsDetailsChanged' }> | Extract<ProductReviewEvent, { type: 'ProductReviewApproved' | 'ProductReviewRejected' | 'ProductReviewHidden' }>;

export interface ReviewDecisionMailState {
  name: string | null;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs, then one link (a stable `/go/…` path: the page may move, the mail still leads there). */
function decisionMail(toUserId: string, kind: string, subject: string, paragraphs: readonly string[], link: { label: string; href: string }): ProcessMail {
  return {
    mail: {
      toUserId,
      kind,
      subject,
      text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'),
      html: `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`,
    },
    key: 'mail',
  };
}

/** The mail for one decision about a review of the product named `product`. */
export function reviewDecisionMail(e: Extract<Input, { type: `ProductReview${string}` }>, product: string, env: ProcessEnv): ProcessMail {
  const page = `${env.siteUrl}${goPath({ kind: 'product', id: e.data.goodsId })}`;
  switch (e.type) {
    case 'ProductReviewApproved':
      return decisionMail(e.data.userId, 'review-approved', `Your review of ${product} is live`, [
        `Thank you for your review of ${product}. Our team has checked it and it is now shown on the product page, where it counts towards the product’s rating.`,
      ], { label: 'See it on the product page', href: `${page}#reviews` });
    case 'ProductReviewRejected':
      return decisionMail(e.data.userId, 'review-rejected', `Your review of ${product} was not published`, [
        `Thank you for your review of ${product}. Our team could not publish it as it stands.`,
        `Why: ${e.data.reason}`,
        'You can edit your review on the product page; the new version is checked again.',
      ], { label: 'Edit your review', href: `${page}#reviews` });
    case 'ProductReviewHidden':
      return decisionMail(e.data.userId, 'review-hidden', `Your review of ${product} is no longer shown`, [
        `Your review of ${product} is no longer shown on the product page.`,
        ...(e.data.reason ? [`Why: ${e.data.reason}`] : []),
        'You can still read it on the product page, and edit it there; the new version is checked again.',
      ], { label: 'See your review', href: `${page}#reviews` });
    default: {
      const never: never = e;
      return never;
    }
  }
}

export const reviewDecisionMails = defineProcess<Input>()({
  name: 'review-decision-mails',
  fromNow: true,
  handles: ['GoodsListed', 'GoodsDetailsChanged', 'ProductReviewApproved', 'ProductReviewRejected', 'ProductReviewHidden'],
  instanceOf: (e) => `goods:${e.data.goodsId}`,
  initialState: (): ReviewDecisionMailState => ({ name: null }),
  evolve(state, e) {
    if (e.type === 'GoodsListed') return { name: e.data.name };
    if (e.type === 'GoodsDetailsChanged' && e.data.changes.name) return { name: e.data.changes.name };
    return state;
  },
  decide(e, state, env): ProcessOutput[] {
    switch (e.type) {
      case 'ProductReviewApproved':
      case 'ProductReviewRejected':
      case 'ProductReviewHidden':
        return [reviewDecisionMail(e, excerpt(state.name ?? 'a product you bought', 80), env)];
      default:
        return [];
    }
  },
});
