import { sessionApiCall } from '~/identity/index.server';
import { mySubscription, subscriptionOffer } from '~/subscriptions/application/subscriptions.server';

/** payment getPlan (part 1 §7): the caller's own AI subscription (null when none) and the offer. A visitor is asked to sign in. */
const handler = sessionApiCall(async ({ context, session }) => ({
  offer: subscriptionOffer(),
  subscription: await mySubscription(context.runtime, { actor: session.actor, userId: session.user?.id ?? null }),
}));
export const loader = handler;
export const action = handler;
