import { hasRole } from '../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../domain/shared/errors';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import { sessionApiCall } from '../identity/server/api.server';
import type { RequestSession } from '../web/session.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/**
 * JSON calls of the staff console (`/api/admin/*`): signed-in staff only, for
 * reads too (401 for visitors, 403 'No access.' for other roles). Commands are
 * still authorized again by the pipeline.
 */
export function staffApiCall<T>(handler: (args: Args) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    if (!args.session.user) throw new UnauthorizedError();
    if (!hasRole(args.session.actor, 'staff')) throw new ForbiddenError();
    return handler(args);
  });
}

/** A client retrying a call sends the same `Idempotency-Key`; the command then appends nothing new. */
export function commandIdOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')?.trim();
  return key && /^[A-Za-z0-9:_-]{8,100}$/.test(key) ? `admin:${key}` : undefined;
}

/** Run one staff command for this request, waiting until the read models show it. */
export function runStaffCommand(args: Args & { session: RequestSession }, definition: CommandDefinition, input: unknown) {
  return args.context.runtime.execute(definition, input, { actor: args.session.actor, commandId: commandIdOf(args.request) });
}
