import { designerOrStaff, signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { boardReviewEventTypes } from './board-review';
import { boardReviewDecider } from './board-review.decide';
import { reviewCommands } from './commands';
import { proposalEventTypes } from './proposal';
import { proposalDecider } from './proposal.decide';

/** Designer proposals and the client's review. */
export const reviewContext = defineContext({
  name: 'review',
  commands: reviewCommands,
  rules: {
    // The project's designer (or staff) drafts and publishes (decide: another's proposal is not found);
    // the project's client reviews, asks for a revision and approves only what was published to them (decide: asClient).
    DraftProposal: designerOrStaff,
    SetProposalBoards: designerOrStaff,
    PublishProposal: designerOrStaff,
    SaveClientReview: signedIn,
    AskProposalRevision: signedIn,
    ApproveMoodBoard: signedIn,
    // The stills of a published board's room: the renders process only (issue 23).
    AttachProposalRenders: system,
    // …and again when the version's designer (or staff) asks (decide: asDesigner).
    RenderProposalAgain: designerOrStaff,
    // Product comments: the board's client marks; its designer (or staff) answers and offers alternatives (decide: the board's people).
    MarkProduct: signedIn,
    UpdateProductComment: signedIn,
    AnswerProductComment: designerOrStaff,
    OfferAlternatives: designerOrStaff,
  },
  streams: [
    streamKind('proposal', 'proposal-', proposalDecider, proposalEventTypes),
    streamKind('board review', 'review-', boardReviewDecider, boardReviewEventTypes),
  ],
});
