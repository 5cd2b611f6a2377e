import { Link, useActionData } from '@remix-run/react';
import type { ProductRating, PublicReview } from '../../../projections/ratings/product-reviews';
import type { FormResult } from '~/web/form-result';
import { RatingSummary } from './rating-summary';
import { reviewIntent } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewStanding, type Standing } from './review-standing';

export interface ProductReviewsData {
  goodsId: string;
  rating: ProductRating;
  total: number;
  list: PublicReview[];
  standing: Standing;
}

/** The product page's reviews: the average and count, the newest approved reviews, a link to all of them, and the review form or why not. */
export function ProductReviews({ reviews }: { reviews: ProductReviewsData }) {
  const posted = useActionData() as FormResult | undefined;
  const result = posted && typeof posted === 'object' && 'ok' in posted && posted.intent === reviewIntent ? posted : undefined;
  const more = reviews.total - reviews.list.length;
  return (
    <section className="product-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer reviews</h2>
      <div className="product-reviews__layout">
        <div className="product-reviews__aside">
          <RatingSummary rating={reviews.rating} />
          <ReviewStanding standing={reviews.standing} result={result} />
        </div>
        <div className="product-reviews__main">
          {reviews.list.length ? (
            <ol className="review-list">
              {reviews.list.map((r) => (
                <ReviewItem key={r.reviewId} review={r} />
              ))}
            </ol>
          ) : (
            <p className="product-reviews__empty">Be the first to tell other shoppers what you think of it.</p>
          )}
          {more > 0 ? (
            <Link className="button product-reviews__more" to={`/marketPlace/product/${encodeURIComponent(reviews.goodsId)}/reviews`}>
              See all {reviews.total} reviews
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

