import { it } from 'vitest';
import type { AccountEvent } from '../../../domain/identity/account';
import { authsProjection, authsTable } from '../../../projections/identity/auths';
import { describeProjection } from '../../support/projection-spec';

const linked = (userId: string, provider: 'GOOGLE' | 'FACEBOOK', subject: string, email: string) =>
  ({ type: 'SocialAuthLinked', streamId: `identity-${userId}`, data: { userId, provider, subject, email, linkedAt: '2026-01-01T10:00:00.000Z' } }) as const;

describeProjection<AccountEvent>(authsProjection, ({ given }) => {
  it('links a provider account to a user; linking the same provider account again moves it', () =>
    given(linked('u1', 'GOOGLE', 'g-1', 'ada@gmail.test'), linked('u1', 'FACEBOOK', 'f-1', 'ada@fb.test'), linked('u2', 'GOOGLE', 'g-1', 'ada@gmail.test')).then({
      [authsTable]: [
        { provider: 'FACEBOOK', subject: 'f-1', user_id: 'u1', email: 'ada@fb.test', linked_at: '2026-01-01T10:00:00.000Z' },
        { provider: 'GOOGLE', subject: 'g-1', user_id: 'u2', email: 'ada@gmail.test', linked_at: '2026-01-01T10:00:00.000Z' },
      ],
    }));

  it("unlinks only the user's own link", () =>
    given(
      linked('u1', 'GOOGLE', 'g-1', 'ada@gmail.test'),
      linked('u1', 'FACEBOOK', 'f-1', 'ada@fb.test'),
      { type: 'SocialAuthUnlinked', streamId: 'identity-u1', data: { userId: 'u1', provider: 'GOOGLE', subject: 'g-1' } },
      { type: 'SocialAuthUnlinked', streamId: 'identity-u9', data: { userId: 'u9', provider: 'FACEBOOK', subject: 'f-1' } },
    ).then({ [authsTable]: [{ provider: 'FACEBOOK', subject: 'f-1', user_id: 'u1' }] }));
});
