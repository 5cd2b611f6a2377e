import { z } from 'zod';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ id: z.string({ required_error: 'Please choose an address' }).trim().min(1, 'Please choose an address').max(64) });

/** POST /client/manage/address/delete {id}. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const { id } = parseWith(schema, input);
  await context.runtime.execute(identityCommands.DeleteAddress, { userId: userOf(session).id, addressId: id }, { actor: session.actor });
  return true;
});
