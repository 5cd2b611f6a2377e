import { deleteCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** POST payment deleteCard {uuid}: removes one of the caller's cards. */
export const action = sessionApiCall(async ({ context, session, input }) => deleteCardFor(context.runtime, callerOf(session), input));
