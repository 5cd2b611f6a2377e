import { z } from 'zod';
import { providerField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { listAuths } from '../../projections/identity/auths';

const schema = z.object({ type: providerField });

/** POST /client/manage/deleteAuth {type}: unlinks a provider; the password still signs in. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const userId = userOf(session).id;
  await context.runtime.execute(identityCommands.UnlinkSocialAuth, { userId, provider: parseWith(schema, input).type }, { actor: session.actor });
  return listAuths(context.runtime.db, userId);
});
