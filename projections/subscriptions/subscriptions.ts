import type { Knex } from 'knex';
import { type SubscriptionEvent, subscriptionEventTypes } from '../../domain/subscriptions/subscription';
import { graceMs } from '../../domain/subscriptions/renewal';
import { defineProjection } from '../projection';

export const subscriptionsTable = 'subscriptions_v1';
/** Each subscription's history for the console: started, renewed, renewal failed, lapsed, ended, card changed (issue 25). */
export const subscriptionChargesTable = 'subscription_charges_v1';

/** Each client's AI subscription (the latest month paid for, its renewal status): what /remodel/success, payment getPlan and the console show. */
export const subscriptionsProjection = defineProjection<SubscriptionEvent>()({
  name: 'subscriptions',
  reads: subscriptionEventTypes,
  handles: [
    'SubscriptionStarted', 'SubscriptionCancelled', 'SubscriptionResumed', 'SubscriptionRenewalDue', 'SubscriptionRenewed', 'SubscriptionRenewalFailed',
    'SubscriptionLapsed', 'SubscriptionEnded', 'SubscriptionCardChanged',
  ],
  // Payment attempts are the aggregate's own guard against double charges; nobody reads them.
  ignores: ['SubscriptionPaymentStarted', 'SubscriptionPaymentFailed'],
  tables: [subscriptionsTable, subscriptionChargesTable],
  async apply(trx, events) {
    for (const event of events) {
      const clientId = event.data.clientId;
      const row = () => trx(subscriptionsTable).where({ client_id: clientId });
      const history = (kind: string, change: { amount_cents?: number; attempt?: number; message?: string | null } = {}) =>
        trx(subscriptionChargesTable).insert({ event_id: event.eventId, client_id: clientId, kind, at: event.createdAt, ...change }).onConflict('event_id').ignore();
      switch (event.type) {
        case 'SubscriptionStarted': {
          const d = event.data;
          const columns = {
            plan: d.plan, amount_cents: d.amountCents, payment_id: d.paymentId, card_brand: d.card?.brand ?? null, card_last4: d.card?.last4 ?? null,
            started_at: d.startedAt, period_end: d.periodEnd, cancelled_at: null, updated_at: event.createdAt,
            status: 'active', renewal_attempt: null, renewing: false, next_attempt_at: null, last_failure: null, renewals: 0, failures: 0,
          };
          await trx(subscriptionsTable).insert({ client_id: d.clientId, ...columns }).onConflict('client_id').merge(columns);
          await history('started', { amount_cents: d.amountCents });
          break;
        }
        case 'SubscriptionCancelled':
          await row().update({ cancelled_at: event.data.cancelledAt, updated_at: event.createdAt });
          await history('cancelled');
          break;
        case 'SubscriptionResumed':
          await row().update({ cancelled_at: null, updated_at: event.createdAt });
          await history('resumed');
          break;
        case 'SubscriptionRenewalDue':
          await row().update({ renewal_attempt: event.data.attempt, renewing: true, next_attempt_at: null, updated_at: event.createdAt });
          break;
        case 'SubscriptionRenewed': {
          const d = event.data;
          await row().update({
            amount_cents: d.amountCents, payment_id: d.paymentId, period_end: d.periodEnd, status: 'active', renewal_attempt: null, renewing: false, next_attempt_at: null,
            last_failure: null, renewals: trx.raw('renewals + 1'), updated_at: event.createdAt,
          });
          await history('renewed', { amount_cents: d.amountCents, attempt: d.attempt });
          break;
        }
        case 'SubscriptionRenewalFailed': {
          const d = event.data;
          await row().update({ status: 'past_due', renewal_attempt: d.attempt, renewing: false, next_attempt_at: d.nextAttemptAt, last_failure: d.message, failures: trx.raw('failures + 1'), updated_at: event.createdAt });
          await history('renewal_failed', { attempt: d.attempt, message: d.message });
          break;
        }
        case 'SubscriptionLapsed':
          await row().update({ status: 'lapsed', renewing: false, next_attempt_at: null, updated_at: event.createdAt });
          await history('lapsed');
          break;
        case 'SubscriptionEnded':
          await row().update({ status: 'ended', renewing: false, next_attempt_at: null, updated_at: event.createdAt });
          await history('ended');
          break;
        case 'SubscriptionCardChanged':
          await row().update({ card_brand: event.data.card.brand, card_last4: event.data.card.last4, updated_at: event.createdAt });
          await history('card_changed', { message: `${event.data.card.brand} ${event.data.card.last4}` });
          break;
      }
    }
  },
});

export type SubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELLING' | 'LAPSED' | 'ENDED';

export interface SubscriptionView {
  plan: string;
  amountCents: number;
  card: { brand: string; last4: string } | null;
  startedAt: string;
  /** The end of the month paid for: the next renewal, or the last day when cancelled. */
  periodEnd: string;
  cancelledAt: string | null;
  /**
   * ACTIVE (renews at periodEnd), PAST_DUE (a renewal declined: retrying, access kept — the grace period),
   * CANCELLING (ends at periodEnd), LAPSED (the renewals failed) or ENDED (cancelled, over).
   */
  status: SubscriptionStatus;
  /** When the card is charged next (the renewal, or the next retry), null when it will not be. */
  nextRenewal: string | null;
  /** Retrying: the attempt that failed last (of 4), its message; whether a charge is under way now. */
  retry: { attempt: number; lastFailure: string | null; nextAttemptAt: string | null } | null;
  renewing: boolean;
  renewals: number;
  failures: number;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** A row as the client and staff see it at `now` (a cancelled month over is ENDED; a month never renewed lapses after the grace). */
export function subscriptionViewOf(r: Record<string, any>, now = new Date()): SubscriptionView {
  const periodEnd = iso(r.period_end);
  const cancelledAt = r.cancelled_at ? iso(r.cancelled_at) : null;
  const over = Date.parse(periodEnd) <= now.getTime();
  const stored: string = r.status ?? 'active';
  const status: SubscriptionStatus =
    stored === 'lapsed' ? 'LAPSED'
    : stored === 'ended' ? 'ENDED'
    : cancelledAt ? (over ? 'ENDED' : 'CANCELLING')
    : Date.parse(periodEnd) + graceMs <= now.getTime() ? 'LAPSED'
    : stored === 'past_due' ? 'PAST_DUE'
    : 'ACTIVE';
  const nextAttemptAt = r.next_attempt_at ? iso(r.next_attempt_at) : null;
  const nextRenewal = status === 'ACTIVE' ? periodEnd : status === 'PAST_DUE' ? nextAttemptAt : null;
  return {
    plan: r.plan, amountCents: r.amount_cents, card: r.card_brand ? { brand: r.card_brand, last4: r.card_last4 } : null,
    startedAt: iso(r.started_at), periodEnd, cancelledAt, status, nextRenewal,
    retry: stored === 'past_due' && (status === 'PAST_DUE') ? { attempt: r.renewal_attempt ?? 1, lastFailure: r.last_failure ?? null, nextAttemptAt } : null,
    renewing: Boolean(r.renewing), renewals: Number(r.renewals ?? 0), failures: Number(r.failures ?? 0),
  };
}

/** A client's subscription, or null. Always scoped by the owner. */
export async function getSubscriptionOf(db: Knex, clientId: string, now = new Date()): Promise<SubscriptionView | null> {
  const r = await db(subscriptionsTable).where({ client_id: clientId }).first();
  return r ? subscriptionViewOf(r, now) : null;
}

/** A subscription's history (newest first), for the console. */
export async function subscriptionHistoryOf(db: Knex, clientId: string) {
  const rows = await db(subscriptionChargesTable).where({ client_id: clientId }).orderBy('at', 'desc').limit(200);
  return rows.map((r) => ({ id: r.event_id as string, kind: r.kind as string, at: iso(r.at), amountCents: r.amount_cents as number | null, attempt: r.attempt as number | null, message: r.message as string | null }));
}
