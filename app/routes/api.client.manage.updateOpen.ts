import { z } from 'zod';
import { flagField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ openReceive: flagField('openReceive') });

/** POST /client/manage/updateOpen {openReceive}: notification e-mails on or off. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { openReceive } = parseWith(schema, input);
  await context.runtime.execute(identityCommands.ChangeContactPreferences, { userId: userOf(session).id, openReceive }, { actor: session.actor });
  return { openReceive };
});
