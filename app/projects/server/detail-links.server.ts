import { type DetailKey, detailPage, detailRows, detailsFor } from '../../../domain/projects/details';
import type { NeedView } from '../../../projections/projects/needs';

/** A questionnaire page's address for a project (needId, packageId, a timestamp v, from=review). */
export const pageLink = (route: string, need: Pick<NeedView, 'needId' | 'packageId'>, from?: string | null) =>
  `${route}?${new URLSearchParams({ needId: need.needId, packageId: need.packageId, v: String(Date.now()), ...(from ? { from } : {}) })}`;

/** A detail's status on a hub or the review: answered in words, or not yet, with its link. */
export function detailLine(key: DetailKey, need: NeedView, from: string | null) {
  const page = detailPage(key);
  const rows = detailRows(key, need.details?.[key] as Record<string, unknown> | undefined);
  return { key, title: page.title, href: pageLink(page.route, need, from), answer: rows.length ? rows.map(([label, value]) => `${label}: ${value}`).join(' · ') : null };
}

/** The review page's optional part: the details this room asks, the budget's hub and the payment, each with its link (from=review). */
export const reviewExtras = (need: NeedView) => ({
  details: detailsFor(need.room.name).map((d) => detailLine(d.key, need, 'review')),
  budgetHref: pageLink('/design/budget', need, 'review'),
  paymentReviewHref: pageLink('/design/review/payment', need),
});
