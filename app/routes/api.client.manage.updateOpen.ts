import { z } from 'zod';
import { flagField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/lib/api.server';
import { sessionApiCall, userOf } from '~/lib/identity/api.server';

const schema = z.object({ openReceive: flagField('openReceive') });

/** POST /client/manage/updateOpen {openReceive}: notification e-mails on or off. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { openReceive } = parseWith(schema, input);
  await context.runtime.execute(identityCommands.ChangeContactPreferences, { userId: userOf(session).id, openReceive }, { actor: session.actor });
  return { openReceive };
});
