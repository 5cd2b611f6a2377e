import { Link, useLocation } from '@remix-run/react';
import type { ReviewStatus } from '../../../domain/ratings/product-review';
import type { ReviewRecord } from '../../../projections/ratings/product-reviews';
import type { FormResult } from '~/web/form-result';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';

export type Standing = { kind: 'sign-in' } | { kind: 'not-buyer' } | { kind: 'buyer'; review: ReviewRecord | null };

const statusText: Record<ReviewStatus, string> = {
  pending: 'Waiting for our team to check it',
  approved: 'Published',
  rejected: 'Not published',
  hidden: 'Hidden by our team',
};

/** The author's own review, in whatever state it is, with staff's reason when it is not shown. */
function OwnReview({ review }: { review: ReviewRecord }) {
  return (
    <div className={`own-review own-review--${review.status}`} data-review-status={review.status}>
      <p className="own-review__state">
        Your review: <strong>{statusText[review.status]}</strong>
      </p>
      <RatingStars value={review.rating} size="small" />
      {review.title ? <p className="own-review__title">{review.title}</p> : null}
      <p className="own-review__text">{review.text}</p>
      {review.photo ? <img className="own-review__photo" src={review.photo.url} alt="Your photo" width={review.photo.width} height={review.photo.height} loading="lazy" /> : null}
      {review.reason && (review.status === 'rejected' || review.status === 'hidden') ? <p className="own-review__reason">Reason: {review.reason}</p> : null}
    </div>
  );
}

/** Who may write a review here, and why not: a visitor signs in; only buyers of this product who received it can review. */
export function ReviewStanding({ standing, result }: { standing: Standing; result: FormResult | undefined }) {
  const location = useLocation();
  if (standing.kind === 'sign-in') {
    return (
      <p className="review-standing" data-standing="sign-in">
        <Link to={`/sign-in?${new URLSearchParams({ redirectTo: location.pathname })}`}>Sign in</Link> to write a review. Only customers who bought this product and received it can review it.
      </p>
    );
  }
  if (standing.kind === 'not-buyer') {
    return (
      <p className="review-standing" data-standing="not-buyer">
        Only customers who bought this product and received it can review it.
      </p>
    );
  }
  const saved = result?.ok ? result.message : null;
  return (
    <div className="review-standing" data-standing="buyer">
      {saved ? (
        <p className="form-notice" role="status">
          {saved}
        </p>
      ) : null}
      {standing.review ? <OwnReview review={standing.review} /> : null}
      <details className="review-standing__write" open={!standing.review || Boolean(result && !result.ok)}>
        <summary>{standing.review ? 'Edit your review' : 'Write a review'}</summary>
        <ReviewForm result={result?.ok ? undefined : result} review={standing.review} />
      </details>
    </div>
  );
}
