import { Form, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { reviewLimits } from '../../../domain/ratings/product-review';
import type { ReviewRecord } from '../../../projections/ratings/product-reviews';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

const shown = ['rating', 'title', 'text', 'photo'];
export const reviewIntent = 'review';

/** What a refused post gives back to fill the form again (without scripts the page is drawn anew). */
export interface ReviewFormValues {
  rating: string;
  title: string;
  text: string;
}

/**
 * A verified buyer's review form: a plain multipart post to the product page's
 * action (it works before or without the page's scripts). Writing again edits
 * the review, which then waits for staff again.
 */
export function ReviewForm({ result, review }: { result: FormResult | undefined; review: ReviewRecord | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === reviewIntent;
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const typed = result && !result.ok && 'values' in result ? (result as { values?: ReviewFormValues }).values : undefined;
  const rating = typed ? Number(typed.rating) : review?.rating;
  const textId = useId();
  const photoId = useId();
  const ratingError = fields.rating;
  return (
    <Form method="post" encType="multipart/form-data" className="review-form" noValidate aria-label={review ? 'Edit your review' : 'Write a review'}>
      <CsrfField />
      <input type="hidden" name="intent" value={reviewIntent} />
      <FormAlert result={result} shown={shown} />
      <fieldset className={`review-form__stars${ratingError ? ' field--error' : ''}`} aria-invalid={ratingError ? true : undefined}>
        <legend className="field__label">Your rating</legend>
        <div className="star-input">
          {[5, 4, 3, 2, 1].map((star) => (
            <label key={star} className="star-input__option">
              <input type="radio" name="rating" value={star} defaultChecked={rating === star} required />
              <span className="star-input__label">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          ))}
        </div>
        {ratingError ? <p className="field__error">{ratingError}</p> : null}
      </fieldset>
      <Field label="Title (optional)" name="title" maxLength={reviewLimits.titleMax} defaultValue={typed?.title ?? review?.title ?? ''} error={fields.title} />
      <div className={`field${fields.text ? ' field--error' : ''}`}>
        <label htmlFor={textId} className="field__label">
          Your review
        </label>
        <textarea id={textId} name="text" className="field__input" rows={6} required maxLength={reviewLimits.textMax} defaultValue={typed?.text ?? review?.text ?? ''} aria-invalid={fields.text ? true : undefined} />
        <p className={fields.text ? 'field__error' : 'field__hint'}>{fields.text ?? `What did you like or dislike? Up to ${reviewLimits.textMax.toLocaleString('en-US')} characters.`}</p>
      </div>
      <div className={`field${fields.photo ? ' field--error' : ''}`}>
        <label htmlFor={photoId} className="field__label">
          {review?.photo ? 'Replace your photo (optional)' : 'Add a photo (optional)'}
        </label>
        <input id={photoId} type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/gif" className="field__input" aria-invalid={fields.photo ? true : undefined} />
        <p className={fields.photo ? 'field__error' : 'field__hint'}>{fields.photo ?? 'A JPEG, PNG, WebP or GIF up to 10 MB.'}</p>
      </div>
      {review?.photo ? (
        <label className="review-form__remove">
          <input type="checkbox" name="removePhoto" value="on" /> Remove my photo
        </label>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Sending…' : review ? 'Update your review' : 'Submit review'}
      </button>
    </Form>
  );
}
