import { UnauthorizedError } from '../../../domain/shared/errors';
import { commandIdForKey, fingerprintOf } from '../../../infra/http/idempotency';
import type { Runtime } from '../../../infra/runtime';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '../../web/api.server';
import { authorizedByHeader } from '../../web/session.server';
import { orderCallerOf } from '../application/order-messages.server';
import type { ServiceCall } from '../application/order-service.server';

/** What a call without the session token in its header is told. */
export const bearerMessage = 'Please sign in to continue';

/**
 * A call of the order service (part 2 §7: "POST (bearer, JSON)"): POST only, and
 * authorized by the session token in the `Authorization` header (`Bearer <token>`)
 * — a cookie alone is not enough, so no other site can make a browser send one.
 * An `Idempotency-Key` makes a retried staff command apply once.
 */
export function orderServiceCall<T>(run: (runtime: Runtime, call: ServiceCall, input: Record<string, unknown>) => Promise<T>) {
  return sessionApiCall(async ({ request, context, session, input, visit }) => {
    if (request.method !== 'POST') return methodNotAllowed();
    if (!session.user || !authorizedByHeader(request, session)) throw new UnauthorizedError(bearerMessage);
    const caller = orderCallerOf(session);
    const fingerprint = fingerprintOf([request.method, new URL(request.url).pathname, input]);
    const commandId = await commandIdForKey(context.runtime.db, request.headers.get('idempotency-key'), caller.userId, fingerprint);
    return run(context.runtime, { caller, staff: { actor: session.actor, commandId, siteUrl: visit.siteUrl } }, input);
  });
}
