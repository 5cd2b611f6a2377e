import { sessionApiCall } from '~/identity/index.server';
import { commandIdForKey, fingerprintOf } from '../../../infra/http/idempotency';
import type { Viewer } from '../application/profiles.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/** A profiles call with who asks (`viewer`) and, for a signed-in caller's command, the command id its `Idempotency-Key` stands for. */
export function profileCall<T>(handler: (args: Args & { viewer: Viewer; commandId: () => Promise<string | undefined> }) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    const { request, context, session, input } = args;
    const viewer: Viewer = { userId: session.user?.id ?? null, actor: session.actor };
    const commandId = async () => {
      const key = request.headers.get('idempotency-key');
      if (!session.user || !key) return undefined;
      // A file part is no JSON: the key's fingerprint is the call and its text fields.
      const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => !(v instanceof Blob)));
      return commandIdForKey(context.runtime.db, key, session.user.id, fingerprintOf([request.method, new URL(request.url).pathname, fields]));
    };
    return handler({ ...args, viewer, commandId });
  });
}
