import { offerAlternatives } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProductComment/{id}/alternatives {goodsIds}: the designer offers other products for one the client asked to see options for. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => offerAlternatives(context.runtime, session.actor, params.id, input), 'POST');
