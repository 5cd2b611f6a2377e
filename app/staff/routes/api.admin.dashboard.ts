import { hasRole, mayReadConsole } from '../../../domain/authz';
import { consoleApiCall } from '~/staff/console/console-api.server';
import { projectionStatus } from '~/staff/projection-status.server';
import { dashboardFigures } from '../../../projections/console/dashboard';
import { mailQueueStatus } from '../../../infra/mail/outbox';
import { reviewsWaiting } from '../../../projections/ratings/console-list';

/**
 * GET /api/admin/dashboard: orders and revenue today and per day over 30 days, returns waiting,
 * projects waiting for a designer, unread client messages (the sales inbox), product reviews waiting for moderation
 * (null for those who may not moderate them) and each read model's and process's lag and the mail queue.
 */
export const loader = consoleApiCall('dashboard', async ({ context, session }) => {
  const actor = session.actor;
  const [figures, status, mail, reviewsPending] = await Promise.all([
    dashboardFigures(context.runtime.db, { userId: session.user!.id, salesInbox: hasRole(actor, 'salesman') || hasRole(actor, 'staff') }),
    projectionStatus(context.runtime),
    mailQueueStatus(context.runtime.db),
    mayReadConsole(actor, 'reviews') ? reviewsWaiting(context.runtime.db) : null,
  ]);
  return {
    ...figures,
    reviewsPending,
    projections: [
      ...status.projections.map((p) => ({ name: p.name, kind: 'read model' as const, lag: p.lag, failing: p.failing, scheduled: null })),
      ...status.processes.map((p) => ({ name: p.name, kind: 'process' as const, lag: p.lag, failing: p.failing, scheduled: p.scheduled })),
    ],
    mail,
  };
});
