import { randomUUID } from 'node:crypto';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { identityCommands } from '../../../domain/identity/commands';
import { addressFields, flagField } from '../../../domain/identity/fields';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import { getAddress, listAddresses } from '../../../projections/identity/addresses';
import { parseWith } from '../../web/api.server';
import { ok, requireUser, userAction } from '../../web/page-form.server';

const idField = z.string({ required_error: 'Please choose an address' }).trim().min(1, 'Please choose an address').max(64);
const saveSchema = addressFields.extend({
  /** Absent (or "new") for a new address. */
  id: z.string().trim().max(64).optional(),
  isDefault: flagField('isDefault').default(false),
});

/** /client/update/address: the client's addresses, the default first. */
export async function addressesLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { addresses: await listAddresses(context.runtime.db, user.id) };
}

/** Address list/add/edit/delete/make default (the spec's /client/manage/address calls), each a command. */
export const addressAction = userAction(async ({ context, session, user, input, intent }) => {
  const { db } = context.runtime;
  const actor = session.actor;
  if (intent === 'save') {
    // An unticked checkbox sends nothing.
    const { id, isDefault, ...fields } = parseWith(saveSchema, { ...input, isDefault: input.isDefault ?? 'false' });
    const existing = id && id !== 'new' ? id : null;
    if (existing && !(await getAddress(db, user.id, existing))) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Address not found');
    const addressId = existing ?? randomUUID();
    await context.runtime.execute(identityCommands.SaveAddress, { userId: user.id, address: { ...fields, id: addressId }, makeDefault: isDefault }, { actor });
    return ok(existing ? 'Your address has been saved' : 'Your address has been added', intent);
  }
  const { id } = parseWith(z.object({ id: idField }), input);
  if (intent === 'delete') {
    await context.runtime.execute(identityCommands.DeleteAddress, { userId: user.id, addressId: id }, { actor });
    return ok('The address has been deleted', intent);
  }
  if (intent === 'default') {
    await context.runtime.execute(identityCommands.SetDefaultAddress, { userId: user.id, addressId: id }, { actor });
    return ok('This is now your default address', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
