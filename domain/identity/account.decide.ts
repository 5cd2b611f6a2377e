import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, RateLimitedError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import {
  type Account,
  type AccountEvent,
  type AccountState,
  evolveAccount,
  initialAccountState,
  maxActivationFailures,
  activationCodeTtlMs,
  mailsSentWithinHour,
  maxSecretMailsPerHour,
  resetTokenTtlMs,
} from './account';
import { addressFields, emailField, flagField, hashField, mobileField, providerField, timestampField, userIdField, usernameField } from './fields';

export const activationTooOftenMessage = 'An activation e-mail was sent recently; please check your inbox';

const roles = z.array(z.enum(['visitor', 'client', 'designer', 'salesman', 'staff', 'supplier_b', 'analyst'])).min(1);
const userId = userIdField;
const addressId = z.string().trim().min(1, 'Please choose an address').max(64);

export const registerAccountSchema = z.object({
  userId,
  email: emailField,
  passwordHash: hashField,
  roles: roles.default(['client']),
  username: usernameField.default(''),
  utmCampaign: z.string().trim().max(120).nullable().default(null),
  activationCodeHash: hashField.nullable().default(null),
  activationExpiresAt: timestampField.nullable().default(null),
  /** Who already vouched for the e-mail: the system (demo data) or a sign-in provider. */
  verifiedBy: z.enum(['system', 'GOOGLE', 'FACEBOOK']).nullable().default(null),
});
export const issueActivationCodeSchema = z.object({ userId, codeHash: hashField, expiresAt: timestampField });
export const activateEmailSchema = z.object({ userId, codeHash: hashField });
export const updateProfileSchema = z.object({ userId, username: usernameField });
export const changeEmailSchema = z.object({ userId, email: emailField, activationCodeHash: hashField, activationExpiresAt: timestampField });
export const changePasswordSchema = z.object({ userId, passwordHash: hashField });
export const requestPasswordResetSchema = z.object({ userId, tokenHash: hashField, expiresAt: timestampField });
export const resetPasswordSchema = z.object({ userId, tokenHash: hashField, passwordHash: hashField });
export const setMobileSchema = z.object({ userId, mobile: mobileField });
export const removeMobileSchema = z.object({ userId });
export const saveAddressSchema = z.object({ userId, address: addressFields.extend({ id: addressId }), makeDefault: flagField('default').default(false) });
export const deleteAddressSchema = z.object({ userId, addressId });
export const setDefaultAddressSchema = z.object({ userId, addressId });
export const linkSocialAuthSchema = z.object({ userId, provider: providerField, subject: z.string().min(1).max(255), email: z.string().max(254).default('') });
export const unlinkSocialAuthSchema = z.object({ userId, provider: providerField });
export const changeContactPreferencesSchema = z.object({ userId, openAd: flagField('openAd').optional(), openReceive: flagField('openReceive').optional() });
export const closeTipSchema = z.object({ userId, tip: z.string().trim().min(1, 'Please give a tip type').max(60) });
export const changeAccountRolesSchema = z.object({ userId, roles });
export const blockAccountSchema = z.object({
  userId,
  reason: z.string({ required_error: 'Please say why the account is blocked' }).trim().min(1, 'Please say why the account is blocked').max(500, 'Please keep the reason under 500 characters'),
});
export const unblockAccountSchema = z.object({ userId });

export type AccountCommand =
  | Command<'RegisterAccount', z.infer<typeof registerAccountSchema>>
  | Command<'IssueActivationCode', z.infer<typeof issueActivationCodeSchema>>
  | Command<'ActivateEmail', z.infer<typeof activateEmailSchema>>
  | Command<'UpdateProfile', z.infer<typeof updateProfileSchema>>
  | Command<'ChangeEmail', z.infer<typeof changeEmailSchema>>
  | Command<'ChangePassword', z.infer<typeof changePasswordSchema>>
  | Command<'RequestPasswordReset', z.infer<typeof requestPasswordResetSchema>>
  | Command<'ResetPassword', z.infer<typeof resetPasswordSchema>>
  | Command<'SetMobile', z.infer<typeof setMobileSchema>>
  | Command<'RemoveMobile', z.infer<typeof removeMobileSchema>>
  | Command<'SaveAddress', z.infer<typeof saveAddressSchema>>
  | Command<'DeleteAddress', z.infer<typeof deleteAddressSchema>>
  | Command<'SetDefaultAddress', z.infer<typeof setDefaultAddressSchema>>
  | Command<'LinkSocialAuth', z.infer<typeof linkSocialAuthSchema>>
  | Command<'UnlinkSocialAuth', z.infer<typeof unlinkSocialAuthSchema>>
  | Command<'ChangeContactPreferences', z.infer<typeof changeContactPreferencesSchema>>
  | Command<'CloseTip', z.infer<typeof closeTipSchema>>
  | Command<'ChangeAccountRoles', z.infer<typeof changeAccountRolesSchema>>
  | Command<'BlockAccount', z.infer<typeof blockAccountSchema>>
  | Command<'UnblockAccount', z.infer<typeof unblockAccountSchema>>;

export const maxAddresses = 20;

/**
 * Ownership: a signed-in user changes only their own account; staff and the
 * system may act for anyone. Commands a visitor may run (register, reset with a
 * token) are the ones that do not call this.
 */
export function assertActsFor(actor: Actor, userId: string): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'user' && (actor.userId === userId || actor.roles.includes('staff'))) return;
  throw new ForbiddenError();
}

function requireAccount(state: AccountState): Account {
  if (state.status === 'none') throw new NotFoundError('ACCOUNT_NOT_FOUND', 'This account does not exist');
  return state.account;
}

function requireAddress(account: Account, addressId: string) {
  if (!account.addresses[addressId]) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Address not found');
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { actor, now } = command.metadata;
  if (command.type === 'RegisterAccount') {
    const d = command.data;
    if (state.status !== 'none') throw new IllegalStateError('ACCOUNT_EXISTS', 'This account already exists');
    const privileged = d.verifiedBy === 'system' || d.roles.some((r) => r !== 'client');
    if (privileged && actor.kind !== 'system' && !(actor.kind === 'user' && actor.roles.includes('staff'))) throw new ForbiddenError();
    if (!d.verifiedBy && !d.activationCodeHash)
      throw new ValidationError('ACTIVATION_CODE_REQUIRED', 'An unverified account needs an activation code');
    const registered: AccountEvent = {
      type: 'AccountRegistered',
      data: {
        userId: d.userId,
        email: d.email,
        passwordHash: d.passwordHash,
        roles: d.roles,
        username: d.username,
        utmCampaign: d.utmCampaign,
        activationCodeHash: d.verifiedBy ? null : d.activationCodeHash,
        activationExpiresAt: d.verifiedBy ? null : d.activationExpiresAt,
        registeredAt: now,
      },
    };
    if (!d.verifiedBy) return [registered];
    return [registered, { type: 'AccountActivated', data: { userId: d.userId, email: d.email, activatedAt: now, via: d.verifiedBy } }];
  }
  if (command.type === 'RequestPasswordReset') {
    const account = requireAccount(state);
    // The app answers this the same as a sent mail, so it reveals nothing about the address.
    if (mailsSentWithinHour(account.resetTokens.map((t) => t.expiresAt), resetTokenTtlMs, now) >= maxSecretMailsPerHour)
      throw new IllegalStateError('RESET_TOO_OFTEN', 'A reset e-mail was sent recently; please check your inbox');
    return [{ type: 'PasswordResetRequested', data: command.data }];
  }
  if (command.type === 'ResetPassword') {
    const { userId, tokenHash, passwordHash } = command.data;
    const account = requireAccount(state);
    const token = account.resetTokens.find((t) => t.tokenHash === tokenHash);
    if (!token || token.expiresAt <= now)
      throw new ValidationError('RESET_LINK_INVALID', 'This reset link is invalid or has expired. Please request a new one.');
    return [{ type: 'PasswordReset', data: { userId, tokenHash, passwordHash, resetAt: now } }];
  }

  assertActsFor(actor, command.data.userId);
  const account = requireAccount(state);
  const { userId } = command.data;
  switch (command.type) {
    case 'IssueActivationCode':
      if (state.status === 'ACTIVE') throw new IllegalStateError('ALREADY_ACTIVE', 'Your e-mail is already verified');
      if (mailsSentWithinHour(account.activationExpiries ?? [], activationCodeTtlMs, command.metadata.now) >= maxSecretMailsPerHour)
        throw new RateLimitedError(activationTooOftenMessage);
      return [{ type: 'ActivationCodeIssued', data: command.data }];
    case 'ActivateEmail': {
      if (state.status === 'ACTIVE') return [];
      const activation = account.activation;
      if (!activation || activation.expiresAt <= now)
        throw new ValidationError('ACTIVATION_CODE_EXPIRED', 'This code has expired. Please request a new activation e-mail.', { code: 'Code expired' });
      if (activation.failures >= maxActivationFailures)
        throw new ValidationError('ACTIVATION_LOCKED', 'Too many wrong codes. Please request a new activation e-mail.', { code: 'Too many wrong codes' });
      // A wrong code is a fact worth keeping (it counts towards the limit); the caller reports it.
      if (activation.codeHash !== command.data.codeHash) return [{ type: 'ActivationCodeRejected', data: { userId, at: now } }];
      return [{ type: 'AccountActivated', data: { userId, email: account.email, activatedAt: now, via: 'code' } }];
    }
    case 'UpdateProfile':
      if (account.username === command.data.username) return [];
      return [{ type: 'ProfileUpdated', data: command.data }];
    case 'ChangeEmail': {
      if (account.email === command.data.email) return [];
      // Each change mails an activation code to the new address: paced like a re-send.
      if (mailsSentWithinHour(account.activationExpiries ?? [], activationCodeTtlMs, command.metadata.now) >= maxSecretMailsPerHour)
        throw new RateLimitedError(activationTooOftenMessage);
      return [{ type: 'AccountEmailChanged', data: { ...command.data, previousEmail: account.email } }];
    }
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.data.passwordHash, changedAt: now } }];
    case 'SetMobile':
      if (account.mobile === command.data.mobile) return [];
      return [{ type: 'MobileNumberSet', data: command.data }];
    case 'RemoveMobile':
      if (account.mobile === null) return [];
      return [{ type: 'MobileNumberRemoved', data: { userId } }];
    case 'SaveAddress': {
      const { address, makeDefault } = command.data;
      const isNew = !account.addresses[address.id];
      if (isNew && Object.keys(account.addresses).length >= maxAddresses)
        throw new ValidationError('TOO_MANY_ADDRESSES', `You can keep at most ${maxAddresses} addresses`);
      const events: AccountEvent[] = [];
      if (JSON.stringify(account.addresses[address.id]) !== JSON.stringify(address)) events.push({ type: 'AddressSaved', data: { userId, address } });
      if ((makeDefault || account.defaultAddressId === null) && account.defaultAddressId !== address.id)
        events.push({ type: 'DefaultAddressChanged', data: { userId, addressId: address.id } });
      return events;
    }
    case 'DeleteAddress':
      requireAddress(account, command.data.addressId);
      return [{ type: 'AddressDeleted', data: command.data }];
    case 'SetDefaultAddress':
      requireAddress(account, command.data.addressId);
      if (account.defaultAddressId === command.data.addressId) return [];
      return [{ type: 'DefaultAddressChanged', data: command.data }];
    case 'LinkSocialAuth': {
      const { provider, subject, email } = command.data;
      const linked = account.auths[provider];
      if (linked?.subject === subject) return [];
      const events: AccountEvent[] = [];
      if (linked) events.push({ type: 'SocialAuthUnlinked', data: { userId, provider, subject: linked.subject } });
      events.push({ type: 'SocialAuthLinked', data: { userId, provider, subject, email, linkedAt: now } });
      return events;
    }
    case 'UnlinkSocialAuth': {
      const linked = account.auths[command.data.provider];
      if (!linked) throw new NotFoundError('AUTH_NOT_FOUND', 'This sign-in method is not linked');
      return [{ type: 'SocialAuthUnlinked', data: { userId, provider: command.data.provider, subject: linked.subject } }];
    }
    case 'ChangeContactPreferences': {
      const { openAd, openReceive } = command.data;
      const changes = {
        ...(openAd !== undefined && openAd !== account.openAd ? { openAd } : {}),
        ...(openReceive !== undefined && openReceive !== account.openReceive ? { openReceive } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ContactPreferencesChanged', data: { userId, ...changes } }];
    }
    case 'CloseTip':
      if (account.closedTips.includes(command.data.tip)) return [];
      return [{ type: 'TipClosed', data: command.data }];
    case 'ChangeAccountRoles':
      return [{ type: 'AccountRolesChanged', data: command.data }];
    case 'BlockAccount': {
      const by = actor.kind === 'user' ? actor.userId : 'system';
      if (by === userId) throw new IllegalStateError('BLOCK_SELF', 'You cannot block your own account');
      if (account.roles.includes('staff') && actor.kind !== 'system') throw new IllegalStateError('BLOCK_STAFF', 'A staff account cannot be blocked from the console');
      if (account.blocked) return [];
      return [{ type: 'AccountBlocked', data: { userId, reason: command.data.reason, blockedBy: by, blockedAt: now } }];
    }
    case 'UnblockAccount':
      if (!account.blocked) return [];
      return [{ type: 'AccountUnblocked', data: { userId, unblockedBy: actor.kind === 'user' ? actor.userId : 'system', unblockedAt: now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};
