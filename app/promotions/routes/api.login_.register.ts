import { z } from 'zod';
import { envelope, parseWith } from '~/web/api.server';
import { sessionApiCall } from '~/identity/index.server';
import { registerReferral } from '~/promotions/server/referral.server';

const schema = z.object({
  id: z
    .string({ required_error: 'Please give the referral id' })
    .trim()
    .min(1, 'Please give the referral id')
    .max(64, 'This referral id is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'This referral id is not valid'),
});

/**
 * GET /login/register {id}: the register modal opened from a friend's referral
 * link. The referral is checked as on the home page (once per session; a real
 * client, not the caller) and kept for the session, so the first project's
 * payment takes the discount. Answers `{ referred, offer }` — `offer` (20% off
 * the first project) only to someone who has not paid for a project yet. Says
 * nothing about who the referrer is.
 */
const handler = sessionApiCall(async ({ request, input, context, session }) => {
  const { id } = parseWith(schema, input);
  const { referred, offer, setCookie } = await registerReferral(context.runtime, request, id, session.user?.id ?? null);
  const response = envelope({ referred, offer });
  if (setCookie) response.headers.append('Set-Cookie', setCookie);
  return response;
});
export const loader = handler;
export const action = handler;
