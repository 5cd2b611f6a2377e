import { z } from 'zod';
import { parseWith } from '~/web/api.server';
import { sessionApiCall } from '~/identity/server/api.server';
import type { LoginMode } from '~/web/sign-in-rules';
import { providerSettings } from '~/identity/server/oauth-client.server';

const modes = ['LOGIN', 'REGISTER', 'CREATE', 'OAUTH_BIND', 'OAUTH_CREATE'] as const satisfies readonly LoginMode[];
const loginTypes = ['EMAIL', 'GOOGLE', 'FACEBOOK'] as const;
const upper = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined);

const schema = z.object({
  loginType: z.preprocess(upper, z.enum(loginTypes, { errorMap: () => ({ message: `loginType is one of ${loginTypes.join(', ')}` }) }).default('EMAIL')),
  type: z.preprocess(upper, z.enum(modes, { errorMap: () => ({ message: `type is one of ${modes.join(', ')}` }) }).default('LOGIN')),
  returnTo: z.string().max(2000).optional(),
});

/** What each mode of the login modal asks for. */
const fieldsOf: Record<(typeof modes)[number], string[]> = {
  LOGIN: ['email', 'password'],
  REGISTER: ['email', 'password'],
  CREATE: ['email', 'password'],
  OAUTH_BIND: ['authId', 'email', 'password'],
  OAUTH_CREATE: ['authId', 'email', 'password'],
};

/**
 * getLoginData {loginType, type}: what the login modal needs for this way of
 * signing in and this mode — whether the caller is signed in already, the
 * sign-in providers this site offers, whether the asked one is available, where
 * a social sign-in starts, and the fields the mode asks for. Reads nothing of
 * anyone else.
 */
const handler = sessionApiCall(async ({ input, context, session }) => {
  const q = parseWith(schema, input);
  const config = context.runtime.config;
  const providers = { GOOGLE: Boolean(providerSettings(config, 'google')), FACEBOOK: Boolean(providerSettings(config, 'facebook')) };
  const returnTo = q.returnTo && q.returnTo.startsWith('/') && !q.returnTo.startsWith('//') ? q.returnTo : '/';
  const available = q.loginType === 'EMAIL' || providers[q.loginType];
  return {
    loggedIn: session.user !== null,
    user: session.user ? { id: session.user.id, email: session.user.email, status: session.user.status } : null,
    loginType: q.loginType,
    type: q.type,
    available,
    loginTypes: ['EMAIL', ...loginTypes.filter((t) => t !== 'EMAIL' && providers[t])],
    fields: q.loginType === 'EMAIL' || q.type.startsWith('OAUTH') ? fieldsOf[q.type] : [],
    startUrl: q.loginType !== 'EMAIL' && available ? `/auth/${q.loginType.toLowerCase()}?${new URLSearchParams({ returnTo })}` : null,
    passwordMinLength: 8,
  };
});
export const loader = handler;
export const action = handler;
