import type { ListSpec } from '../console/lists';
import { subscriptionsTable, subscriptionViewOf, type SubscriptionView } from './subscriptions';

/** The console's Subscriptions list (issue 25): each client's subscription with its renewals and failures; filter by stored status. */
export const subscriptionsList: ListSpec<SubscriptionView & { id: string }> = {
  from: (db) => db(subscriptionsTable),
  id: 'client_id',
  sorts: { id: 'client_id', periodEnd: 'period_end', startedAt: 'started_at', renewals: 'renewals', failures: 'failures', updatedAt: 'updated_at' },
  defaultSort: ['updatedAt', 'DESC'],
  filters: { status: { kind: 'equals', column: 'status' } },
  toRow: (r) => ({ id: r.client_id, ...subscriptionViewOf(r) }),
};
