import { z } from 'zod';
import { usernameField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { getAccount } from '../../projections/identity/accounts';

const schema = z.object({ username: usernameField });

/** POST /client/manage/update {username}. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const userId = userOf(session).id;
  await context.runtime.execute(identityCommands.UpdateProfile, { ...parseWith(schema, input), userId }, { actor: session.actor });
  return getAccount(context.runtime.db, userId);
});
