import { signedIn, staff } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { ratingsCommands } from './commands';
import { productReviewEventTypes } from './product-review';
import { productReviewDecider } from './product-review.decide';

/**
 * Ratings (issue 22): verified buyers rate and review products; staff moderate.
 * A client writes only their own review (decide: the actor is its author and
 * the app found a delivered line); approving, rejecting and hiding are staff's.
 */
export const ratingsContext = defineContext({
  name: 'ratings',
  commands: ratingsCommands,
  rules: {
    WriteProductReview: signedIn,
    ApproveProductReview: staff,
    RejectProductReview: staff,
    HideProductReview: staff,
  },
  streams: [streamKind('product review', 'product-review-', productReviewDecider, productReviewEventTypes)],
});
