import { z } from 'zod';
import { mobileField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ mobile: mobileField });

/** POST /client/manage/mobile/set {mobile}. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { mobile } = parseWith(schema, input);
  await context.runtime.execute(identityCommands.SetMobile, { userId: userOf(session).id, mobile }, { actor: session.actor });
  return { mobile };
});
