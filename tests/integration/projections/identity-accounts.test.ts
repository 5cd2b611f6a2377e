import { it } from 'vitest';
import { accountStream, type AccountEvent } from '../../../domain/identity/account';
import { accountsProjection, accountsTable } from '../../../projections/identity/accounts';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = accountsTable;
const registered = (userId: string, email = `${userId}@example.com`): GivenEvent<AccountEvent> => ({
  type: 'AccountRegistered',
  streamId: accountStream(userId),
  data: { userId, email, passwordHash: 'scrypt$first', roles: ['client'], username: 'Ada', utmCampaign: 'spring', activationCodeHash: 'code-hash', activationExpiresAt: '2026-01-02T10:00:00.000Z', registeredAt: '2026-01-01T10:00:00.000Z' },
});
const on = (userId: string, event: Omit<GivenEvent<AccountEvent>, 'streamId'>) => ({ ...event, streamId: accountStream(userId) }) as GivenEvent<AccountEvent>;

describeProjection<AccountEvent>(accountsProjection, ({ given }) => {
  it('registers an account, waiting for its e-mail to be verified; the first registration stands', () =>
    given(registered('u1'), registered('u1', 'other@example.com')).then({
      [t]: [{ user_id: 'u1', email: 'u1@example.com', password_hash: 'scrypt$first', roles: ['client'], status: 'VERIFING', username: 'Ada', utm_campaign: 'spring', registered_at: '2026-01-01T10:00:00.000Z', activated_at: null, mobile: null, open_ad: true, open_receive: true, closed_tips: [], blocked_at: null }],
    }));

  it('activates it; a new e-mail waits for verification again', () =>
    given(
      registered('u1'),
      registered('u2'),
      on('u1', { type: 'AccountActivated', data: { userId: 'u1', email: 'u1@example.com', activatedAt: '2026-01-01T11:00:00.000Z', via: 'code' } }),
      on('u2', { type: 'AccountActivated', data: { userId: 'u2', email: 'u2@example.com', activatedAt: '2026-01-01T11:00:00.000Z', via: 'GOOGLE' } }),
      on('u2', { type: 'AccountEmailChanged', data: { userId: 'u2', email: 'new@example.com', previousEmail: 'u2@example.com', activationCodeHash: 'h', activationExpiresAt: '2026-01-03T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { user_id: 'u1', email: 'u1@example.com', status: 'ACTIVE', activated_at: '2026-01-01T11:00:00.000Z' },
        { user_id: 'u2', email: 'new@example.com', status: 'VERIFING', activated_at: null },
      ],
    }));

  it('keeps the name, the password hash (changed or reset), the mobile number and the roles', () =>
    given(
      registered('u1'),
      registered('u2'),
      on('u1', { type: 'ProfileUpdated', data: { userId: 'u1', username: 'Ada Lovelace' } }),
      on('u1', { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$second', changedAt: '2026-01-02T00:00:00.000Z' } }),
      on('u2', { type: 'PasswordReset', data: { userId: 'u2', tokenHash: 'tok', passwordHash: 'scrypt$reset', resetAt: '2026-01-02T00:00:00.000Z' } }),
      on('u1', { type: 'MobileNumberSet', data: { userId: 'u1', mobile: '+15125550100' } }),
      on('u2', { type: 'MobileNumberSet', data: { userId: 'u2', mobile: '+15125550101' } }),
      on('u2', { type: 'MobileNumberRemoved', data: { userId: 'u2' } }),
      on('u2', { type: 'AccountRolesChanged', data: { userId: 'u2', roles: ['client', 'designer'] } }),
    ).then({
      [t]: [
        { user_id: 'u1', username: 'Ada Lovelace', password_hash: 'scrypt$second', mobile: '+15125550100', roles: ['client'] },
        { user_id: 'u2', username: 'Ada', password_hash: 'scrypt$reset', mobile: null, roles: ['client', 'designer'] },
      ],
    }));

  it('changes only the contact preferences named; closed tips add up', () =>
    given(
      registered('u1'),
      on('u1', { type: 'ContactPreferencesChanged', data: { userId: 'u1', openAd: false } }),
      on('u1', { type: 'ContactPreferencesChanged', data: { userId: 'u1', openReceive: false } }),
      on('u1', { type: 'ContactPreferencesChanged', data: { userId: 'u1', openAd: true } }),
      on('u1', { type: 'TipClosed', data: { userId: 'u1', tip: 'cart' } }),
      on('u1', { type: 'TipClosed', data: { userId: 'u1', tip: 'design' } }),
    ).then({ [t]: [{ user_id: 'u1', open_ad: true, open_receive: false, closed_tips: ['cart', 'design'] }] }));

  it('blocks and unblocks an account, with the reason while blocked', () =>
    given(
      registered('u1'),
      registered('u2'),
      on('u1', { type: 'AccountBlocked', data: { userId: 'u1', reason: 'Card testing', blockedBy: 'staff-1', blockedAt: '2026-01-05T00:00:00.000Z' } }),
      on('u2', { type: 'AccountBlocked', data: { userId: 'u2', reason: 'Spam', blockedBy: 'staff-1', blockedAt: '2026-01-05T00:00:00.000Z' } }),
      on('u2', { type: 'AccountUnblocked', data: { userId: 'u2', unblockedBy: 'staff-1', unblockedAt: '2026-01-06T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { user_id: 'u1', blocked_at: '2026-01-05T00:00:00.000Z', blocked_reason: 'Card testing' },
        { user_id: 'u2', blocked_at: null, blocked_reason: null },
      ],
    }));
});
