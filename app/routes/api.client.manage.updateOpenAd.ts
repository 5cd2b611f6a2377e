import { z } from 'zod';
import { flagField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ openAd: flagField('openAd') });

/** POST /client/manage/updateOpenAd {openAd}: marketing e-mails on or off. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { openAd } = parseWith(schema, input);
  await context.runtime.execute(identityCommands.ChangeContactPreferences, { userId: userOf(session).id, openAd }, { actor: session.actor });
  return { openAd };
});
