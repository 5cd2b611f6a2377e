import type { Knex } from 'knex';
import { type SubscriptionEvent, subscriptionEventTypes } from '../../domain/subscriptions/subscription';
import { defineProjection } from '../projection';

export const subscriptionsTable = 'subscriptions_v1';

/** Each client's AI subscription (the latest month paid for): what /remodel/success and payment getPlan show. */
export const subscriptionsProjection = defineProjection<SubscriptionEvent>()({
  name: 'subscriptions',
  reads: subscriptionEventTypes,
  handles: ['SubscriptionStarted', 'SubscriptionCancelled', 'SubscriptionResumed'],
  // Payment attempts are the aggregate's own guard against double charges; nobody reads them.
  ignores: ['SubscriptionPaymentStarted', 'SubscriptionPaymentFailed'],
  tables: [subscriptionsTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'SubscriptionStarted': {
          const d = event.data;
          const columns = {
            plan: d.plan, amount_cents: d.amountCents, payment_id: d.paymentId, card_brand: d.card?.brand ?? null, card_last4: d.card?.last4 ?? null,
            started_at: d.startedAt, period_end: d.periodEnd, cancelled_at: null, updated_at: event.createdAt,
          };
          await trx(subscriptionsTable).insert({ client_id: d.clientId, ...columns }).onConflict('client_id').merge(columns);
          break;
        }
        case 'SubscriptionCancelled':
          await trx(subscriptionsTable).where({ client_id: event.data.clientId }).update({ cancelled_at: event.data.cancelledAt, updated_at: event.createdAt });
          break;
        case 'SubscriptionResumed':
          await trx(subscriptionsTable).where({ client_id: event.data.clientId }).update({ cancelled_at: null, updated_at: event.createdAt });
          break;
      }
    }
  },
});

export interface SubscriptionView {
  plan: string;
  amountCents: number;
  card: { brand: string; last4: string } | null;
  startedAt: string;
  /** The end of the month paid for: the next renewal, or the last day when cancelled. */
  periodEnd: string;
  cancelledAt: string | null;
  /** ACTIVE (renews), CANCELLING (ends at periodEnd) or ENDED. */
  status: 'ACTIVE' | 'CANCELLING' | 'ENDED';
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** A client's subscription, or null. Always scoped by the owner. */
export async function getSubscriptionOf(db: Knex, clientId: string, now = new Date()): Promise<SubscriptionView | null> {
  const r = await db(subscriptionsTable).where({ client_id: clientId }).first();
  if (!r) return null;
  const periodEnd = iso(r.period_end);
  const cancelledAt = r.cancelled_at ? iso(r.cancelled_at) : null;
  const status = Date.parse(periodEnd) <= now.getTime() ? 'ENDED' : cancelledAt ? 'CANCELLING' : 'ACTIVE';
  return {
    plan: r.plan, amountCents: r.amount_cents, card: r.card_brand ? { brand: r.card_brand, last4: r.card_last4 } : null,
    startedAt: iso(r.started_at), periodEnd, cancelledAt, status,
  };
}
