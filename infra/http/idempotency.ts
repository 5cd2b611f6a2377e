import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { DomainError, ValidationError } from '../../domain/shared/errors';

/**
 * Idempotency-Key for retried calls. A key belongs to the user who sent it and to
 * one request (method, address, command and body, as a fingerprint): a retry of
 * the same request gets the same command id, so the command applies once; the
 * same key on another request is refused rather than silently dropped. The
 * table is the HTTP adapter's memory of keys, not a read model.
 */
export const idempotencyTable = 'http_idempotency_keys';

export const keyFormatMessage = 'Idempotency-Key must be 8 to 100 letters, digits, ".", ":", "_" or "-"';
export const keyReusedMessage = 'This Idempotency-Key was already used for a different request';

export function fingerprintOf(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The command id for a keyed request, or undefined when no key was sent. */
export async function commandIdForKey(db: Knex, header: string | null, owner: string, fingerprint: string): Promise<string | undefined> {
  if (header === null) return undefined;
  const key = header.trim();
  if (!/^[A-Za-z0-9.:_-]{8,100}$/.test(key)) throw new ValidationError('IDEMPOTENCY_KEY_INVALID', keyFormatMessage, { 'Idempotency-Key': keyFormatMessage });
  await db(idempotencyTable).insert({ owner, key, fingerprint }).onConflict(['owner', 'key']).ignore();
  const row = await db(idempotencyTable).where({ owner, key }).first();
  if (row.fingerprint !== fingerprint) throw new DomainError('conflict', 'IDEMPOTENCY_KEY_REUSED', keyReusedMessage);
  return `idem:${createHash('sha256').update(`${owner}\n${key}`).digest('base64url')}`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${idempotencyTable} (
      owner text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner, key)
    );
  `);
}
