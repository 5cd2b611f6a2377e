import { sessionApiCall } from '~/identity/index.server';
import type { RenderCaller } from '../application/renders.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/** A render call with who asks. */
export function renderCall<T>(handler: (args: Args & { caller: RenderCaller }) => Promise<T>) {
  return sessionApiCall<T>(async (args) => handler({ ...args, caller: { actor: args.session.actor, userId: args.session.user?.id ?? null } }));
}
