import type { LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { listAddresses } from '../../../projections/identity/addresses';
import { ok, requireUser, userAction } from '../../web/page-form.server';
import { deleteAddress, saveAddress, setDefaultAddress } from '../application/account-settings.server';

/** /client/update/address: the client's addresses, the default first. */
export async function addressesLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { addresses: await listAddresses(context.runtime.db, user.id) };
}

/** Address list/add/edit/delete/make default (the spec's /client/manage/address calls), each a command. */
export const addressAction = userAction(async ({ context, session, user, input, intent }) => {
  const caller = { userId: user.id, actor: session.actor };
  if (intent === 'save') {
    // An unticked checkbox sends nothing.
    const { created } = await saveAddress(context.runtime, caller, { ...input, isDefault: input.isDefault ?? 'false' });
    return ok(created ? 'Your address has been added' : 'Your address has been saved', intent);
  }
  if (intent === 'delete') {
    await deleteAddress(context.runtime, caller, input);
    return ok('The address has been deleted', intent);
  }
  if (intent === 'default') {
    await setDefaultAddress(context.runtime, caller, input);
    return ok('This is now your default address', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
