import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '../../web/api.server';
import type { AiCaller } from '../application/ai-boards.server';

type Args = Parameters<Parameters<typeof sessionApiCall>[0]>[0];

/** An AI board call with who asks (a visitor or a signed-in client). */
export function aiCall<T>(handler: (args: Args & { caller: AiCaller }) => Promise<T>) {
  return sessionApiCall((args) => handler({ ...args, caller: { actor: args.session.actor, visitorId: args.session.visitorId, userId: args.session.user?.id ?? null } }));
}

/** A call that changes something: POST only (its loader answers 405). */
export function aiCommandCall<T>(handler: (args: Args & { caller: AiCaller }) => Promise<T>) {
  return aiCall<T | Response>(async (args) => (args.request.method === 'POST' ? handler(args) : methodNotAllowed()));
}
