import { sessionApiCall } from '~/identity/index.server';
import type { ChatCaller } from '../application/chat.server';

type Args = Parameters<Parameters<typeof sessionApiCall>[0]>[0];

/** A chat call: the caller as the chat sees them (a visitor gets 401 on /manage/ paths and an empty count elsewhere). */
export function chatApiCall<T>(handler: (args: Args & { caller: ChatCaller }) => Promise<T>) {
  return sessionApiCall((args) => handler({ ...args, caller: { actor: args.session.actor, userId: args.session.user?.id ?? null, roles: args.session.user?.roles ?? [] } }));
}
