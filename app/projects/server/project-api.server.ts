import { sessionApiCall } from '~/identity/index.server';
import type { ApiCallOptions } from '../../web/api.server';
import type { ProjectCaller } from '../application/needs.server';

type Args = Parameters<Parameters<typeof sessionApiCall>[0]>[0];

/** A project call: the caller as a visitor (their drafts) or a signed-in client. Paths with /manage/ need sign-in. */
export function projectApiCall<T>(handler: (args: Args & { caller: ProjectCaller }) => Promise<T>, options: ApiCallOptions = {}) {
  return sessionApiCall((args) => handler({ ...args, caller: { actor: args.session.actor, visitorId: args.session.visitorId, userId: args.session.user?.id ?? null } }), options);
}
