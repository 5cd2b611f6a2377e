import { identityCommands } from '../../domain/identity/commands';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

/** POST /client/manage/mobile/delete. */
export const action = sessionApiCall(async ({ context, session }) => {
  await context.runtime.execute(identityCommands.RemoveMobile, { userId: userOf(session).id }, { actor: session.actor });
  return { mobile: null };
});
