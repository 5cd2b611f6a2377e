import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';
import type { IdeaAsker } from '../application/idea-views.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/** A /board or /case idea call with who asks (`asker`: a signed-in client, or a visitor). */
export function ideaCall<T>(handler: (args: Args & { asker: IdeaAsker }) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    const { session } = args;
    const asker: IdeaAsker = { user: session.user ? { id: session.user.id } : null, visitorId: session.visitorId, actor: session.actor };
    return handler({ ...args, asker });
  });
}

/** A call that changes something: POST only (its loader answers 405). */
export function ideaCommandCall<T>(handler: (args: Args & { asker: IdeaAsker }) => Promise<T>) {
  return ideaCall<T | Response>(async (args) => (args.request.method === 'POST' ? handler(args) : methodNotAllowed()));
}
