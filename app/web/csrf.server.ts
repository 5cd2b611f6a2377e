import { createHmac } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { sameHash } from '../../infra/identity/secrets';
import type { RequestSession } from './session.server';

/**
 * Form posts from pages are checked twice (docs/decisions/007-page-forms-and-csrf.md):
 * 1. the request must come from this site: a browser's Origin (or Sec-Fetch-Site)
 *    naming another site is refused;
 * 2. the form carries a token bound to the session: HMAC(secret, session token).
 *    The token is in an HttpOnly cookie, so another site can neither read nor
 *    compute it. It changes whenever the session does (sign-in, sign-out).
 */
export const csrfFieldName = 'csrf';

export function csrfToken(context: AppLoadContext, session: RequestSession): string {
  return createHmac('sha256', context.runtime.sessionSecret).update(`csrf:${session.token}`).digest('base64url');
}

/** Origins this site answers on: the request's own, and PUBLIC_URL when set. */
function ownOrigins(context: AppLoadContext, request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  if (context.runtime.config.PUBLIC_URL) origins.add(new URL(context.runtime.config.PUBLIC_URL).origin);
  return origins;
}

/**
 * Why a request is not this site's own doing, or null: a browser names the
 * site that made it send the request (Sec-Fetch-Site, Origin). Clients that
 * send neither are not browsers, so no other site can make them send it.
 */
export function crossSiteProblem(context: AppLoadContext, request: Request): string | null {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return 'cross-site request';
  const origin = request.headers.get('origin');
  if (origin && !ownOrigins(context, request).has(origin)) return `foreign origin ${origin.slice(0, 100)}`;
  return null;
}

/** Why a form post is refused, or null when it may go on. */
export function csrfProblem(context: AppLoadContext, request: Request, session: RequestSession, form: FormData): string | null {
  const crossSite = crossSiteProblem(context, request);
  if (crossSite) return crossSite;
  const sent = form.get(csrfFieldName);
  if (typeof sent !== 'string' || !sent) return 'missing form token';
  if (!sameHash(sent, csrfToken(context, session))) return 'stale or forged form token';
  return null;
}
