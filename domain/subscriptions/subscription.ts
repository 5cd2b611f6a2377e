import type { CardBrand } from '../payments/cards';
import type { Event } from '../shared/messages';

/**
 * The AI rendering subscription (part 2 §1, §9: 19.99 a month), one stream per
 * client. The first month is paid through the payment gateway once per attempt
 * (a double click or a resent form charges once); cancelling keeps it until the
 * end of the month already paid.
 */
export const subscriptionStream = (clientId: string) => `subscription-${clientId}`;

export const subscriptionPlan = 'AI_SUBSCRIPTION' as const;
/** How long another payment attempt holds the subscription's payment (a crashed request frees it then). */
export const subscriptionAttemptTimeoutMs = 2 * 60_000;

export const subscriptionMessages = {
  alreadySubscribed: 'You are already subscribed to AI Designer',
  inProgress: 'Your payment is being processed. Please wait a moment.',
  notSubscribed: 'You have no active AI Designer subscription',
  noAttempt: 'This payment was not started here; please try again',
} as const;

export interface SubscriptionCard {
  brand: CardBrand;
  last4: string;
}

export type SubscriptionEvent =
  | Event<'SubscriptionPaymentStarted', { clientId: string; attemptId: string; plan: typeof subscriptionPlan; amountCents: number; startedAt: string }>
  | Event<'SubscriptionPaymentFailed', { clientId: string; attemptId: string; code: string; message: string; failedAt: string }>
  | Event<
      'SubscriptionStarted',
      { clientId: string; attemptId: string; plan: typeof subscriptionPlan; amountCents: number; paymentId: string; card: SubscriptionCard | null; startedAt: string; periodEnd: string }
    >
  | Event<'SubscriptionCancelled', { clientId: string; cancelledAt: string; endsAt: string }>
  | Event<'SubscriptionResumed', { clientId: string; resumedAt: string }>;

export interface Subscription {
  plan: typeof subscriptionPlan;
  amountCents: number;
  paymentId: string;
  card: SubscriptionCard | null;
  startedAt: string;
  periodEnd: string;
  cancelledAt: string | null;
}

export interface SubscriptionState {
  subscription: Subscription | null;
  attempt: { attemptId: string; amountCents: number; startedAt: string } | null;
  /** Every payment recorded, so the gateway's answer recorded twice changes nothing. */
  paymentIds: string[];
}

export const initialSubscriptionState = (): SubscriptionState => ({ subscription: null, attempt: null, paymentIds: [] });

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionPaymentStarted': {
      const { attemptId, amountCents, startedAt } = event.data;
      return { ...state, attempt: { attemptId, amountCents, startedAt } };
    }
    case 'SubscriptionPaymentFailed':
      return { ...state, attempt: null };
    case 'SubscriptionStarted': {
      const { plan, amountCents, paymentId, card, startedAt, periodEnd } = event.data;
      return { subscription: { plan, amountCents, paymentId, card, startedAt, periodEnd, cancelledAt: null }, attempt: null, paymentIds: [...state.paymentIds, paymentId] };
    }
    case 'SubscriptionCancelled':
      return state.subscription ? { ...state, subscription: { ...state.subscription, cancelledAt: event.data.cancelledAt } } : state;
    case 'SubscriptionResumed':
      return state.subscription ? { ...state, subscription: { ...state.subscription, cancelledAt: null } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Whether the month paid for is still running at `now`. */
export const isActive = (state: SubscriptionState, now: string): boolean => state.subscription !== null && Date.parse(now) < Date.parse(state.subscription.periodEnd);

/** One calendar month later (31 January → 28/29 February), same time of day, in UTC. */
export function oneMonthAfter(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString();
}

export const subscriptionEventTypes = Object.keys({
  SubscriptionPaymentStarted: true,
  SubscriptionPaymentFailed: true,
  SubscriptionStarted: true,
  SubscriptionCancelled: true,
  SubscriptionResumed: true,
} satisfies Record<SubscriptionEvent['type'], true>) as SubscriptionEvent['type'][];
