import type { Event } from '../shared/messages';

/**
 * A signed-in session: `identity-session-<sessionId>`. The client holds
 * `u.<sessionId>.<secret>`; only the secret's hash is kept. Ending the session is
 * what makes a signed-out token stop working. Anonymous visitors have no stream:
 * their token is a signed visitor id.
 */
export const sessionStream = (sessionId: string) => `identity-session-${sessionId}`;

export type SignInMethod = 'password' | 'register' | 'reset' | 'oauth' | 'sess';
export type SessionEndReason = 'logout' | 'rotated' | 'password_changed';

export type SessionEvent =
  | Event<
      'SessionStarted',
      {
        sessionId: string;
        userId: string;
        /** The anonymous visitor this browser was before: their cart and drafts follow them. */
        visitorId: string;
        tokenHash: string;
        method: SignInMethod;
        startedAt: string;
        expiresAt: string;
      }
    >
  | Event<'SessionEnded', { sessionId: string; userId: string; reason: SessionEndReason; endedAt: string }>;

export type SessionState =
  | { status: 'none' }
  | { status: 'active' | 'ended'; userId: string; expiresAt: string };

export const initialSessionState = (): SessionState => ({ status: 'none' });

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', userId: event.data.userId, expiresAt: event.data.expiresAt };
    case 'SessionEnded':
      return state.status === 'none' ? state : { ...state, status: 'ended' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The process that hands what a visitor started over to the account they sign in
 * to (processes/identity/sign-in-claims.ts); sign-in waits for it, so the next
 * page already shows the merged cart and the claimed projects.
 */
export const signInClaimsProcess = 'sign-in-claims';

/** Is a session row usable at `now`? Shared by the decider and the request resolver. */
export function sessionIsLive(session: { endedAt: string | null; expiresAt: string }, now: Date): boolean {
  return session.endedAt === null && new Date(session.expiresAt).getTime() > now.getTime();
}

/** Every SessionEvent type; `satisfies` makes forgetting one a compile error. */
export const sessionEventTypes = Object.keys({
  SessionStarted: true,
  SessionEnded: true,
} satisfies Record<SessionEvent['type'], true>) as SessionEvent['type'][];
