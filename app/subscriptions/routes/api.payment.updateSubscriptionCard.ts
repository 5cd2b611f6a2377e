import { sessionApiCall } from '~/identity/index.server';
import { updateSubscriptionCard } from '~/subscriptions/application/subscriptions.server';

/**
 * POST payment updateSubscriptionCard (part 1 §7) {cardId | cardName, cardNumber, cardExpiry, cardCvc}: the card the
 * caller's subscription renews on; a declined renewal is tried again at once with it. Answers the subscription.
 */
export const action = sessionApiCall(async ({ context, session, input }) => updateSubscriptionCard(context.runtime, { actor: session.actor, userId: session.user?.id ?? null }, input));
