import { z } from 'zod';
import { parseWith } from '~/web/api.server';
import { sessionApiCall } from '~/identity/server/api.server';
import { checkOAuthLogin } from '~/identity/application/oauth-login.server';

const schema = z.object({ authId: z.string({ required_error: 'The sign-in key is missing' }).trim().min(1, 'The sign-in key is missing').max(200) });

/** checkOauthLogin {authId}: { mode: OAUTH_BIND | OAUTH_CREATE, email, name, provider }; EXPIRE_KEY when too old or used. */
const handler = sessionApiCall(async ({ input, context }) => checkOAuthLogin(context.runtime, parseWith(schema, input).authId));
export const loader = handler;
export const action = handler;
