import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addressFields, flagField } from '../../domain/identity/fields';
import { identityCommands } from '../../domain/identity/commands';
import { NotFoundError } from '../../domain/shared/errors';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { getAddress } from '../../projections/identity/addresses';

const schema = addressFields.extend({
  /** Absent for a new address. */
  id: z.string().trim().min(1).max(64).optional(),
  isDefault: flagField('isDefault').default(false),
});

/** POST /client/manage/address/save: adds an address, or changes one of the caller's own. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const userId = userOf(session).id;
  const { id, isDefault, ...fields } = parseWith(schema, input);
  if (id && !(await getAddress(context.runtime.db, userId, id))) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Address not found');
  const addressId = id ?? randomUUID();
  await context.runtime.execute(identityCommands.SaveAddress, { userId, address: { ...fields, id: addressId }, makeDefault: isDefault }, { actor: session.actor });
  return getAddress(context.runtime.db, userId, addressId);
});
