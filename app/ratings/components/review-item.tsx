import type { PublicReview } from '../../../projections/ratings/product-reviews';
import { RatingStars } from './rating-stars';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** One approved review as shoppers read it. */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="review-item" data-review-id={review.reviewId}>
      <div className="review-item__head">
        <RatingStars value={review.rating} size="small" />
        {review.title ? <h3 className="review-item__title">{review.title}</h3> : null}
      </div>
      <p className="review-item__meta">
        <span className="review-item__author">{review.authorName}</span>
        <span className="review-item__verified">Verified buyer</span>
        <time dateTime={review.writtenAt}>{dateFormat.format(new Date(review.writtenAt))}</time>
      </p>
      <p className="review-item__text">{review.text}</p>
      {review.photo ? (
        <a className="review-item__photo" href={review.photo.url} target="_blank" rel="noopener noreferrer">
          <img src={review.photo.url} alt={`Photo from ${review.authorName}’s review`} width={review.photo.width} height={review.photo.height} loading="lazy" decoding="async" />
        </a>
      ) : null}
    </li>
  );
}
