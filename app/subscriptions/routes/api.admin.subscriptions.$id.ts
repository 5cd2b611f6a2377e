import { NotFoundError } from '../../../domain/shared/errors';
import { staffApiCall } from '~/staff/index.server';
import { getSubscriptionOf, subscriptionHistoryOf } from '../../../projections/subscriptions/subscriptions';

/** GET /api/admin/subscriptions/{clientId}: one subscription and its history — started, renewed, declined renewals, card changes, lapse (staff). */
export const loader = staffApiCall(async ({ params, context }) => {
  const subscription = await getSubscriptionOf(context.runtime.db, params.id!);
  if (!subscription) throw new NotFoundError('SUBSCRIPTION_NOT_FOUND', 'No such subscription');
  return { id: params.id, ...subscription, history: await subscriptionHistoryOf(context.runtime.db, params.id!) };
});
