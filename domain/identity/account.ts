import type { Event, Role } from '../shared/messages';

/**
 * A person's account: `identity-<userId>`. Secrets (password, activation code,
 * reset tokens) only ever appear here as hashes made by the app layer.
 */
export const accountStream = (userId: string) => `identity-${userId}`;

/** The spec's spelling: VERIFING means the e-mail is not yet verified. */
export type AccountStatus = 'VERIFING' | 'ACTIVE';
export type SocialProvider = 'GOOGLE' | 'FACEBOOK';

export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

export interface Account {
  userId: string;
  email: string;
  passwordHash: string;
  roles: readonly Role[];
  username: string;
  mobile: string | null;
  openAd: boolean;
  openReceive: boolean;
  activation: { codeHash: string; expiresAt: string; failures: number } | null;
  /** Outstanding reset tokens; each is single-use and expires. */
  resetTokens: readonly { tokenHash: string; expiresAt: string }[];
  /** When each activation code mailed lately expires (the newest five): they pace activation mail. */
  activationExpiries: readonly string[];
  addresses: Readonly<Record<string, Address>>;
  defaultAddressId: string | null;
  auths: Readonly<Partial<Record<SocialProvider, { subject: string; email: string }>>>;
  closedTips: readonly string[];
  /** Blocked by staff: no sign-in, and every session stops working (null when not blocked). */
  blocked?: { reason: string; at: string } | null;
}

export type AccountEvent =
  | Event<
      'AccountRegistered',
      {
        userId: string;
        email: string;
        passwordHash: string;
        roles: Role[];
        username: string;
        utmCampaign: string | null;
        activationCodeHash: string | null;
        activationExpiresAt: string | null;
        registeredAt: string;
      }
    >
  | Event<'AccountActivated', { userId: string; email: string; activatedAt: string; via: 'code' | 'system' | SocialProvider }>
  | Event<'ActivationCodeIssued', { userId: string; codeHash: string; expiresAt: string }>
  | Event<'ActivationCodeRejected', { userId: string; at: string }>
  | Event<'ProfileUpdated', { userId: string; username: string }>
  | Event<'AccountEmailChanged', { userId: string; email: string; previousEmail: string; activationCodeHash: string; activationExpiresAt: string }>
  | Event<'PasswordChanged', { userId: string; passwordHash: string; changedAt: string }>
  | Event<'PasswordResetRequested', { userId: string; tokenHash: string; expiresAt: string }>
  | Event<'PasswordReset', { userId: string; tokenHash: string; passwordHash: string; resetAt: string }>
  | Event<'MobileNumberSet', { userId: string; mobile: string }>
  | Event<'MobileNumberRemoved', { userId: string }>
  | Event<'AddressSaved', { userId: string; address: Address }>
  | Event<'AddressDeleted', { userId: string; addressId: string }>
  | Event<'DefaultAddressChanged', { userId: string; addressId: string | null }>
  | Event<'SocialAuthLinked', { userId: string; provider: SocialProvider; subject: string; email: string; linkedAt: string }>
  | Event<'SocialAuthUnlinked', { userId: string; provider: SocialProvider; subject: string }>
  | Event<'ContactPreferencesChanged', { userId: string; openAd?: boolean; openReceive?: boolean }>
  | Event<'TipClosed', { userId: string; tip: string }>
  | Event<'AccountRolesChanged', { userId: string; roles: Role[] }>
  | Event<'AccountBlocked', { userId: string; reason: string; blockedBy: string; blockedAt: string }>
  | Event<'AccountUnblocked', { userId: string; unblockedBy: string; unblockedAt: string }>;

export type AccountState = { status: 'none' } | { status: AccountStatus; account: Account };

export const initialAccountState = (): AccountState => ({ status: 'none' });

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  if (event.type === 'AccountRegistered') {
    const d = event.data;
    return {
      status: 'VERIFING',
      account: {
        userId: d.userId,
        email: d.email,
        passwordHash: d.passwordHash,
        roles: d.roles,
        username: d.username,
        mobile: null,
        openAd: true,
        openReceive: true,
        activation: d.activationCodeHash ? { codeHash: d.activationCodeHash, expiresAt: d.activationExpiresAt!, failures: 0 } : null,
        resetTokens: [],
        activationExpiries: d.activationExpiresAt ? [d.activationExpiresAt] : [],
        addresses: {},
        defaultAddressId: null,
        auths: {},
        closedTips: [],
      },
    };
  }
  if (state.status === 'none') return state;
  const a = state.account;
  const next = (changes: Partial<Account>, status: AccountStatus = state.status): AccountState => ({ status, account: { ...a, ...changes } });
  switch (event.type) {
    case 'AccountActivated':
      return next({ activation: null }, 'ACTIVE');
    case 'ActivationCodeIssued':
      return next({
        activation: { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt, failures: 0 },
        activationExpiries: [...(a.activationExpiries ?? []), event.data.expiresAt].slice(-5),
      });
    case 'ActivationCodeRejected':
      return next({ activation: a.activation && { ...a.activation, failures: a.activation.failures + 1 } });
    case 'ProfileUpdated':
      return next({ username: event.data.username });
    case 'AccountEmailChanged':
      return next(
        {
          email: event.data.email,
          activation: { codeHash: event.data.activationCodeHash, expiresAt: event.data.activationExpiresAt, failures: 0 },
          activationExpiries: [...(a.activationExpiries ?? []), event.data.activationExpiresAt].slice(-5),
        },
        'VERIFING',
      );
    case 'PasswordChanged':
      return next({ passwordHash: event.data.passwordHash, resetTokens: [] });
    case 'PasswordResetRequested':
      return next({ resetTokens: [...a.resetTokens, { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }].slice(-5) });
    case 'PasswordReset':
      // A reset uses its token and voids every other outstanding one.
      return next({ passwordHash: event.data.passwordHash, resetTokens: [] });
    case 'MobileNumberSet':
      return next({ mobile: event.data.mobile });
    case 'MobileNumberRemoved':
      return next({ mobile: null });
    case 'AddressSaved':
      return next({ addresses: { ...a.addresses, [event.data.address.id]: event.data.address } });
    case 'AddressDeleted': {
      const { [event.data.addressId]: _gone, ...addresses } = a.addresses;
      return next({ addresses, defaultAddressId: a.defaultAddressId === event.data.addressId ? null : a.defaultAddressId });
    }
    case 'DefaultAddressChanged':
      return next({ defaultAddressId: event.data.addressId });
    case 'SocialAuthLinked':
      return next({ auths: { ...a.auths, [event.data.provider]: { subject: event.data.subject, email: event.data.email } } });
    case 'SocialAuthUnlinked': {
      const { [event.data.provider]: _gone, ...auths } = a.auths;
      return next({ auths });
    }
    case 'ContactPreferencesChanged':
      return next({ openAd: event.data.openAd ?? a.openAd, openReceive: event.data.openReceive ?? a.openReceive });
    case 'TipClosed':
      return next({ closedTips: [...a.closedTips, event.data.tip] });
    case 'AccountRolesChanged':
      return next({ roles: event.data.roles });
    case 'AccountBlocked':
      return next({ blocked: { reason: event.data.reason, at: event.data.blockedAt } });
    case 'AccountUnblocked':
      return next({ blocked: null });
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** E-mail addresses are compared without case and surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const activationCodeTtlMs = 24 * 60 * 60 * 1000;
export const resetTokenTtlMs = 60 * 60 * 1000;
/** Reset e-mails for one account within a token's lifetime (an hour): more would let anyone flood an inbox. */
/** Mail carrying a code or a link: at most this many to one account in an hour. */
export const maxSecretMailsPerHour = 3;

/** How many of the mails whose secrets expire at `expiries` (each valid `ttlMs`) were sent in the last hour. */
export function mailsSentWithinHour(expiries: readonly string[], ttlMs: number, now: string): number {
  const since = Date.parse(now) - 60 * 60_000;
  return expiries.filter((e) => Date.parse(e) - ttlMs > since).length;
}
export const maxActivationFailures = 5;

/** Every AccountEvent type; `satisfies` makes forgetting one a compile error. */
export const accountEventTypes = Object.keys({
  AccountRegistered: true,
  AccountActivated: true,
  ActivationCodeIssued: true,
  ActivationCodeRejected: true,
  ProfileUpdated: true,
  AccountEmailChanged: true,
  PasswordChanged: true,
  PasswordResetRequested: true,
  PasswordReset: true,
  MobileNumberSet: true,
  MobileNumberRemoved: true,
  AddressSaved: true,
  AddressDeleted: true,
  DefaultAddressChanged: true,
  SocialAuthLinked: true,
  SocialAuthUnlinked: true,
  ContactPreferencesChanged: true,
  TipClosed: true,
  AccountRolesChanged: true,
  AccountBlocked: true,
  AccountUnblocked: true,
} satisfies Record<AccountEvent['type'], true>) as AccountEvent['type'][];
