import { ratingsCommands } from '../../../domain/ratings/commands';
import { parseProductReviewId, reviewMessages } from '../../../domain/ratings/product-review';
import { NotFoundError } from '../../../domain/shared/errors';
import type { CommandDefinition } from '../../../domain/shared/command-definition';
import type { Runtime } from '../../../infra/runtime';
import { getGoods } from '../../../projections/catalogue/goods.queries';
import { productReviewsProjection, reviewById } from '../../../projections/ratings/product-reviews';

/** A review id from a console path (`<goodsId>~<userId>`), or a 404. */
export function reviewIdsOf(reviewId: string | undefined) {
  const ids = parseProductReviewId(reviewId ?? '');
  if (!ids) throw new NotFoundError('REVIEW_NOT_FOUND', reviewMessages.notFound);
  return ids;
}

/** GET /api/admin/reviews/{id}: one review in any state, with its product's name and photo. Staff only (the route checks). */
export async function staffReview(runtime: Runtime, reviewId: string | undefined) {
  reviewIdsOf(reviewId);
  const review = await reviewById(runtime.db, reviewId!);
  if (!review) throw new NotFoundError('REVIEW_NOT_FOUND', reviewMessages.notFound);
  const goods = await getGoods(runtime.db, review.goodsId);
  return { id: review.reviewId, ...review, goodsName: goods?.name ?? null, productUrl: goods && !goods.delisted ? goods.visitUrl : null };
}

export const moderationCommands = {
  approve: { definition: ratingsCommands.ApproveProductReview, done: reviewMessages.approved },
  reject: { definition: ratingsCommands.RejectProductReview, done: reviewMessages.rejected },
  hide: { definition: ratingsCommands.HideProductReview, done: reviewMessages.hidden },
} as const satisfies Record<string, { definition: CommandDefinition; done: string }>;

export type ModerationStep = keyof typeof moderationCommands;

/** The command's input: the review from the path, the body's revision (and reason). */
export function moderationInput(reviewId: string | undefined, input: Record<string, unknown>) {
  const ids = reviewIdsOf(reviewId);
  return { revision: input.revision, reason: input.reason, ...ids };
}

export const waitForReviews = [productReviewsProjection.name];
