import type { Knex } from 'knex';
import { productReviewEventTypes, productReviewId, type ProductReviewEvent, type ReviewPhoto, type ReviewStatus } from '../../domain/ratings/product-review';
import { defineProjection } from '../projection';
import { memoPerKey } from '../read-model-memo';
import { pageWithTotal } from '../shared';

export const productReviewsTable = 'ratings_product_reviews_v1';
export const productStatsTable = 'ratings_product_stats_v1';

/**
 * Product reviews (issue 22): every review with its state, for the product
 * page (approved, newest first), its author (any state) and staff (pending
 * first); and per product the approved reviews' count, star sum and star
 * histogram, kept here as reviews are approved, edited and hidden, so that an
 * average is one row read, never a scan of the reviews.
 */
export const productReviewsProjection = defineProjection<ProductReviewEvent>()({
  name: 'ratings-product-reviews',
  reads: productReviewEventTypes,
  handles: ['ProductReviewSubmitted', 'ProductReviewEdited', 'ProductReviewApproved', 'ProductReviewRejected', 'ProductReviewHidden'],
  ignores: [],
  tables: [productReviewsTable, productStatsTable],
  async apply(trx, events) {
    for (const event of events) {
      const d = event.data;
      const reviewId = productReviewId(d.goodsId, d.userId);
      const row = () => trx(productReviewsTable).where({ review_id: reviewId });
      const before = (await row().first('status', 'rating')) as { status: ReviewStatus; rating: number } | undefined;
      // What counts in the product's average: the approved version only.
      const counted = before?.status === 'approved' ? before.rating : null;
      switch (event.type) {
        case 'ProductReviewSubmitted': {
          const s = event.data;
          await trx(productReviewsTable)
            .insert({
              review_id: reviewId, goods_id: s.goodsId, user_id: s.userId, author_name: s.authorName, rating: s.rating, title: s.title, text: s.text,
              photo: s.photo ? JSON.stringify(s.photo) : null, status: 'pending', revision: s.revision, order_id: s.purchase.orderId,
              submitted_at: s.submittedAt, written_at: s.submittedAt, moderated_at: null, moderated_by: null, reason: null, position: event.globalPosition,
            })
            .onConflict('review_id')
            .ignore();
          break;
        }
        case 'ProductReviewEdited': {
          const e = event.data;
          await row().update({
            author_name: e.authorName, rating: e.rating, title: e.title, text: e.text, photo: e.photo ? JSON.stringify(e.photo) : null,
            status: 'pending', revision: e.revision, written_at: e.editedAt, moderated_at: null, moderated_by: null, reason: null, position: event.globalPosition,
          });
          if (counted !== null) await adjust(trx, e.goodsId, counted, -1);
          break;
        }
        case 'ProductReviewApproved': {
          const a = event.data;
          await row().update({ status: 'approved', moderated_at: a.approvedAt, moderated_by: a.approvedBy, reason: null });
          if (before && counted === null) await adjust(trx, a.goodsId, before.rating, +1);
          break;
        }
        case 'ProductReviewRejected': {
          const r = event.data;
          await row().update({ status: 'rejected', moderated_at: r.rejectedAt, moderated_by: r.rejectedBy, reason: r.reason });
          if (counted !== null) await adjust(trx, r.goodsId, counted, -1);
          break;
        }
        case 'ProductReviewHidden': {
          const h = event.data;
          await row().update({ status: 'hidden', moderated_at: h.hiddenAt, moderated_by: h.hiddenBy, reason: h.reason });
          if (counted !== null) await adjust(trx, h.goodsId, counted, -1);
          break;
        }
      }
    }
  },
});

/** One approved review more (+1) or fewer (-1) with this many stars. */
async function adjust(trx: Knex.Transaction, goodsId: string, rating: number, delta: 1 | -1) {
  const star = `stars_${rating}`;
  await trx(productStatsTable)
    .insert({ goods_id: goodsId, review_count: delta, rating_sum: rating * delta, [star]: delta })
    .onConflict('goods_id')
    .merge({
      review_count: trx.raw('?? + ?', [`${productStatsTable}.review_count`, delta]),
      rating_sum: trx.raw('?? + ?', [`${productStatsTable}.rating_sum`, rating * delta]),
      [star]: trx.raw('?? + ?', [`${productStatsTable}.${star}`, delta]),
    });
}

export interface ProductRating {
  /** Approved reviews' mean, to one decimal; null when there is none. */
  average: number | null;
  count: number;
  /** How many approved reviews gave 1…5 stars (index 0 is one star). */
  stars: [number, number, number, number, number];
}

const noRating = (): ProductRating => ({ average: null, count: 0, stars: [0, 0, 0, 0, 0] });

const toRating = (r: Record<string, any>): ProductRating => {
  const count = Number(r.review_count);
  return {
    average: count > 0 ? Math.round((Number(r.rating_sum) / count) * 10) / 10 : null,
    count,
    stars: [Number(r.stars_1), Number(r.stars_2), Number(r.stars_3), Number(r.stars_4), Number(r.stars_5)],
  };
};

/** A product's rating: one row. */
export async function productRating(db: Knex, goodsId: string): Promise<ProductRating> {
  const row = await db(productStatsTable).where({ goods_id: goodsId }).first();
  return row && Number(row.review_count) > 0 ? toRating(row) : noRating();
}

/** Ratings of several products (cards), by id; products without approved reviews are left out. */
export async function productRatings(db: Knex, goodsIds: readonly string[]): Promise<Map<string, ProductRating>> {
  if (!goodsIds.length) return new Map();
  const ids = [...new Set(goodsIds)].sort();
  // The same lists come back (the home's sale picks, a listing's first page, a product's related items): kept until a rating changes (ADR 073).
  const kept = await memoPerKey(db, [productReviewsProjection.name], 'productRatings', ids.join(' '), 2000, async () => {
    const rows = await db(productStatsTable).whereIn('goods_id', ids).where('review_count', '>', 0);
    return new Map(rows.map((r) => [r.goods_id as string, Object.freeze(toRating(r))]));
  });
  return new Map(kept);
}

/** A review as the public reads it: no author id, no order, no moderation. */
export interface PublicReview {
  reviewId: string;
  authorName: string;
  rating: number;
  title: string | null;
  text: string;
  photo: ReviewPhoto | null;
  writtenAt: string;
  verifiedBuyer: true;
}

/** A review as its author and staff read it: its state too. */
export interface ReviewRecord extends Omit<PublicReview, 'verifiedBuyer'> {
  goodsId: string;
  userId: string;
  status: ReviewStatus;
  revision: number;
  /** Why staff rejected or hid it (the author reads it). */
  reason: string | null;
  submittedAt: string;
  moderatedAt: string | null;
}

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

const photoOf = (v: unknown): ReviewPhoto | null => (v ? (typeof v === 'string' ? JSON.parse(v) : (v as ReviewPhoto)) : null);

export const toPublicReview = (r: Record<string, any>): PublicReview => ({
  reviewId: r.review_id,
  authorName: r.author_name,
  rating: Number(r.rating),
  title: r.title,
  text: r.text,
  photo: photoOf(r.photo),
  writtenAt: iso(r.written_at)!,
  verifiedBuyer: true,
});

export const toReviewRecord = (r: Record<string, any>): ReviewRecord => {
  const { verifiedBuyer: _v, ...shown } = toPublicReview(r);
  return {
    ...shown,
    goodsId: r.goods_id,
    userId: r.user_id,
    status: r.status,
    revision: Number(r.revision),
    reason: r.reason,
    submittedAt: iso(r.submitted_at)!,
    moderatedAt: iso(r.moderated_at),
  };
};

const newestFirst = [{ column: 'written_at', order: 'desc' }, { column: 'review_id', order: 'desc' }] as const;

/** A product's approved reviews, newest first. */
export async function approvedReviews(db: Knex, goodsId: string, { start, pageSize }: { start: number; pageSize: number }) {
  const { total, rows } = await pageWithTotal(db, () => db(productReviewsTable).where({ goods_id: goodsId, status: 'approved' }), newestFirst, { start, pageSize });
  return { total, list: rows.map(toPublicReview) };
}

/**
 * A product page's rating and first reviews (`pageSize` of them): the same for every visitor
 * of the product, so kept per product until a review changes (ADR 073), as the lists' ratings are.
 */
export function productPageRatings(db: Knex, goodsId: string, pageSize: number): Promise<{ rating: ProductRating; total: number; list: readonly PublicReview[] }> {
  return memoPerKey(db, [productReviewsProjection.name], 'productPageRatings', `${goodsId} ${pageSize}`, 2000, async () => {
    const [rating, { total, list }] = await Promise.all([productRating(db, goodsId), approvedReviews(db, goodsId, { start: 0, pageSize })]);
    return Object.freeze({ rating: Object.freeze(rating), total, list: Object.freeze(list.map((r) => Object.freeze(r))) });
  });
}

/** One client's review of one product, in whatever state: only ever asked for the signed-in client's own id. */
export async function reviewOfAuthor(db: Knex, goodsId: string, userId: string): Promise<ReviewRecord | null> {
  const row = await db(productReviewsTable).where({ review_id: productReviewId(goodsId, userId) }).first();
  return row ? toReviewRecord(row) : null;
}

/** Every review one client wrote, newest first (their own reviews page and call). */
export async function reviewsOfAuthor(db: Knex, userId: string, { start, pageSize }: { start: number; pageSize: number }) {
  const { total, rows } = await pageWithTotal(db, () => db(productReviewsTable).where({ user_id: userId }), newestFirst, { start, pageSize });
  return { total, list: rows.map(toReviewRecord) };
}

/** One review by id, any state: staff only (the route checks the role). */
export async function reviewById(db: Knex, reviewId: string): Promise<ReviewRecord | null> {
  const row = await db(productReviewsTable).where({ review_id: reviewId }).first();
  return row ? toReviewRecord(row) : null;
}

/** Cards with their product's rating (average and count) where it has approved reviews: one query for the whole list. */
export async function withRatings<T extends { id: string }>(db: Knex, cards: readonly T[]): Promise<(T & { rating: { average: number; count: number } | null })[]> {
  const ratings = await productRatings(db, cards.map((c) => c.id));
  return cards.map((c) => {
    const r = ratings.get(c.id);
    return { ...c, rating: r && r.average !== null ? { average: r.average, count: r.count } : null };
  });
}
