import { tokenizeCard } from '~/payments/application/cards.server';
import { sessionApiCall } from '~/identity/index.server';

/**
 * POST payment tokenize {number, expMonth, expYear, cvc, name}: the gateway's token
 * for a card (what a provider's browser library does) as `id`, to pass to payment
 * save as its `token`. The token is bound to the caller (their account, or their
 * visitor id): only they can save it.
 */
export const action = sessionApiCall(async ({ context, session, input }) =>
  tokenizeCard(context.runtime, session.user?.id ?? session.visitorId, input, context.clientAddress ?? 'unknown'),
);
