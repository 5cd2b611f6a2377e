import { updateCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** POST payment update {uuid, firstName?, expMonth?, expYear?}: the holder's name or a renewed expiry of the caller's card. */
export const action = sessionApiCall(async ({ context, session, input }) => updateCardFor(context.runtime, callerOf(session), input));
