import { z } from 'zod';
import { parseWith } from '~/lib/api.server';
import { sessionApiCall } from '~/lib/identity/api.server';
import { identityCommands } from '../../domain/identity/commands';

const schema = z.object({ type: z.string({ required_error: 'Please give a tip type' }).trim().min(1, 'Please give a tip type').max(60) });

/** POST /closeTip/saveTip {type}: remembers a closed tip (signed-in users; visitors get 401). */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { type } = parseWith(schema, input);
  const userId = session.user?.id ?? '';
  await context.runtime.execute(identityCommands.CloseTip, { userId: userId || 'visitor', tip: type }, { actor: session.actor });
  return true;
});
