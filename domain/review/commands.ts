import { defineCommand } from '../shared/command-definition';
import { boardReviewStream } from './board-review';
import { answerProductCommentSchema, boardReviewDecider, markProductSchema, offerAlternativesSchema, updateProductCommentSchema } from './board-review.decide';
import { proposalStream } from './proposal';
import {
  approveMoodBoardSchema, askProposalRevisionSchema, attachProposalRendersSchema, draftProposalSchema, proposalDecider, publishProposalSchema, renderProposalAgainSchema, saveClientReviewSchema, setProposalBoardsSchema,
} from './proposal.decide';

const proposal = (d: { proposalId: string }) => proposalStream(d.proposalId);
const review = (d: { boardId: string }) => boardReviewStream(d.boardId);

export const reviewCommands = {
  DraftProposal: defineCommand({ type: 'DraftProposal', schema: draftProposalSchema, streamId: proposal, decider: proposalDecider }),
  SetProposalBoards: defineCommand({ type: 'SetProposalBoards', schema: setProposalBoardsSchema, streamId: proposal, decider: proposalDecider }),
  PublishProposal: defineCommand({ type: 'PublishProposal', schema: publishProposalSchema, streamId: proposal, decider: proposalDecider }),
  SaveClientReview: defineCommand({ type: 'SaveClientReview', schema: saveClientReviewSchema, streamId: proposal, decider: proposalDecider }),
  AskProposalRevision: defineCommand({ type: 'AskProposalRevision', schema: askProposalRevisionSchema, streamId: proposal, decider: proposalDecider }),
  ApproveMoodBoard: defineCommand({ type: 'ApproveMoodBoard', schema: approveMoodBoardSchema, streamId: proposal, decider: proposalDecider }),
  AttachProposalRenders: defineCommand({ type: 'AttachProposalRenders', schema: attachProposalRendersSchema, streamId: proposal, decider: proposalDecider }),
  RenderProposalAgain: defineCommand({ type: 'RenderProposalAgain', schema: renderProposalAgainSchema, streamId: proposal, decider: proposalDecider }),
  MarkProduct: defineCommand({ type: 'MarkProduct', schema: markProductSchema, streamId: review, decider: boardReviewDecider }),
  UpdateProductComment: defineCommand({ type: 'UpdateProductComment', schema: updateProductCommentSchema, streamId: review, decider: boardReviewDecider }),
  AnswerProductComment: defineCommand({ type: 'AnswerProductComment', schema: answerProductCommentSchema, streamId: review, decider: boardReviewDecider }),
  OfferAlternatives: defineCommand({ type: 'OfferAlternatives', schema: offerAlternativesSchema, streamId: review, decider: boardReviewDecider }),
};
