import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { currentPasswordField, emailField, passwordField, usernameField } from '../../../domain/identity/fields';
import { ValidationError } from '../../../domain/shared/errors';
import { parseWith } from '../../web/api.server';
import { login, register } from '../application/accounts.server';
import { completeOAuthLogin } from '../application/oauth-login.server';
import { ok, visitorAction } from '../../web/page-form.server';
import { rememberAccount } from '../../web/known-browser.server';
import { sessionCookieHeader } from '../../web/session.server';
import { safeRedirect } from '../../web/safe-redirect';

const loginSchema = z.object({ email: emailField, password: currentPasswordField });
const registerSchema = z.object({
  email: emailField,
  password: passwordField,
  username: usernameField.optional(),
  utmCampaign: z.string().trim().max(120).optional(),
});
const authIdField = z.string({ required_error: 'The sign-in key is missing' }).trim().min(1, 'The sign-in key is missing').max(200);
const oauthSchema = z.object({ authId: authIdField, email: emailField, password: currentPasswordField, utmCampaign: z.string().trim().max(120).optional() });

/**
 * The login modal's posts (intent login, register or oauth), each through the
 * identity functions: a new session, its cookie, and an answer for the modal;
 * without scripts, a redirect back to the page.
 */
export const signInAction = visitorAction(async ({ request, context, input, intent, visit }) => {
  let signed: { id: string; token: string; username: string };
  let message: string;
  if (intent === 'login') {
    signed = await login(context.runtime, visit, parseWith(loginSchema, input));
    message = signed.username ? `Welcome back, ${signed.username}` : 'Welcome back';
  } else if (intent === 'register') {
    const fields = parseWith(registerSchema, input);
    signed = await register(context.runtime, visit, { ...fields, username: fields.username || undefined });
    message = 'We have sent an activation code to your e-mail';
  } else if (intent === 'oauth') {
    signed = await completeOAuthLogin(context.runtime, visit, parseWith(oauthSchema, input));
    message = 'You are signed in';
  } else {
    throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionCookieHeader(context, signed.token));
  headers.append('Set-Cookie', await rememberAccount(request, context, signed.id));
  if (input.via !== 'fetch') return redirect(safeRedirect(input.redirectTo), { headers });
  return ok(message, intent, { headers });
});
