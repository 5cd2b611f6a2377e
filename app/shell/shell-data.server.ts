import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { isDomainError } from '../../domain/shared/errors';
import { csrfToken } from '../web/csrf.server';
import { checkOAuthLogin, providerSettings, signOut, startUserSession } from '~/identity/index.server';
import { getSession, isSameSiteRequest, sessionCookieHeader, sessionHeaders, sessQueryUser } from '../web/session.server';
import { visitOf } from '../web/visit.server';
import { cartBadgeNow } from '~/commerce/index.server';
import { inboxBadges } from '~/messaging/index.server';
import { inspirationVersion } from '~/content/index.server';
import { cookieValue, pageSaleBanner } from '~/promotions/index.server';
import { shellModes } from '../../domain/promotions/sale-banner';
import { isSignInPath, signInRequired, type LoginRequest } from '../web/sign-in-rules';
import { recordLanding } from '~/attribution/index.server';

/** The two messages the social sign-in callback puts in `oauthError`; anything else is not shown as given. */
const oauthErrors = ['Sign-in was cancelled or has expired. Please try again.', 'We could not sign you in with this provider. Please try again.'];

/** What the address asks of the login modal (visitors only). */
async function loginRequest(context: AppLoadContext, url: URL): Promise<LoginRequest | null> {
  const params = url.searchParams;
  const authId = params.get('authId');
  if (authId) {
    try {
      if (authId.length > 200) throw Object.assign(new Error('too long'), { expired: true });
      const key = await checkOAuthLogin(context.runtime, authId);
      return { mode: key.mode, authId, email: key.email, provider: key.provider };
    } catch (error) {
      // EXPIRE_KEY: 'Link expired,please login again' (part 1 §8).
      if (isDomainError(error) && error.code === 'EXPIRE_KEY') return { mode: 'LOGIN', error: error.message };
      if ((error as { expired?: boolean }).expired) return { mode: 'LOGIN', error: 'Link expired,please login again' };
      throw error;
    }
  }
  const oauthError = params.get('oauthError');
  if (oauthError) return { mode: 'LOGIN', error: oauthErrors.includes(oauthError) ? oauthError : oauthErrors[1] };
  if (params.get('register') === '1') return { mode: 'REGISTER' };
  if (isSignInPath(url.pathname) || params.get('login') === '1' || signInRequired(url.pathname)) return { mode: 'LOGIN' };
  return null;
}

/**
 * The root loader: who is signed in, the form token, the providers offered and
 * what the modal should show. `sess` signs in and `status=logout` signs out
 * (part 2 §4), each followed by a redirect to the address without it.
 */
export async function shellData(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  const url = new URL(request.url);
  if (url.searchParams.get('status') === 'logout') {
    url.searchParams.delete('status');
    url.searchParams.delete('sess');
    // Only this site signs a browser out; a link from elsewhere just lands on the page.
    if (!isSameSiteRequest(request)) throw redirect(url.pathname + url.search, { headers: await sessionHeaders(session, context) });
    const token = await signOut(context.runtime, session);
    throw redirect(url.pathname + url.search, { headers: { 'Set-Cookie': await sessionCookieHeader(context, token) } });
  }
  if (url.searchParams.has('sess')) {
    const user = await sessQueryUser(context.runtime, request);
    url.searchParams.delete('sess');
    const headers = user
      ? { 'Set-Cookie': await sessionCookieHeader(context, await startUserSession(context.runtime, await visitOf(request, context, session), user.id, 'sess')) }
      : await sessionHeaders(session, context);
    throw redirect(url.pathname + url.search, { headers });
  }
  // The social popup's landing page reads its own query (authId, oauth, oauthError) and hands it on.
  const popup = url.pathname === '/oauth/popup';
  if (url.searchParams.get('oauth') === 'success' && !popup) {
    url.searchParams.delete('oauth');
    throw redirect(url.pathname + url.search, { headers: await sessionHeaders(session, context) });
  }
  // Issue 26: a landing with tracking values is the visitor's touch (cheap without them; never fails the page).
  await recordLanding(context.runtime, request, session);
  const { config } = context.runtime;
  // Part 2 §2: hideHeader (remembered) and the iOS app's mode (for the browser session); the cookies make the first paint right.
  const modes = shellModes({
    hideHeaderQuery: url.searchParams.get('hideHeader'),
    hideHeaderKept: cookieValue(request, 'rc_hide_header') === '1',
    appQuery: url.searchParams.get('app'),
    appKept: cookieValue(request, 'rc_app') === 'ios',
  });
  const secure = config.NODE_ENV === 'production' ? '; Secure' : '';
  const headers = new Headers(await sessionHeaders(session, context));
  if (url.searchParams.has('hideHeader'))
    headers.append('Set-Cookie', modes.hideHeader ? `rc_hide_header=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}` : `rc_hide_header=; Path=/; Max-Age=0; SameSite=Lax${secure}`);
  if (url.searchParams.has('app')) headers.append('Set-Cookie', modes.iosApp ? `rc_app=ios; Path=/; SameSite=Lax; HttpOnly${secure}` : `rc_app=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`);
  const user = session.user ? { email: session.user.email, roles: session.user.roles, status: session.user.status, username: session.user.username } : null;
  // The shell's reads are independent of each other: asked at once, a page waits for the slowest, not for their sum.
  const [sale, login, cart, inbox, inspiration] = await Promise.all([
    // Issue 26: the sale banner, decided here so it shows without scripts.
    pageSaleBanner(context.runtime, request, { pathname: url.pathname, iosApp: modes.iosApp, viewerId: session.user?.id ?? null }),
    user || popup ? null : loginRequest(context, url),
    // Part 1 §3: cartCount and cartNeedGoodIds, for the header's cart icon on every page.
    // A visitor this request has just made (no token, or one that stopped working) has an id nobody has used yet: an empty cart.
    session.changed && !session.user ? { cartCount: 0, cartNeedGoodIds: [] } : cartBadgeNow(context.runtime, session.user?.id ?? session.visitorId),
    // Issue 10: the top bar's unread chat messages and notifications (the inbox socket keeps them live).
    session.user ? inboxBadges(context.runtime.db, session.user.id) : null,
    // Issue 24: links to /inspiration carry the gallery's version (one primary-key read).
    inspirationVersion(context.runtime),
  ]);
  for (const c of sale.setCookies) headers.append('Set-Cookie', c);
  return data(
    {
      user,
      csrf: csrfToken(context, session),
      providers: { google: Boolean(providerSettings(config, 'google')), facebook: Boolean(providerSettings(config, 'facebook')) },
      login,
      cart,
      inbox,
      inspirationVersion: inspiration,
      modes: modes.iosApp ? { ...modes, backToAppUrl: config.IOS_APP_BACK_URL } : modes,
      saleBanner: sale.banner,
    },
    { headers },
  );
}

export type ShellData = Awaited<ReturnType<typeof shellData>>['data'];
