import { UnauthorizedError } from '../../../domain/shared/errors';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '../../web/api.server';

type Args = Parameters<Parameters<typeof sessionApiCall>[0]>[0];

/**
 * A mood-board review call (part 2 §7): signed-in users only; each answers
 * { success, data, message } and fails with that shape when success is false.
 * `method`: the one write method the call takes (PUT for clientReview and a comment).
 */
export function reviewApiCall<T>(handler: (args: Args) => Promise<T>, method?: 'POST' | 'PUT') {
  return sessionApiCall(async (args) => {
    if (!args.session.user) throw new UnauthorizedError();
    if (method && args.request.method !== method && args.request.method !== 'GET') return methodNotAllowed();
    return handler(args);
  });
}
