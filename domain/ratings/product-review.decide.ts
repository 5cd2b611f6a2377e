import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import {
  evolveProductReview,
  initialProductReviewState,
  reviewLimits,
  reviewMessages,
  type ProductReviewEvent,
  type ProductReviewState,
} from './product-review';

const goodsId = z
  .string({ required_error: 'Please name the product', invalid_type_error: 'Please name the product' })
  .trim()
  .min(1, 'Please name the product')
  .max(64, 'Unknown product')
  .regex(/^[A-Za-z0-9-]+$/, 'Unknown product');
const userId = idField('Invalid user');

/** Text with one message per problem; blank is null when optional. */
const optionalTitle = z
  .string({ invalid_type_error: 'The title is a text' })
  .trim()
  .max(reviewLimits.titleMax, `Please keep the title to ${reviewLimits.titleMax} characters or fewer`)
  .nullish()
  .transform((v) => (v ? v : null));

/** What the client writes: the form and the JSON call send this (the photo travels as a file beside it). */
export const reviewFormSchema = z.object({
  goodsId,
  rating: z.coerce
    .number({ required_error: 'Please choose 1 to 5 stars', invalid_type_error: 'Please choose 1 to 5 stars' })
    .int('Please choose 1 to 5 stars')
    .min(1, 'Please choose 1 to 5 stars')
    .max(5, 'Please choose 1 to 5 stars'),
  title: optionalTitle,
  text: z
    .string({ required_error: 'Please write your review', invalid_type_error: 'Please write your review' })
    .trim()
    .min(1, 'Please write your review')
    .max(reviewLimits.textMax, `Please keep your review to ${reviewLimits.textMax} characters or fewer`),
  /** An edit without a new photo keeps the one it had unless this is set. */
  removePhoto: z
    .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])], { invalid_type_error: 'removePhoto is true or false' })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
});

const photoSchema = z.object({
  key: z.string().max(200).regex(/^images\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp|gif)$/, 'Invalid photo'),
  url: z.string().min(1).max(500),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
});

export const writeProductReviewSchema = z.object({
  goodsId,
  userId,
  authorName: z.string().trim().min(1).max(reviewLimits.authorNameMax),
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().max(reviewLimits.titleMax).nullable(),
  text: z.string().trim().min(1).max(reviewLimits.textMax),
  photo: photoSchema.nullable(),
  /** The delivered line the app found for this client and product; null: not a verified buyer. */
  purchase: z.object({ orderId: z.string().min(1).max(100), lineId: z.string().min(1).max(100), deliveredAt: z.string().datetime({ offset: true }) }).nullable(),
});

/** The version staff read: a decision about an older version is refused (the client edited it since). */
const revision = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ required_error: 'Please give the revision you read', invalid_type_error: 'The revision is a whole number' })
    .int('The revision is a whole number')
    .min(1, 'The revision is a whole number')
    .max(1_000_000, 'The revision is a whole number'),
);

export const approveProductReviewSchema = z.object({ goodsId, userId, revision });
export const rejectProductReviewSchema = z.object({
  goodsId,
  userId,
  revision,
  reason: z
    .string({ required_error: 'Please give the reason', invalid_type_error: 'Please give the reason' })
    .trim()
    .min(1, 'Please give the reason')
    .max(reviewLimits.reasonMax, `Please keep the reason to ${reviewLimits.reasonMax} characters or fewer`),
});
export const hideProductReviewSchema = z.object({
  goodsId,
  userId,
  revision,
  reason: z
    .string({ invalid_type_error: 'The reason is a text' })
    .trim()
    .max(reviewLimits.reasonMax, `Please keep the reason to ${reviewLimits.reasonMax} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type ProductReviewCommand =
  | Command<'WriteProductReview', z.output<typeof writeProductReviewSchema>>
  | Command<'ApproveProductReview', z.output<typeof approveProductReviewSchema>>
  | Command<'RejectProductReview', z.output<typeof rejectProductReviewSchema>>
  | Command<'HideProductReview', z.output<typeof hideProductReviewSchema>>;

const staffIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : 'system');

function sameContent(state: Extract<ProductReviewState, { content: unknown }>, d: z.output<typeof writeProductReviewSchema>) {
  const c = state.content;
  return c.rating === d.rating && c.title === d.title && c.text === d.text && JSON.stringify(c.photo) === JSON.stringify(d.photo) && state.authorName === d.authorName;
}

function moderated(state: ProductReviewState, data: { revision: number }) {
  if (state.status === 'none') throw new NotFoundError('REVIEW_NOT_FOUND', reviewMessages.notFound);
  if (state.revision !== data.revision) throw new IllegalStateError('REVIEW_CHANGED', reviewMessages.changed);
  return state;
}

export function decideProductReview(command: ProductReviewCommand, state: ProductReviewState): ProductReviewEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'WriteProductReview': {
      const d = command.data;
      // Only the author writes their review, and only about a product delivered to them.
      if (actor.kind !== 'user' || actor.userId !== d.userId) throw new ForbiddenError();
      if (!d.purchase) throw new ForbiddenError(reviewMessages.notBuyer);
      if (d.photo && !d.photo.key.startsWith(`images/${d.userId}/`)) throw new ValidationError('REVIEW_PHOTO_NOT_YOURS', 'Invalid photo', { photo: 'Invalid photo' });
      const content = { rating: d.rating, title: d.title, text: d.text, photo: d.photo };
      if (state.status === 'none') {
        return [{ type: 'ProductReviewSubmitted', data: { goodsId: d.goodsId, userId: d.userId, authorName: d.authorName, ...content, purchase: d.purchase, revision: 1, submittedAt: now } }];
      }
      // The same text again (a retried post) changes nothing; anything new waits for staff again.
      if (sameContent(state, d)) return [];
      return [{ type: 'ProductReviewEdited', data: { goodsId: d.goodsId, userId: d.userId, authorName: d.authorName, ...content, revision: state.revision + 1, editedAt: now } }];
    }
    case 'ApproveProductReview': {
      const s = moderated(state, command.data);
      if (s.status === 'approved') return [];
      if (s.status === 'rejected') throw new IllegalStateError('REVIEW_NOT_PENDING', reviewMessages.notPending);
      return [{ type: 'ProductReviewApproved', data: { goodsId: s.goodsId, userId: s.userId, revision: s.revision, approvedBy: staffIdOf(actor), approvedAt: now } }];
    }
    case 'RejectProductReview': {
      const s = moderated(state, command.data);
      if (s.status !== 'pending') throw new IllegalStateError('REVIEW_NOT_PENDING', reviewMessages.notPending);
      return [{ type: 'ProductReviewRejected', data: { goodsId: s.goodsId, userId: s.userId, revision: s.revision, reason: command.data.reason, rejectedBy: staffIdOf(actor), rejectedAt: now } }];
    }
    case 'HideProductReview': {
      const s = moderated(state, command.data);
      if (s.status === 'hidden') return [];
      if (s.status !== 'approved') throw new IllegalStateError('REVIEW_NOT_APPROVED', reviewMessages.notApproved);
      return [{ type: 'ProductReviewHidden', data: { goodsId: s.goodsId, userId: s.userId, revision: s.revision, reason: command.data.reason, hiddenBy: staffIdOf(actor), hiddenAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const productReviewDecider: Decider<ProductReviewState, ProductReviewCommand, ProductReviewEvent> = {
  initialState: initialProductReviewState,
  evolve: evolveProductReview,
  decide: decideProductReview,
};
