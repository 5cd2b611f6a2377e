import { z } from 'zod';
import { identityCommands } from '../../domain/identity/commands';
import { UnauthorizedError } from '../../domain/shared/errors';
import { parseWith } from '~/web/api.server';
import { sessionApiCall } from '~/identity/server/api.server';

const schema = z.object({ type: z.string({ required_error: 'Please give a tip type' }).trim().min(1, 'Please give a tip type').max(60) });

/** POST /closeTip/saveTip {type}: remembers a closed tip for a signed-in user (the spec opens the login modal otherwise: 401). */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { type } = parseWith(schema, input);
  if (!session.user) throw new UnauthorizedError();
  await context.runtime.execute(identityCommands.CloseTip, { userId: session.user.id, tip: type }, { actor: session.actor });
  return true;
});
