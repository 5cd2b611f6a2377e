import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor, Command } from '../shared/messages';
import { emailClaimDecider } from './email-claim.decide';
import { oauthKeyDecider } from './oauth-key.decide';
import { sessionDecider } from './session.decide';
import { signInVerdict, throttleMessage, throttlePolicies } from './sign-in-throttle';

const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const meta = (actor: Actor, at = now) => ({ commandId: 'c1', now: at, actor });
const c = <C extends Command>(type: C['type'], data: C['data'], actor: Actor = visitor, at = now) => ({ type, data, metadata: meta(actor, at) }) as C;
const hash = 'h'.repeat(32);

describe('e-mail claim', () => {
  const spec = specFor(emailClaimDecider);
  const leaseUntil = '2026-11-22T10:10:00.000Z';
  const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@example.com', userId: 'u-alice', leaseUntil } };
  const confirmed = { type: 'EmailClaimConfirmed' as const, data: { email: 'a@example.com', userId: 'u-alice' } };
  const later = '2026-11-22T10:10:00.001Z';
  it('gives an e-mail to one account only, pending for 10 minutes until confirmed', () => {
    spec([]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-alice' })).then([claimed]);
    spec([claimed]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-alice' })).then([]);
    const error = spec([claimed]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-bob' })).thenThrows('EMAIL_TAKEN');
    expect(error.fields.email).toBe('This e-mail is already registered');
    expect(error).toMatchObject({ holder: 'u-alice', reclaimable: false });
    spec([claimed]).when(c('ConfirmEmailClaim', { email: 'a@example.com', userId: 'u-alice' })).then([confirmed]);
    spec([claimed, confirmed]).when(c('ConfirmEmailClaim', { email: 'a@example.com', userId: 'u-alice' })).then([]);
  });
  it('lets another account take over a claim left pending past its lease (a crash between claim and register)', () => {
    const takeOver = { email: 'a@example.com', userId: 'u-bob', takeOverFrom: 'u-alice' };
    // Within the lease, even naming the holder does not take it.
    spec([claimed]).when(c('ClaimEmail', takeOver)).thenThrows('EMAIL_TAKEN');
    const error = spec([claimed]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-bob' }, visitor, later)).thenThrows('EMAIL_TAKEN');
    expect(error).toMatchObject({ holder: 'u-alice', reclaimable: true });
    spec([claimed]).when(c('ClaimEmail', takeOver, visitor, later)).then([
      { type: 'EmailReleased', data: { email: 'a@example.com', userId: 'u-alice' } },
      { type: 'EmailClaimed', data: { email: 'a@example.com', userId: 'u-bob', leaseUntil: '2026-11-22T10:20:00.001Z' } },
    ]);
    // Someone else's name for the holder takes nothing.
    spec([claimed]).when(c('ClaimEmail', { ...takeOver, takeOverFrom: 'u-carol' }, visitor, later)).thenThrows('EMAIL_TAKEN');
  });
  it('a confirmed claim is reclaimable only by naming its holder (whose account the app saw without the e-mail)', () => {
    const error = spec([claimed, confirmed]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-bob' })).thenThrows('EMAIL_TAKEN');
    expect(error).toMatchObject({ reclaimable: true });
    // Claims from before leases count as confirmed.
    const legacy = { type: 'EmailClaimed' as const, data: { email: 'a@example.com', userId: 'u-alice' } };
    spec([legacy]).when(c('ClaimEmail', { email: 'a@example.com', userId: 'u-bob' })).thenThrows('EMAIL_TAKEN');
    spec([legacy]).when(c('ConfirmEmailClaim', { email: 'a@example.com', userId: 'u-alice' })).then([]);
  });
  it('only its owner releases it', () => {
    spec([claimed]).when(c('ReleaseEmail', { email: 'a@example.com', userId: 'u-alice' }, bob)).thenThrows('FORBIDDEN');
    spec([claimed]).when(c('ReleaseEmail', { email: 'a@example.com', userId: 'u-alice' }, alice))
      .then([{ type: 'EmailReleased', data: { email: 'a@example.com', userId: 'u-alice' } }]);
  });
});

describe('session', () => {
  const spec = specFor(sessionDecider);
  const start = { sessionId: 's'.repeat(22), userId: 'u-alice', visitorId: 'v1', tokenHash: hash, method: 'password' as const, expiresAt: '2026-12-22T10:00:00.000Z' };
  const started = { type: 'SessionStarted' as const, data: { ...start, startedAt: now } };
  it('starts once and ends only by its owner', () => {
    spec([]).when(c('StartSession', start)).then([started]);
    spec([started]).when(c('StartSession', start)).thenThrows('SESSION_EXISTS');
    spec([started]).when(c('EndSession', { sessionId: start.sessionId, reason: 'logout' }, bob)).thenThrows('FORBIDDEN');
    spec([started]).when(c('EndSession', { sessionId: start.sessionId, reason: 'logout' }, alice))
      .then([{ type: 'SessionEnded', data: { sessionId: start.sessionId, userId: 'u-alice', reason: 'logout', endedAt: now } }]);
  });
});

describe('social sign-in key', () => {
  const spec = specFor(oauthKeyDecider);
  const received = {
    type: 'OAuthIdentityReceived' as const,
    data: { keyHash: hash, provider: 'GOOGLE' as const, subject: 'g1', email: 'a@g.com', emailVerified: true, name: 'A', expiresAt: '2026-11-22T10:10:00.000Z' },
  };
  it('is used once, before it expires; otherwise EXPIRE_KEY', () => {
    const use = { keyHash: hash, userId: 'u-alice' };
    const used = { type: 'OAuthKeyUsed' as const, data: { ...use, usedAt: now } };
    spec([received]).when(c('UseOAuthKey', use)).then([used]);
    spec([received, used]).when(c('UseOAuthKey', use)).thenThrows('EXPIRE_KEY');
    const late = spec([received]).when(c('UseOAuthKey', use, visitor, '2026-11-22T10:10:00.000Z')).thenThrows('EXPIRE_KEY');
    expect(late.message).toBe('Link expired,please login again');
    spec([]).when(c('UseOAuthKey', use)).thenThrows('EXPIRE_KEY');
  });
});

describe('sign-in throttle', () => {
  const at = (secondsBefore: number) => new Date(Date.parse(now) - secondsBefore * 1000).toISOString();
  const policy = throttlePolicies.account;
  it('lets the first failures through, then slows, then locks for a while', () => {
    expect(signInVerdict([at(3), at(2)], policy, new Date(now))).toEqual({ allowed: true });
    expect(signInVerdict([at(3), at(2), at(1)], policy, new Date(now))).toEqual({ allowed: false, locked: false, retryAfterSeconds: 4 });
    expect(signInVerdict([at(30), at(20), at(10)], policy, new Date(now))).toEqual({ allowed: true });
    const eight = Array.from({ length: 8 }, (_, i) => at(100 - i));
    const locked = signInVerdict(eight, policy, new Date(now));
    expect(locked).toMatchObject({ allowed: false, locked: true });
    expect(throttleMessage(locked as Extract<typeof locked, { allowed: false }>)).toMatch(/locked for 14 minutes/);
    expect(signInVerdict(eight, policy, new Date(Date.parse(now) + 15 * 60_000))).toEqual({ allowed: true });
  });
});
