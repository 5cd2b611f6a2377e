import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { sessionApiCall } from '~/identity/index.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/** Who may read the event log: staff and analysts. */
export const eventLogRoles = ['staff', 'analyst'] as const;

/**
 * How a reader sees the log (issue 20): staff as it is (secrets redacted);
 * everyone else — analysts — with personal data masked (domain/event-log/personal.ts).
 */
export type LogView = 'full' | 'masked';
export const logViewOf = (actor: Actor): LogView => (hasRole(actor, 'staff') ? 'full' : 'masked');

/**
 * JSON calls of the event log (`/api/admin/event-log/*`): read-only, for
 * signed-in staff and analysts (401 for visitors, 403 'No access.' for any
 * other role).
 */
export function eventLogApiCall<T>(handler: (args: Args) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    if (!args.session.user) throw new UnauthorizedError();
    if (!eventLogRoles.some((role) => hasRole(args.session.actor, role))) throw new ForbiddenError();
    return handler(args);
  });
}
