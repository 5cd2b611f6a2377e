import { shopperOf } from '~/commerce/index.server';
import { addKeptToCart } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProposal/addKeptToCart {proposalId, moodBoardId}: after approving, every kept product of the board into the cart for the project, in one step. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, input }) => {
  return addKeptToCart(context.runtime, shopperOf(session), input);
}, 'POST');
