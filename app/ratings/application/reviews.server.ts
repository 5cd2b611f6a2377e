import { z } from 'zod';
import { isDomainError, NotFoundError, UnauthorizedError, ValidationError, ForbiddenError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { productReviewStream, reviewMessages, type ReviewPhoto } from '../../../domain/ratings/product-review';
import { productReviewDecider, reviewFormSchema } from '../../../domain/ratings/product-review.decide';
import { ratingsCommands } from '../../../domain/ratings/commands';
import type { Runtime } from '../../../infra/runtime';
import { getGoods } from '../../../projections/catalogue/goods.queries';
import {
  approvedReviews,
  productRating,
  productPageRatings,
  productRatings,
  productReviewsProjection,
  reviewOfAuthor,
  reviewsOfAuthor,
  type ProductRating,
  type PublicReview,
  type ReviewRecord,
} from '../../../projections/ratings/product-reviews';
import { deliveredLineOf } from '../../../projections/ratings/verified-buyers';
import { storeCompressedUpload } from '~/files/index.server';
import { parseWith } from '../../web/api.server';

/** Who is asking: the signed-in user (if any) and their actor. */
export interface Reviewer {
  user: { id: string; username: string } | null;
  actor: Actor;
}

export const goodsNotFoundMessage = 'This product was not found.';
export const photoAsFileMessage = 'Please send the photo as a file (multipart/form-data).';

/** The name a review is shown under: first name and last initial ("Casey C."), never the e-mail. */
export function publicNameOf(username: string): string {
  const words = username.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return 'Verified buyer';
  const first = words[0]!.slice(0, 40);
  return words.length > 1 ? `${first} ${words[words.length - 1]![0]!.toUpperCase()}.` : first;
}

async function listedGoods(runtime: Runtime, goodsId: string) {
  const goods = await getGoods(runtime.db, goodsId);
  if (!goods || goods.delisted) throw new NotFoundError('GOODS_NOT_FOUND', goodsNotFoundMessage);
  return goods;
}

/**
 * Where the asker stands on reviewing a product: a visitor is asked to sign
 * in; a client who has no delivered line for it cannot review; a verified
 * buyer can, and sees their own review (any state) if they wrote one.
 */
export type ReviewStanding = { kind: 'sign-in' } | { kind: 'not-buyer' } | { kind: 'buyer'; review: ReviewRecord | null };

export async function standingOf(runtime: Runtime, reviewer: Reviewer, goodsId: string): Promise<ReviewStanding> {
  if (!reviewer.user) return { kind: 'sign-in' };
  const [purchase, review] = await Promise.all([deliveredLineOf(runtime.db, reviewer.user.id, goodsId), reviewOfAuthor(runtime.db, goodsId, reviewer.user.id)]);
  if (!purchase) return { kind: 'not-buyer' };
  return { kind: 'buyer', review };
}

/** The photo the review keeps: a new file (checked and re-encoded), none, or the one it had. */
async function photoFor(runtime: Runtime, actor: Actor, goodsId: string, userId: string, file: unknown, remove: boolean): Promise<ReviewPhoto | null> {
  // A browser sends an empty file part when no file was chosen.
  const chosen = file instanceof Blob && (file.size > 0 || ((file as File).name ?? '') !== '');
  if (file !== undefined && file !== null && file !== '' && !(file instanceof Blob)) throw new ValidationError('REVIEW_PHOTO_NOT_A_FILE', photoAsFileMessage, { photo: photoAsFileMessage });
  if (chosen) {
    try {
      return await storeCompressedUpload(runtime, actor, Buffer.from(await (file as Blob).arrayBuffer()));
    } catch (error) {
      // The image checks name the upload's `file`; here the field is the photo.
      if (isDomainError(error) && error.kind === 'validation') throw new ValidationError(error.code, error.message, { photo: error.message });
      throw error;
    }
  }
  if (remove) return null;
  const { state } = await runtime.loadAggregate(productReviewDecider, productReviewStream(goodsId, userId));
  return state.status === 'none' ? null : state.content.photo;
}

/**
 * Writes (or edits) the asker's review of a product: POST /api/goods/review/save
 * and the product page's form. Everything is checked before the photo is stored
 * (a refused review stores nothing): the fields, the product, the delivered
 * line. Then WriteProductReview on `product-review-<goodsId>~<userId>`; the
 * review waits for staff.
 */
export async function saveReview(runtime: Runtime, reviewer: Reviewer, input: Record<string, unknown>, commandId?: string): Promise<ReviewRecord> {
  if (!reviewer.user) throw new UnauthorizedError(reviewMessages.signIn);
  const { photo: file, ...fields } = input;
  const form = parseWith(reviewFormSchema, fields);
  await listedGoods(runtime, form.goodsId);
  const userId = reviewer.user.id;
  const purchase = await deliveredLineOf(runtime.db, userId, form.goodsId);
  if (!purchase) throw new ForbiddenError(reviewMessages.notBuyer);
  const photo = await photoFor(runtime, reviewer.actor, form.goodsId, userId, file, form.removePhoto);
  await runtime.execute(
    ratingsCommands.WriteProductReview,
    { goodsId: form.goodsId, userId, authorName: publicNameOf(reviewer.user.username), rating: form.rating, title: form.title, text: form.text, photo, purchase },
    { actor: reviewer.actor, commandId },
    { waitFor: [productReviewsProjection.name] },
  );
  return (await reviewOfAuthor(runtime.db, form.goodsId, userId))!;
}

const page = (max: number) => ({
  start: z.coerce.number({ invalid_type_error: 'start is a whole number' }).int('start is a whole number').min(0, 'start is a whole number').max(1_000_000, 'start is too large').default(0),
  pageSize: z.coerce.number({ invalid_type_error: `pageSize is 1 to ${max}` }).int(`pageSize is 1 to ${max}`).min(1, `pageSize is 1 to ${max}`).max(max, `pageSize is 1 to ${max}`).default(10),
});
const goodsIdInput = reviewFormSchema.shape.goodsId;

export interface ProductReviewsAnswer {
  goodsId: string;
  rating: ProductRating;
  total: number;
  list: PublicReview[];
}

/** GET /api/goods/review/query {goodsId, start?, pageSize?}: a product's rating and its approved reviews, newest first. Anyone. */
export async function queryProductReviews(runtime: Runtime, input: unknown): Promise<ProductReviewsAnswer> {
  const { goodsId, start, pageSize } = parseWith(z.object({ goodsId: goodsIdInput, ...page(50) }), input);
  await listedGoods(runtime, goodsId);
  const [rating, reviews] = await Promise.all([productRating(runtime.db, goodsId), approvedReviews(runtime.db, goodsId, { start, pageSize })]);
  return { goodsId, rating, ...reviews };
}

/**
 * GET /api/goods/review/mine {goodsId?, start?, pageSize?}: the signed-in
 * client's own reviews in every state (with staff's reason when rejected or
 * hidden); given a product, also whether they may review it. Never another's.
 */
export async function myReviews(runtime: Runtime, reviewer: Reviewer, input: unknown) {
  if (!reviewer.user) throw new UnauthorizedError(reviewMessages.signIn);
  const { goodsId, start, pageSize } = parseWith(z.object({ goodsId: goodsIdInput.optional(), ...page(50) }), input);
  if (goodsId) {
    const standing = await standingOf(runtime, reviewer, goodsId);
    const review = standing.kind === 'buyer' ? standing.review : await reviewOfAuthor(runtime.db, goodsId, reviewer.user.id);
    return { total: review ? 1 : 0, list: review ? [review] : [], mayReview: standing.kind === 'buyer' };
  }
  return reviewsOfAuthor(runtime.db, reviewer.user.id, { start, pageSize });
}

/** How many approved reviews the product page shows before its "more" link. */
export const reviewsOnProductPage = 5;
export const reviewsPerPage = 10;

/** The product page's reviews: rating, the newest approved ones, and where the asker stands. */
export async function productPageReviews(runtime: Runtime, reviewer: Reviewer, goodsId: string) {
  const [{ rating, total, list }, standing] = await Promise.all([productPageRatings(runtime.db, goodsId, reviewsOnProductPage), standingOf(runtime, reviewer, goodsId)]);
  return { goodsId, rating, total, list: [...list], standing };
}
export type ProductPageReviews = Awaited<ReturnType<typeof productPageReviews>>;

/** /marketPlace/product/{id}/reviews?page=N: every approved review, a page at a time. */
export async function allReviewsPage(runtime: Runtime, goodsId: string, pageParam: string | null) {
  const goods = await listedGoods(runtime, goodsId);
  const n = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isSafeInteger(n) || n < 1 || n > 100_000) throw new Response('Not found', { status: 404 });
  const [rating, reviews] = await Promise.all([productRating(runtime.db, goodsId), approvedReviews(runtime.db, goodsId, { start: (n - 1) * reviewsPerPage, pageSize: reviewsPerPage })]);
  if (n > 1 && reviews.list.length === 0) throw new Response('Not found', { status: 404 });
  return { goods: { id: goods.id, name: goods.name, brand: goods.brand, visitUrl: goods.visitUrl }, rating, ...reviews, page: n, pages: Math.max(1, Math.ceil(reviews.total / reviewsPerPage)) };
}

const ratingsInput = z.object({
  goodsIds: z
    .union([z.array(z.string({ invalid_type_error: 'goodsIds: ids are texts' })), z.string()], { required_error: 'Please give at least one id', invalid_type_error: 'goodsIds is a list of ids' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(goodsIdInput).min(1, 'Please give at least one id').max(100, 'At most 100 ids at a time')),
});

/** GET /api/goods/review/ratings {goodsIds}: the average and count of each product that has approved reviews (a list's stars), in the order asked. Anyone. */
export async function queryRatings(runtime: Runtime, input: unknown) {
  const { goodsIds } = parseWith(ratingsInput, input);
  const ratings = await productRatings(runtime.db, goodsIds);
  return [...new Set(goodsIds)].flatMap((goodsId) => {
    const r = ratings.get(goodsId);
    return r && r.average !== null ? [{ goodsId, average: r.average, count: r.count }] : [];
  });
}
