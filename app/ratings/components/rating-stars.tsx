/** One decimal, as the product page and cards show an average ("4.3"). */
export const formatAverage = (average: number) => average.toFixed(1);

/**
 * Five stars filled to `value` (0–5, fractions as a partly filled star). Read
 * by screen readers as "Rated 4.3 out of 5 stars".
 */
export function RatingStars({ value, size = 'medium' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`Rated ${formatAverage(clamped)} out of 5 stars`}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** A product card's line: stars, the average and how many reviews (only when there are approved reviews). */
export function CardRating({ rating }: { rating: { average: number | null; count: number } | null | undefined }) {
  if (!rating || !rating.count || rating.average === null) return null;
  return (
    <p className="card-rating" data-rating={formatAverage(rating.average)}>
      <RatingStars value={rating.average} size="small" />
      <span className="card-rating__text">
        {formatAverage(rating.average)} <span className="card-rating__count">({rating.count})</span>
      </span>
    </p>
  );
}
