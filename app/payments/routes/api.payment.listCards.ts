import { listCardsFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** payment listCards: the caller's saved cards (brand, last four, expiry, holder, default), the default first. */
const handler = sessionApiCall(async ({ context, session }) => listCardsFor(context.runtime, callerOf(session)));
export const loader = handler;
export const action = handler;
