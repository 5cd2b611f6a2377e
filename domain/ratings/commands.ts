import { defineCommand } from '../shared/command-definition';
import { productReviewStream } from './product-review';
import {
  approveProductReviewSchema,
  hideProductReviewSchema,
  productReviewDecider,
  rejectProductReviewSchema,
  writeProductReviewSchema,
} from './product-review.decide';

const stream = (d: { goodsId: string; userId: string }) => productReviewStream(d.goodsId, d.userId);

export const ratingsCommands = {
  WriteProductReview: defineCommand({ type: 'WriteProductReview', schema: writeProductReviewSchema, streamId: stream, decider: productReviewDecider }),
  ApproveProductReview: defineCommand({ type: 'ApproveProductReview', schema: approveProductReviewSchema, streamId: stream, decider: productReviewDecider }),
  RejectProductReview: defineCommand({ type: 'RejectProductReview', schema: rejectProductReviewSchema, streamId: stream, decider: productReviewDecider }),
  HideProductReview: defineCommand({ type: 'HideProductReview', schema: hideProductReviewSchema, streamId: stream, decider: productReviewDecider }),
};
