import { it } from 'vitest';
import { oauthKeyStream, type OAuthKeyEvent } from '../../../domain/identity/oauth-key';
import { oauthKeysProjection, oauthKeysTable } from '../../../projections/identity/oauth-keys';
import { describeProjection } from '../../support/projection-spec';

const received = (keyHash: string, subject: string) =>
  ({ type: 'OAuthIdentityReceived', streamId: oauthKeyStream(keyHash), data: { keyHash, provider: 'GOOGLE', subject, email: `${subject}@gmail.test`, emailVerified: true, name: 'Ada Lovelace', expiresAt: '2026-01-01T10:10:00.000Z' } }) as const;

describeProjection<OAuthKeyEvent>(oauthKeysProjection, ({ given }) => {
  it("keeps a one-time key's identity, unused; the first record of a key stands", () =>
    given(received('k1', 's1'), received('k1', 's2')).then({
      [oauthKeysTable]: [{ key_hash: 'k1', provider: 'GOOGLE', subject: 's1', email: 's1@gmail.test', email_verified: true, name: 'Ada Lovelace', expires_at: '2026-01-01T10:10:00.000Z', used_at: null }],
    }));

  it('marks the key used', () =>
    given(received('k1', 's1'), received('k2', 's2'), { type: 'OAuthKeyUsed', streamId: oauthKeyStream('k1'), data: { keyHash: 'k1', userId: 'u1', usedAt: '2026-01-01T10:01:00.000Z' } }).then({
      [oauthKeysTable]: [
        { key_hash: 'k1', used_at: '2026-01-01T10:01:00.000Z' },
        { key_hash: 'k2', used_at: null },
      ],
    }));
});
