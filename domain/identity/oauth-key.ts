import type { Event } from '../shared/messages';
import type { SocialProvider } from './account';

/**
 * What a sign-in provider told us, kept briefly under a one-time key (`authId`)
 * while the login modal asks the person to bind or create an account:
 * `identity-oauth-<hash of the key>`.
 */
export const oauthKeyStream = (keyHash: string) => `identity-oauth-${keyHash}`;
export const oauthKeyTtlMs = 10 * 60 * 1000;

export interface ProviderIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export type OAuthKeyEvent =
  | Event<'OAuthIdentityReceived', ProviderIdentity & { keyHash: string; expiresAt: string }>
  | Event<'OAuthKeyUsed', { keyHash: string; userId: string; usedAt: string }>;

export type OAuthKeyState =
  | { status: 'none' }
  | { status: 'open' | 'used'; identity: ProviderIdentity; expiresAt: string };

export const initialOAuthKeyState = (): OAuthKeyState => ({ status: 'none' });

export function evolveOAuthKey(state: OAuthKeyState, event: OAuthKeyEvent): OAuthKeyState {
  switch (event.type) {
    case 'OAuthIdentityReceived': {
      const { keyHash: _k, expiresAt, ...identity } = event.data;
      return { status: 'open', identity, expiresAt };
    }
    case 'OAuthKeyUsed':
      return state.status === 'none' ? state : { ...state, status: 'used' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The spec's text for an expired social key (EXPIRE_KEY). */
export const expiredKeyMessage = 'Link expired,please login again';

export function oauthKeyUsable(key: { usedAt: string | null; expiresAt: string } | null, now: Date): boolean {
  return key !== null && key.usedAt === null && new Date(key.expiresAt).getTime() > now.getTime();
}

/** Every OAuthKeyEvent type; `satisfies` makes forgetting one a compile error. */
export const oauthKeyEventTypes = Object.keys({
  OAuthIdentityReceived: true,
  OAuthKeyUsed: true,
} satisfies Record<OAuthKeyEvent['type'], true>) as OAuthKeyEvent['type'][];
