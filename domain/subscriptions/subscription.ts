import type { CardBrand, CardSummary } from '../payments/cards';
import type { Event } from '../shared/messages';
import { graceMs } from './renewal';

/**
 * The AI rendering subscription (part 2 §1, §9: 19.99 a month), one stream per
 * client. The first month is paid through the payment gateway once per attempt
 * (a double click or a resent form charges once); cancelling keeps it until the
 * end of the month already paid. Since issue 25 it renews monthly on the card the
 * gateway saved (its token: never a card number), retries a declined renewal
 * (domain/subscriptions/renewal.ts) and lapses after the last failure (ADR 048).
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
  notRenewing: 'This renewal is not due',
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
      {
        clientId: string; attemptId: string; plan: typeof subscriptionPlan; amountCents: number; paymentId: string; card: SubscriptionCard | null; startedAt: string; periodEnd: string;
        /** The gateway's token for the card the renewals charge (since issue 25). */
        paymentMethod?: CardSummary | null;
      }
    >
  | Event<'SubscriptionCancelled', { clientId: string; cancelledAt: string; endsAt: string }>
  | Event<'SubscriptionResumed', { clientId: string; resumedAt: string }>
  /** The month ended: the saved card is charged for the next one (through the payment process). */
  | Event<'SubscriptionRenewalDue', { clientId: string; renewalId: string; periodEnd: string; attempt: number; amountCents: number; paymentMethod: CardSummary; dueAt: string; abandonAt: string }>
  | Event<'SubscriptionRenewed', { clientId: string; renewalId: string; attempt: number; paymentId: string; amountCents: number; periodStart: string; periodEnd: string; renewedAt: string }>
  /** A renewal declined (or given up): tried again at `nextAttemptAt`, or (null) the subscription lapses. */
  | Event<'SubscriptionRenewalFailed', { clientId: string; renewalId: string; periodEnd: string; attempt: number; code: string; message: string; failedAt: string; nextAttemptAt: string | null }>
  | Event<'SubscriptionLapsed', { clientId: string; periodEnd: string; lapsedAt: string }>
  /** A cancelled subscription reached the end of its month (or was cancelled while past due). */
  | Event<'SubscriptionEnded', { clientId: string; endedAt: string }>
  | Event<'SubscriptionCardChanged', { clientId: string; card: SubscriptionCard; paymentMethod: CardSummary; changedAt: string }>;

export interface Subscription {
  plan: typeof subscriptionPlan;
  amountCents: number;
  paymentId: string;
  card: SubscriptionCard | null;
  startedAt: string;
  periodEnd: string;
  cancelledAt: string | null;
  /** The gateway's saved card the renewals charge (null: a subscription from before renewals, or a free one). */
  paymentMethod: CardSummary | null;
  /** active (paid up, or its renewal under way), past_due (a renewal declined, retrying: the grace period), lapsed, ended (cancelled). */
  status: 'active' | 'past_due' | 'lapsed' | 'ended';
}

/** The renewal of the period ending `periodEnd`: its latest attempt. */
export interface Renewal {
  renewalId: string;
  periodEnd: string;
  attempt: number;
  /** Its payment is under way. */
  charging: boolean;
  nextAttemptAt: string | null;
  lastFailure: string | null;
}

export interface SubscriptionState {
  subscription: Subscription | null;
  renewal: Renewal | null;
  attempt: { attemptId: string; amountCents: number; startedAt: string } | null;
  /** Every payment recorded, so the gateway's answer recorded twice changes nothing. */
  paymentIds: string[];
}

export const initialSubscriptionState = (): SubscriptionState => ({ subscription: null, renewal: null, attempt: null, paymentIds: [] });

const withSubscription = (state: SubscriptionState, change: Partial<Subscription>): SubscriptionState =>
  state.subscription ? { ...state, subscription: { ...state.subscription, ...change } } : state;

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionPaymentStarted': {
      const { attemptId, amountCents, startedAt } = event.data;
      return { ...state, attempt: { attemptId, amountCents, startedAt } };
    }
    case 'SubscriptionPaymentFailed':
      return { ...state, attempt: null };
    case 'SubscriptionStarted': {
      const { plan, amountCents, paymentId, card, startedAt, periodEnd, paymentMethod } = event.data;
      return {
        subscription: { plan, amountCents, paymentId, card, startedAt, periodEnd, cancelledAt: null, paymentMethod: paymentMethod ?? null, status: 'active' },
        renewal: null,
        attempt: null,
        paymentIds: [...state.paymentIds, paymentId],
      };
    }
    case 'SubscriptionCancelled':
      return withSubscription(state, { cancelledAt: event.data.cancelledAt });
    case 'SubscriptionResumed':
      return withSubscription(state, { cancelledAt: null });
    case 'SubscriptionRenewalDue': {
      const { renewalId, periodEnd, attempt } = event.data;
      return { ...state, renewal: { renewalId, periodEnd, attempt, charging: true, nextAttemptAt: null, lastFailure: state.renewal?.periodEnd === periodEnd ? state.renewal.lastFailure : null } };
    }
    case 'SubscriptionRenewed': {
      const { paymentId, amountCents, periodEnd } = event.data;
      const next = withSubscription(state, { paymentId, amountCents, periodEnd, status: 'active' });
      return { ...next, renewal: null, paymentIds: [...state.paymentIds, paymentId] };
    }
    case 'SubscriptionRenewalFailed': {
      const { nextAttemptAt, message } = event.data;
      const renewal = state.renewal ? { ...state.renewal, charging: false, nextAttemptAt, lastFailure: message } : null;
      return { ...withSubscription(state, { status: 'past_due' }), renewal };
    }
    case 'SubscriptionLapsed':
      return withSubscription(state, { status: 'lapsed' });
    case 'SubscriptionEnded':
      return withSubscription(state, { status: 'ended' });
    case 'SubscriptionCardChanged':
      return withSubscription(state, { card: event.data.card, paymentMethod: event.data.paymentMethod });
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * Whether the subscriber has AI Designer at `now`: the month paid for runs, or it
 * is being renewed or retried (the grace period) — never once lapsed or ended, nor
 * for a cancelled one past its month, nor longer than the grace after its month.
 */
export function isActive(state: SubscriptionState, now: string): boolean {
  const s = state.subscription;
  if (!s || s.status === 'lapsed' || s.status === 'ended') return false;
  const at = Date.parse(now);
  const end = Date.parse(s.periodEnd);
  return at < end || (!s.cancelledAt && at < end + graceMs);
}

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
  SubscriptionRenewalDue: true,
  SubscriptionRenewed: true,
  SubscriptionRenewalFailed: true,
  SubscriptionLapsed: true,
  SubscriptionEnded: true,
  SubscriptionCardChanged: true,
} satisfies Record<SubscriptionEvent['type'], true>) as SubscriptionEvent['type'][];
