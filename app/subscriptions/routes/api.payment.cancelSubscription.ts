import { sessionApiCall } from '~/identity/index.server';
import { cancelSubscription } from '~/subscriptions/application/subscriptions.server';

/** POST payment cancelSubscription (part 1 §7): the caller's subscription ends at the end of the month paid for. */
export const action = sessionApiCall(async ({ context, session }) => cancelSubscription(context.runtime, { actor: session.actor, userId: session.user?.id ?? null }));
