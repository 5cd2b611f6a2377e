import { oauthKeyEventTypes } from '../../domain/identity/oauth-key';
import type { Knex } from 'knex';
import type { SocialProvider } from '../../domain/identity/account';
import type { OAuthKeyEvent } from '../../domain/identity/oauth-key';
import { defineProjection } from '../projection';

export const oauthKeysTable = 'identity_oauth_keys_v1';

export const oauthKeysProjection = defineProjection<OAuthKeyEvent>()({
  name: 'identity-oauth-keys',
  reads: oauthKeyEventTypes,
  handles: ['OAuthIdentityReceived', 'OAuthKeyUsed'],
  ignores: [],
  tables: [oauthKeysTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'OAuthIdentityReceived') {
        const d = event.data;
        await trx(oauthKeysTable)
          .insert({ key_hash: d.keyHash, provider: d.provider, subject: d.subject, email: d.email, email_verified: d.emailVerified, name: d.name, expires_at: d.expiresAt })
          .onConflict('key_hash')
          .ignore();
      } else if (event.type === 'OAuthKeyUsed') {
        await trx(oauthKeysTable).where({ key_hash: event.data.keyHash }).update({ used_at: event.data.usedAt });
      }
    }
  },
});

export interface OAuthKeyView {
  provider: SocialProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  expiresAt: string;
  usedAt: string | null;
}

export async function findOAuthKey(db: Knex, keyHash: string): Promise<OAuthKeyView | null> {
  const r = await db(oauthKeysTable).where({ key_hash: keyHash }).first();
  return r
    ? { provider: r.provider, subject: r.subject, email: r.email, emailVerified: r.email_verified, name: r.name, expiresAt: r.expires_at, usedAt: r.used_at }
    : null;
}
