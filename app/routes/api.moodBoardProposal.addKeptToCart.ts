import { addBoardToCart } from '~/commerce/application/cart.server';
import { shopperOf } from '~/commerce/server/shopper.server';
import { keptGoods } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProposal/addKeptToCart {proposalId, moodBoardId}: after approving, every kept product of the board into the cart for the project, in one step. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, input }) => {
  const { proposal, goodsIds } = await keptGoods(context.runtime, session.actor, input);
  return addBoardToCart(context.runtime, shopperOf(session), { goodsStr: goodsIds.join(',') }, { type: 'NEED', id: proposal.needId });
}, 'POST');
