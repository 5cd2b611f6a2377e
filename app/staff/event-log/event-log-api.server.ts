import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { sessionApiCall } from '../../identity/server/api.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/** Who may read the event log: staff and analysts. */
export const eventLogRoles = ['staff', 'analyst'] as const;

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
