import { signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { subscriptionCommands } from './commands';
import { subscriptionEventTypes } from './subscription';
import { subscriptionDecider } from './subscription.decide';

/** The AI subscription (ADR 014): a client starts paying for, cancels (or keeps) and changes the card of their own (decide: assertActsFor); it renews monthly (ADR 048). */
export const subscriptionsContext = defineContext({
  name: 'subscriptions',
  commands: subscriptionCommands,
  rules: {
    StartSubscriptionPayment: signedIn,
    CancelSubscription: signedIn,
    ResumeSubscription: signedIn,
    UpdateSubscriptionCard: signedIn,
    // Only the system records what the gateway answered.
    StartSubscription: system,
    FailSubscriptionPayment: system,
    // The renewals are the renewal process's and the payment process's (ADR 048).
    RenewSubscription: system,
    HoldSubscriptionRenewal: system,
    FailSubscriptionRenewal: system,
    RecordSubscriptionRenewal: system,
  },
  streams: [streamKind('AI subscription', 'subscription-', subscriptionDecider, subscriptionEventTypes)],
});
