import { setDefaultCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** POST payment updateDefaultPayment {uuid}: the caller's card that checkout offers first. */
export const action = sessionApiCall(async ({ context, session, input }) => setDefaultCardFor(context.runtime, callerOf(session), input));
