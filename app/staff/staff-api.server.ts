import { hasRole } from '../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../domain/shared/errors';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import { sessionApiCall } from '~/identity/index.server';
import { commandIdForKey, fingerprintOf } from '../../infra/http/idempotency';
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

/**
 * Run one staff command for this request, waiting until the read models show it.
 * A retry with the same `Idempotency-Key` applies it once (infra/http/idempotency.ts).
 */
export async function runStaffCommand(args: Args & { session: RequestSession }, definition: CommandDefinition, input: unknown) {
  const { request, context, session } = args;
  const fingerprint = fingerprintOf([request.method, new URL(request.url).pathname, definition.type, input]);
  const commandId = await commandIdForKey(context.runtime.db, request.headers.get('idempotency-key'), session.user!.id, fingerprint);
  return context.runtime.execute(definition, input, { actor: session.actor, commandId });
}
