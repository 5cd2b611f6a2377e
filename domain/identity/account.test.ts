import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { identityContext } from './context';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import type { AccountEvent } from './account';
import { accountDecider, type AccountCommand, saveAddressSchema } from './account.decide';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-24T10:00:00.000Z';
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const spec = specFor(accountDecider);
const cmd = <T extends AccountCommand['type']>(type: T, data: Extract<AccountCommand, { type: T }>['data'], actor: Actor = alice, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } satisfies CommandMetadata }) as AccountCommand;

const hash = (s: string) => s.padEnd(32, '0');
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    userId: 'u-alice', email: 'alice@example.com', passwordHash: hash('pw'), roles: ['client'], username: '', utmCampaign: null,
    activationCodeHash: hash('code'), activationExpiresAt: '2026-11-23T10:00:00.000Z', registeredAt: now,
  },
};
const register = {
  userId: 'u-alice', email: 'alice@example.com', passwordHash: hash('pw'), roles: ['client'] as const, username: '', utmCampaign: null,
  activationCodeHash: hash('code'), activationExpiresAt: '2026-11-23T10:00:00.000Z', verifiedBy: null,
};
const address = saveAddressSchema.parse({
  userId: 'u-alice', address: { id: 'a1', firstName: 'Alice', lastName: 'Liddell', address1: '1 Rabbit Hole', city: 'Oxford', state: 'CA', zip: '94000' },
}).address;

describe('account', () => {
  it('registers a visitor as a VERIFING client with an activation code', () => {
    spec([]).when(cmd('RegisterAccount', { ...register, roles: ['client'] }, visitor)).then([registered]);
    spec([registered]).when(cmd('RegisterAccount', { ...register, roles: ['client'] }, visitor)).thenThrows('ACCOUNT_EXISTS');
  });

  it('lets only the system or staff create staff accounts or pre-verified ones', () => {
    spec([]).when(cmd('RegisterAccount', { ...register, roles: ['staff'] }, visitor)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('RegisterAccount', { ...register, roles: ['client'], verifiedBy: 'system' }, visitor)).thenThrows('FORBIDDEN');
    const events = accountDecider.decide(cmd('RegisterAccount', { ...register, roles: ['staff'], verifiedBy: 'system' }, { kind: 'system' }), accountDecider.initialState());
    expect(events.map((e) => e.type)).toEqual(['AccountRegistered', 'AccountActivated']);
  });

  it('activates with the right code, counts wrong ones, and stops after five', () => {
    spec([registered]).when(cmd('ActivateEmail', { userId: 'u-alice', codeHash: hash('code') }))
      .then([{ type: 'AccountActivated', data: { userId: 'u-alice', email: 'alice@example.com', activatedAt: now, via: 'code' } }]);
    spec([registered]).when(cmd('ActivateEmail', { userId: 'u-alice', codeHash: hash('nope') }))
      .then([{ type: 'ActivationCodeRejected', data: { userId: 'u-alice', at: now } }]);
    const rejected: AccountEvent = { type: 'ActivationCodeRejected', data: { userId: 'u-alice', at: now } };
    spec([registered, ...Array(5).fill(rejected)]).when(cmd('ActivateEmail', { userId: 'u-alice', codeHash: hash('code') })).thenThrows('ACTIVATION_LOCKED');
    spec([registered]).when(cmd('ActivateEmail', { userId: 'u-alice', codeHash: hash('code') }, alice, later)).thenThrows('ACTIVATION_CODE_EXPIRED');
  });

  it('a new activation code replaces the old one; an active account needs none', () => {
    const issued: AccountEvent = { type: 'ActivationCodeIssued', data: { userId: 'u-alice', codeHash: hash('new'), expiresAt: '2026-11-25T10:00:00.000Z' } };
    spec([registered]).when(cmd('IssueActivationCode', issued.data)).then([issued]);
    spec([registered, issued]).when(cmd('ActivateEmail', { userId: 'u-alice', codeHash: hash('code') }, alice, later))
      .then([{ type: 'ActivationCodeRejected', data: { userId: 'u-alice', at: later } }]);
    const activated: AccountEvent = { type: 'AccountActivated', data: { userId: 'u-alice', email: 'alice@example.com', activatedAt: now, via: 'code' } };
    spec([registered, activated]).when(cmd('IssueActivationCode', issued.data)).thenThrows('ALREADY_ACTIVE');
  });

  it('a reset token works once and only before it expires', () => {
    const requested: AccountEvent = { type: 'PasswordResetRequested', data: { userId: 'u-alice', tokenHash: hash('t1'), expiresAt: '2026-11-22T11:00:00.000Z' } };
    const reset = { userId: 'u-alice', tokenHash: hash('t1'), passwordHash: hash('new') };
    const done: AccountEvent = { type: 'PasswordReset', data: { ...reset, resetAt: now } };
    spec([registered, requested]).when(cmd('ResetPassword', reset, visitor)).then([done]);
    spec([registered, requested, done]).when(cmd('ResetPassword', reset, visitor)).thenThrows('RESET_LINK_INVALID');
    spec([registered, requested]).when(cmd('ResetPassword', reset, visitor, '2026-11-22T11:00:01.000Z')).thenThrows('RESET_LINK_INVALID');
    spec([registered, requested]).when(cmd('ResetPassword', { ...reset, tokenHash: hash('t2') }, visitor)).thenThrows('RESET_LINK_INVALID');
  });

  it('sends at most three reset e-mails an hour per account', () => {
    const requestedAt = (n: number, expiresAt: string): AccountEvent => ({ type: 'PasswordResetRequested', data: { userId: 'u-alice', tokenHash: hash(`r${n}`), expiresAt } });
    const within = ['2026-11-22T10:20:00.000Z', '2026-11-22T10:40:00.000Z', '2026-11-22T10:50:00.000Z'].map((at, i) => requestedAt(i, at));
    const next = { userId: 'u-alice', tokenHash: hash('r9'), expiresAt: '2026-11-22T11:00:00.000Z' };
    spec([registered, ...within.slice(0, 2)]).when(cmd('RequestPasswordReset', next, visitor)).then([{ type: 'PasswordResetRequested', data: next }]);
    spec([registered, ...within]).when(cmd('RequestPasswordReset', next, visitor)).thenThrows('RESET_TOO_OFTEN');
    // Once the earlier links have expired, a new one may be sent.
    spec([registered, ...within]).when(cmd('RequestPasswordReset', next, visitor, '2026-11-22T10:45:00.000Z')).then([{ type: 'PasswordResetRequested', data: next }]);
  });

  it('one client cannot change another client’s account', () => {
    spec([registered]).when(cmd('UpdateProfile', { userId: 'u-alice', username: 'Mallory' }, bob)).thenThrows('FORBIDDEN');
    spec([registered]).when(cmd('SaveAddress', { userId: 'u-alice', address, makeDefault: false }, bob)).thenThrows('FORBIDDEN');
    spec([registered]).when(cmd('DeleteAddress', { userId: 'u-alice', addressId: 'a1' }, bob)).thenThrows('FORBIDDEN');
    expect(() => authorize(visitor, 'SaveAddress', identityContext.rules)).toThrow('Please sign in to continue');
    expect(() => authorize(alice, 'ChangeAccountRoles', identityContext.rules)).toThrow('No access.');
  });

  it('the first address becomes the default; deleting it clears the default', () => {
    const saved: AccountEvent = { type: 'AddressSaved', data: { userId: 'u-alice', address } };
    const defaulted: AccountEvent = { type: 'DefaultAddressChanged', data: { userId: 'u-alice', addressId: 'a1' } };
    spec([registered]).when(cmd('SaveAddress', { userId: 'u-alice', address, makeDefault: false })).then([saved, defaulted]);
    spec([registered, saved, defaulted]).when(cmd('SaveAddress', { userId: 'u-alice', address, makeDefault: true })).then([]);
    spec([registered]).when(cmd('DeleteAddress', { userId: 'u-alice', addressId: 'a1' })).thenThrows('ADDRESS_NOT_FOUND');
    const state = [registered, saved, defaulted, { type: 'AddressDeleted', data: { userId: 'u-alice', addressId: 'a1' } } as AccountEvent]
      .reduce(accountDecider.evolve, accountDecider.initialState());
    expect(state.status !== 'none' && state.account.defaultAddressId).toBeNull();
  });

  it('links one account per provider, replacing an older link', () => {
    const linked: AccountEvent = { type: 'SocialAuthLinked', data: { userId: 'u-alice', provider: 'GOOGLE', subject: 's1', email: 'a@g.com', linkedAt: now } };
    spec([registered]).when(cmd('LinkSocialAuth', { userId: 'u-alice', provider: 'GOOGLE', subject: 's1', email: 'a@g.com' })).then([linked]);
    spec([registered, linked]).when(cmd('LinkSocialAuth', { userId: 'u-alice', provider: 'GOOGLE', subject: 's1', email: 'a@g.com' })).then([]);
    spec([registered, linked]).when(cmd('UnlinkSocialAuth', { userId: 'u-alice', provider: 'GOOGLE' }))
      .then([{ type: 'SocialAuthUnlinked', data: { userId: 'u-alice', provider: 'GOOGLE', subject: 's1' } }]);
    spec([registered]).when(cmd('UnlinkSocialAuth', { userId: 'u-alice', provider: 'FACEBOOK' })).thenThrows('AUTH_NOT_FOUND');
  });

  it('changing the e-mail asks for verification again; preferences record only changes', () => {
    const changed = spec([registered]).when(cmd('ChangeEmail', { userId: 'u-alice', email: 'new@example.com', activationCodeHash: hash('c2'), activationExpiresAt: later }));
    changed.then([{ type: 'AccountEmailChanged', data: { userId: 'u-alice', email: 'new@example.com', previousEmail: 'alice@example.com', activationCodeHash: hash('c2'), activationExpiresAt: later } }]);
    spec([registered]).when(cmd('ChangeContactPreferences', { userId: 'u-alice', openAd: false, openReceive: true }))
      .then([{ type: 'ContactPreferencesChanged', data: { userId: 'u-alice', openAd: false } }]);
  });

  it('sends at most three activation mails an hour, the sign-up mail included', () => {
    const issued = (at: string): AccountEvent => ({
      type: 'ActivationCodeIssued',
      data: { userId: 'u-alice', codeHash: hash(`c${at}`), expiresAt: new Date(Date.parse(at) + 24 * 60 * 60 * 1000).toISOString() },
    });
    const resend = { userId: 'u-alice', codeHash: hash('c-next'), expiresAt: '2026-11-23T10:50:00.000Z' };
    const twoResends = [registered, issued('2026-11-22T10:10:00.000Z'), issued('2026-11-22T10:20:00.000Z')];
    spec([registered, issued('2026-11-22T10:10:00.000Z')]).when(cmd('IssueActivationCode', resend, alice, '2026-11-22T10:30:00.000Z')).then([
      { type: 'ActivationCodeIssued', data: resend },
    ]);
    const error = spec(twoResends).when(cmd('IssueActivationCode', resend, alice, '2026-11-22T10:30:00.000Z')).thenThrows('RATE_LIMITED');
    expect(error.message).toBe('An activation e-mail was sent recently; please check your inbox');
    // An hour after the sign-up mail, one more may go.
    spec(twoResends).when(cmd('IssueActivationCode', resend, alice, '2026-11-22T11:00:00.001Z')).then([{ type: 'ActivationCodeIssued', data: resend }]);
  });

  it('paces e-mail changes like re-sends: each mails an activation code to the new address', () => {
    const change = (email: string, at: string) => ({ userId: 'u-alice', email, activationCodeHash: hash(`c-${email}`), activationExpiresAt: new Date(Date.parse(at) + 24 * 60 * 60 * 1000).toISOString() });
    const changed = (email: string, previousEmail: string, at: string): AccountEvent => ({ type: 'AccountEmailChanged', data: { ...change(email, at), previousEmail } });
    const twice = [registered, changed('victim@example.com', 'alice@example.com', '2026-11-22T10:10:00.000Z'), changed('alice@example.com', 'victim@example.com', '2026-11-22T10:20:00.000Z')];
    const error = spec(twice).when(cmd('ChangeEmail', change('victim@example.com', '2026-11-22T10:30:00.000Z'), alice, '2026-11-22T10:30:00.000Z')).thenThrows('RATE_LIMITED');
    expect(error.message).toBe('An activation e-mail was sent recently; please check your inbox');
    // The same address is no change and sends nothing; an hour after the sign-up mail one more change may go.
    spec(twice).when(cmd('ChangeEmail', change('alice@example.com', '2026-11-22T10:30:00.000Z'), alice, '2026-11-22T10:30:00.000Z')).then([]);
    spec(twice).when(cmd('ChangeEmail', change('victim@example.com', '2026-11-22T11:00:00.001Z'), alice, '2026-11-22T11:00:00.001Z')).then([
      changed('victim@example.com', 'alice@example.com', '2026-11-22T11:00:00.001Z'),
    ]);
  });
});


describe('blocking an account', () => {
  const staffer: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
  const blocked: AccountEvent = { type: 'AccountBlocked', data: { userId: 'u-alice', reason: 'Chargebacks', blockedBy: 'u-staff', blockedAt: now } };
  it('staff block with a reason, once; unblock lifts it; the rules refuse anyone else', () => {
    spec([registered]).when(cmd('BlockAccount', { userId: 'u-alice', reason: 'Chargebacks' }, staffer)).then([blocked]);
    spec([registered, blocked]).when(cmd('BlockAccount', { userId: 'u-alice', reason: 'Again' }, staffer)).then([]);
    spec([registered, blocked]).when(cmd('UnblockAccount', { userId: 'u-alice' }, staffer)).then([{ type: 'AccountUnblocked', data: { userId: 'u-alice', unblockedBy: 'u-staff', unblockedAt: now } }]);
    spec([registered]).when(cmd('UnblockAccount', { userId: 'u-alice' }, staffer)).then([]);
    expect(() => authorize(alice, 'BlockAccount', identityContext.rules)).toThrow();
    expect(() => authorize(staffer, 'BlockAccount', identityContext.rules)).not.toThrow();
  });
  it('never one’s own account, nor a staff account from the console', () => {
    const staffAccount: AccountEvent = { ...registered, data: { ...(registered.data as object), userId: 'u-staff', roles: ['staff'] } } as AccountEvent;
    spec([staffAccount]).when(cmd('BlockAccount', { userId: 'u-staff', reason: 'x' }, staffer)).thenThrows('BLOCK_SELF');
    const other: Actor = { ...staffer, userId: 'u-staff-2' } as Actor;
    spec([staffAccount]).when(cmd('BlockAccount', { userId: 'u-staff', reason: 'x' }, other)).thenThrows('BLOCK_STAFF');
  });
});
