import { tokenizeCard } from '~/payments/application/cards.server';
import { apiCall } from '~/web/api.server';

/**
 * POST payment tokenize {number, expMonth, expYear, cvc, name}: the gateway's token
 * for a card (what a provider's browser library does) as `id`, to pass to payment
 * save as its `token`.
 */
export const action = apiCall(async ({ context, input }) => tokenizeCard(context.runtime, input, context.clientAddress ?? 'unknown'));
