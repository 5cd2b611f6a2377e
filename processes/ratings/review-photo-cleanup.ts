import type { ProductReviewEvent } from '../../domain/ratings/product-review';
import { defineProcess, type ProcessOutput } from '../process';

/** The effect that deletes a stored file (the composition root implements it with the storage port). */
export const deleteStoredFileEffect = 'files.delete-stored-file';

export interface DeleteStoredFile {
  ownerId: string;
  key: string;
}

type Input = Extract<ProductReviewEvent, { type: 'ProductReviewSubmitted' | 'ProductReviewEdited' }>;

export interface ReviewPhotoState {
  /** The storage key of the photo the review's current version shows. */
  photoKey: string | null;
}

/**
 * A review's photo that a new version replaced or removed is deleted from file
 * storage (issue 22), once the new version is recorded (its event is what this
 * process reacts to): nobody can see it any more, and it is the author's
 * picture. Instances are reviews (their streams); the state is the key the
 * current version shows. The deletion is an effect, done once per edit
 * (its key derives from the event) and harmless to repeat. It starts from the
 * beginning of the feed, so photos replaced before it existed go too.
 */
export const reviewPhotoCleanup = defineProcess<Input>()({
  name: 'review-photo-cleanup',
  handles: ['ProductReviewSubmitted', 'ProductReviewEdited'],
  instanceOf: (e) => e.streamId,
  initialState: (): ReviewPhotoState => ({ photoKey: null }),
  evolve: (_state, e) => ({ photoKey: e.data.photo?.key ?? null }),
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'ProductReviewEdited' || !state.photoKey || state.photoKey === e.data.photo?.key) return [];
    const input: DeleteStoredFile = { ownerId: e.data.userId, key: state.photoKey };
    return [{ effect: deleteStoredFileEffect, input, key: 'delete-photo' }];
  },
});
