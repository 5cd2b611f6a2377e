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
import { isDomainError } from '../../../domain/shared/errors';
import { checkOAuthLogin, connectProvider } from '../application/oauth-login.server';

/**
 * A provider account to connect: back from "Connect Google" with `?authId=`,
 * the provider's answer (its e-mail) waits for the client's confirmation.
 */
async function pendingConnect(context: LoaderFunctionArgs['context'], request: Request) {
  const authId = new URL(request.url).searchParams.get('authId');
  if (!authId || authId.length > 200) return null;
  try {
    const key = await checkOAuthLogin(context.runtime, authId);
    return { authId, provider: key.provider, email: key.email, expired: false };
  } catch (error) {
    if (isDomainError(error) && error.code === 'EXPIRE_KEY') return { authId: '', provider: null, email: null, expired: true };
    throw error;
  }
}

/** /client and /client/info: the default address, the linked sign-in providers and a provider waiting to be connected. */
export async function overviewLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [addresses, auths, connect] = await Promise.all([listAddresses(context.runtime.db, user.id), listAuths(context.runtime.db, user.id), pendingConnect(context, request)]);
  return { addressCount: addresses.length, defaultAddress: addresses.find((a) => a.isDefault) ?? null, auths, connect };
}

/** Removing a linked provider (deleteAuth; the password still signs in), or connecting one (updateConnect). */
export const overviewAction = userAction(async ({ context, session, user, input, intent }) => {
  if (intent === 'connect') {
    const { provider } = await connectProvider(context.runtime, { userId: user.id, actor: session.actor }, input);
    return ok(`${providerLabel(provider)} is now connected: you can sign in with it`, intent);
  }
  if (intent !== 'deleteAuth') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const { type } = parseWith(z.object({ type: providerField }), input);
  await context.runtime.execute(identityCommands.UnlinkSocialAuth, { userId: user.id, provider: type }, { actor: session.actor });
  return ok(`${providerLabel(type)} is no longer linked to your account`, intent);
});
