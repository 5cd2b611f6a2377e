import { getCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** payment get {uuid}: one of the caller's cards (another client's: 404). */
const handler = sessionApiCall(async ({ context, session, input }) => getCardFor(context.runtime, callerOf(session), input));
export const loader = handler;
export const action = handler;
