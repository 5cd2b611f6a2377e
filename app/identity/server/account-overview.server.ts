import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { identityCommands } from '../../../domain/identity/commands';
import { providerField } from '../../../domain/identity/fields';
import { ValidationError } from '../../../domain/shared/errors';
import { listAddresses } from '../../../projections/identity/addresses';
import { listAuths } from '../../../projections/identity/auths';
import { parseWith } from '../../web/api.server';
import { requireUser, ok, userAction } from '../../web/page-form.server';
import { providerLabel } from '../../web/sign-in-rules';

/** /client and /client/info: the default address and the linked sign-in providers. */
export async function overviewLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [addresses, auths] = await Promise.all([listAddresses(context.runtime.db, user.id), listAuths(context.runtime.db, user.id)]);
  return { addressCount: addresses.length, defaultAddress: addresses.find((a) => a.isDefault) ?? null, auths };
}

/** Removing a linked provider (deleteAuth): the password still signs in. */
export const overviewAction = userAction(async ({ context, session, user, input, intent }) => {
  if (intent !== 'deleteAuth') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const { type } = parseWith(z.object({ type: providerField }), input);
  await context.runtime.execute(identityCommands.UnlinkSocialAuth, { userId: user.id, provider: type }, { actor: session.actor });
  return ok(`${providerLabel(type)} is no longer linked to your account`, intent);
});
