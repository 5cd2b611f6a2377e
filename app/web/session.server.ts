import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { signedCookie } from './signed-cookie.server';
import type { AccountStatus } from '../../domain/identity/account';
import { sessionIsLive } from '../../domain/identity/session';
import type { Actor, Role } from '../../domain/shared/messages';
import { sameHash, sign, tokenHash } from '../../infra/identity/secrets';
import type { Runtime } from '../../infra/runtime';
import { findSession } from '../../projections/identity/sessions';

/**
 * Who sends a request. Every browser and API client holds a token:
 * - a visitor: `v.<visitorId>.<signature>` — signed, stored nowhere;
 * - a signed-in user: `u.<sessionId>.<secret>` — the session stream keeps only the
 *   secret's hash, and ending the session makes the token stop working.
 * Pages carry it in a signed HttpOnly cookie, the JSON API in the `authorization`
 * header (`Bearer` optional). A `sess` query on a page address signs the
 * browser in with a session of its own (sessQueryUser, the root loader).
 */
export interface SessionUser {
  id: string;
  email: string;
  roles: Role[];
  /** VERIFING until the e-mail is verified: adding to the cart then prompts verification. */
  status: AccountStatus;
  username: string;
}

export interface RequestSession {
  token: string;
  visitorId: string;
  /** The signed-in session, or null for a visitor. */
  sessionId: string | null;
  user: SessionUser | null;
  actor: Actor;
  /** The cookie must be written: a new visitor, a token that stopped working. */
  changed: boolean;
}

export const sessionCookieName = 'rc_session';
const maxAgeSeconds = 30 * 24 * 60 * 60;
const cookieFor = (runtime: Runtime) => signedCookie(runtime, sessionCookieName, { path: '/', maxAge: maxAgeSeconds });

/** A fresh anonymous token with a new visitor id (first request, sign-out). */
export function newVisitorToken(runtime: Pick<Runtime, 'sessionSecret'>, visitorId: string = randomUUID()): string {
  return `v.${visitorId}.${sign(runtime.sessionSecret, `visitor:${visitorId}`)}`;
}

export function userToken(sessionId: string, secret: string): string {
  return `u.${sessionId}.${secret}`;
}

function visitorSession(token: string, visitorId: string, changed: boolean): RequestSession {
  return { token, visitorId, sessionId: null, user: null, actor: { kind: 'visitor', visitorId }, changed };
}

/** The session a token stands for, or null when it is forged, expired or signed out. */
export async function resolveToken(runtime: Runtime, token: string, now = new Date()): Promise<RequestSession | null> {
  const [kind, id, proof, ...rest] = token.split('.');
  if (!id || !proof || rest.length) return null;
  if (kind === 'v') return sameHash(proof, sign(runtime.sessionSecret, `visitor:${id}`)) ? visitorSession(token, id, false) : null;
  if (kind !== 'u' || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  const row = await findSession(runtime.db, id);
  if (!row || !row.user || !sameHash(tokenHash(proof), row.tokenHash) || !sessionIsLive(row, now)) return null;
  const user: SessionUser = { id: row.userId, email: row.user.email, roles: row.user.roles as Role[], status: row.user.status as AccountStatus, username: row.user.username };
  return {
    token,
    visitorId: row.visitorId,
    sessionId: row.sessionId,
    user,
    actor: { kind: 'user', userId: user.id, visitorId: row.visitorId, email: user.email, roles: user.roles },
    changed: false,
  };
}

/**
 * The user a `sess` query (base64 JSON `{ email, sessionId }`) vouches for: its
 * token must be a live session of that e-mail. Only a same-site navigation may
 * use it (a cross-site link must not sign a browser into someone else's
 * account): Sec-Fetch-Site cross-site refuses it; clients that send no such
 * header (not a browser, so not a victim of another site) are taken at their word.
 * The caller starts a session of the browser's own: the given token is never shared.
 */
export async function sessQueryUser(runtime: Runtime, request: Request): Promise<SessionUser | null> {
  const sess = new URL(request.url).searchParams.get('sess');
  if (!sess || !isSameSiteRequest(request)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(sess, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const { email, sessionId } = (payload ?? {}) as { email?: unknown; sessionId?: unknown };
  if (typeof email !== 'string' || typeof sessionId !== 'string') return null;
  const session = await resolveToken(runtime, sessionId);
  if (!session?.user || session.user.email !== email.trim().toLowerCase()) return null;
  return session.user;
}

/** Not a request another site made the browser send (Sec-Fetch-Site; absent for non-browser clients). */
export function isSameSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'same-site' || site === 'none';
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/**
 * The request is authorized by its `authorization` header: the header's token is
 * the session's. A header that does not resolve (forged, expired, any string a
 * page script sets) leaves the request on its cookie, so it proves nothing: the
 * cross-site check still applies and getSessionId still withholds the token.
 */
export function authorizedByHeader(request: Request, session: RequestSession): boolean {
  const header = bearerToken(request);
  return header !== null && header === session.token;
}

const resolved = new WeakMap<Request, Promise<RequestSession>>();
/** A page read's session, kept on its load context (one per HTTP request) with the credentials it was resolved from. */
const resolvedForRead = new WeakMap<AppLoadContext, { credentials: string; session: Promise<RequestSession> }>();

/**
 * The session of a request (resolved once per request): the `authorization`
 * header, then the cookie; a new visitor otherwise.
 * A token that no longer works (signed out, expired) makes a new visitor.
 *
 * Remix hands each loader its own copy of the request, so a page's loaders
 * share the session through the load context (one per HTTP request): a GET's
 * session is resolved once for all of them (the same credentials, the same
 * HTTP request). An action's is not kept there: the loaders that run after it
 * resolve afresh and show what it changed (a sign-in, a sign-out). Something
 * that outlives its request and asks again (a socket re-checking its sign-in)
 * asks `sessionNow`.
 */
export function getSession(request: Request, context: AppLoadContext): Promise<RequestSession> {
  let session = resolved.get(request);
  if (session) return session;
  const read = request.method === 'GET' || request.method === 'HEAD';
  const credentials = `${request.headers.get('authorization') ?? ''}\n${request.headers.get('cookie') ?? ''}`;
  const kept = read ? resolvedForRead.get(context) : undefined;
  if (kept && kept.credentials === credentials) session = kept.session;
  else {
    session = resolveRequest(request, context.runtime);
    if (read) resolvedForRead.set(context, { credentials, session });
  }
  resolved.set(request, session);
  return session;
}

/** The request's session as the sessions read model shows it now, kept nowhere. */
export function sessionNow(request: Request, runtime: Runtime): Promise<RequestSession> {
  return resolveRequest(request, runtime);
}

async function resolveRequest(request: Request, runtime: Runtime): Promise<RequestSession> {
  const header = bearerToken(request);
  const cookie = (await cookieFor(runtime).parse(request.headers.get('cookie'))) as unknown;
  const candidates = [header, typeof cookie === 'string' ? cookie : null].filter((t): t is string => Boolean(t));
  for (const token of candidates) {
    const session = await resolveToken(runtime, token);
    if (session) return session;
  }
  const visitorId = randomUUID();
  return visitorSession(newVisitorToken(runtime, visitorId), visitorId, true);
}

/** `Set-Cookie` for a token (after sign-in, sign-out, or a changed session). */
export function sessionCookieHeader(context: AppLoadContext, token: string): Promise<string> {
  return cookieFor(context.runtime).serialize(token);
}

/** Headers that keep a page's cookie in step with its session; empty when nothing changed. */
export async function sessionHeaders(session: RequestSession, context: AppLoadContext): Promise<HeadersInit> {
  return session.changed ? { 'Set-Cookie': await sessionCookieHeader(context, session.token) } : {};
}
