import { z } from 'zod';
import { identityCommands } from '../../domain/identity/commands';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { listAddresses } from '../../projections/identity/addresses';

const schema = z.object({ id: z.string({ required_error: 'Please choose an address' }).trim().min(1, 'Please choose an address').max(64) });

/** POST /client/manage/address/updateDefaultAddress {id}: answers the list, the default first. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const userId = userOf(session).id;
  await context.runtime.execute(identityCommands.SetDefaultAddress, { userId, addressId: parseWith(schema, input).id }, { actor: session.actor });
  return listAddresses(context.runtime.db, userId);
});
