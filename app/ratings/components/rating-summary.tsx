import type { ProductRating } from '../../../projections/ratings/product-reviews';
import { formatAverage, RatingStars } from './rating-stars';

/** The product's average (one decimal), its stars, how many reviews, and how the stars spread. */
export function RatingSummary({ rating }: { rating: ProductRating }) {
  if (!rating.count || rating.average === null) return <p className="rating-summary rating-summary--none">No reviews yet.</p>;
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <span className="rating-summary__number" data-testid="rating-average">
          {formatAverage(rating.average)}
        </span>
        <RatingStars value={rating.average} size="large" />
        <span className="rating-summary__count" data-testid="rating-count">
          {rating.count === 1 ? '1 review' : `${rating.count} reviews`}
        </span>
      </p>
      <dl className="rating-summary__spread">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = rating.stars[star - 1] ?? 0;
          return (
            <div key={star} className="rating-summary__row">
              <dt>{star === 1 ? '1 star' : `${star} stars`}</dt>
              <dd>
                <span className="rating-summary__bar" aria-hidden="true">
                  <span style={{ width: `${(n / rating.count) * 100}%` }} />
                </span>
                <span className="rating-summary__n">{n}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
