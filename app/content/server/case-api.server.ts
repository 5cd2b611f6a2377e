import { sessionApiCall } from '~/identity/index.server';
import { commandIdForKey, fingerprintOf } from '../../../infra/http/idempotency';
import type { Asker } from '../application/cases.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/**
 * A /case call with who asks (`asker`) and, for a signed-in caller's command,
 * the command id its `Idempotency-Key` stands for (a retry applies once).
 */
export function caseCall<T>(handler: (args: Args & { asker: Asker; commandId: () => Promise<string | undefined> }) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    const { request, context, session, input } = args;
    const asker: Asker = { user: session.user ? { id: session.user.id } : null, actor: session.actor };
    const commandId = async () =>
      session.user && request.headers.get('idempotency-key')
        ? commandIdForKey(context.runtime.db, request.headers.get('idempotency-key'), session.user.id, fingerprintOf([request.method, new URL(request.url).pathname, input]))
        : undefined;
    return handler({ ...args, asker, commandId });
  });
}
