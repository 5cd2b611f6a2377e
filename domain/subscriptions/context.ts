import { signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { subscriptionCommands } from './commands';
import { subscriptionEventTypes } from './subscription';
import { subscriptionDecider } from './subscription.decide';

/** The AI subscription (ADR 014): a client starts paying for and cancels (or keeps) their own (decide: assertActsFor). */
export const subscriptionsContext = defineContext({
  name: 'subscriptions',
  commands: subscriptionCommands,
  rules: {
    StartSubscriptionPayment: signedIn,
    CancelSubscription: signedIn,
    ResumeSubscription: signedIn,
    // Only the system records what the gateway answered.
    StartSubscription: system,
    FailSubscriptionPayment: system,
  },
  streams: [streamKind('AI subscription', 'subscription-', subscriptionDecider, subscriptionEventTypes)],
});
