import { saveCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** POST payment save {token, firstName, makeDefault?}: keeps a card the gateway tokenised ('Save fail' when the token is unknown). */
export const action = sessionApiCall(async ({ context, session, input }) => saveCardFor(context.runtime, callerOf(session), input));
