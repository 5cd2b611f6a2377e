import { throttleEventTypes } from '../../domain/identity/sign-in-throttle';
import type { Knex } from 'knex';
import type { ThrottleEvent } from '../../domain/identity/sign-in-throttle';
import { defineProjection } from '../projection';

export const throttleTable = 'identity_signin_throttle_v1';

/** Recent failed (or still unresolved) sign-in attempts per throttle key: entries `{ at, attemptId }`, the last 100. */
export const throttleProjection = defineProjection<ThrottleEvent>()({
  name: 'identity-signin-throttle',
  reads: throttleEventTypes,
  handles: ['SignInFailed', 'SignInAttemptSucceeded', 'SignInFailuresCleared'],
  ignores: [],
  tables: [throttleTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SignInFailed') {
        const entry = JSON.stringify([{ at: event.data.at, attemptId: event.data.attemptId ?? null }]);
        await trx.raw(
          `INSERT INTO ${throttleTable} (key, failures) VALUES (?, ?::jsonb)
           ON CONFLICT (key) DO UPDATE SET failures = (
             SELECT coalesce(jsonb_agg(f ORDER BY n), '[]'::jsonb) FROM (
               SELECT f, n FROM jsonb_array_elements(${throttleTable}.failures || EXCLUDED.failures) WITH ORDINALITY AS t(f, n)
               ORDER BY n DESC LIMIT 100) kept)`,
          [event.data.key, entry],
        );
      } else if (event.type === 'SignInAttemptSucceeded') {
        await trx.raw(
          `UPDATE ${throttleTable} SET failures = (
             SELECT coalesce(jsonb_agg(f ORDER BY n), '[]'::jsonb)
             FROM jsonb_array_elements(failures) WITH ORDINALITY AS t(f, n)
             WHERE jsonb_typeof(f) <> 'object' OR f->>'attemptId' IS DISTINCT FROM ?)
           WHERE key = ?`,
          [event.data.attemptId, event.data.key],
        );
      } else if (event.type === 'SignInFailuresCleared') {
        await trx(throttleTable).where({ key: event.data.key }).update({ failures: '[]' });
      }
    }
  },
});

/** When each counted failure happened, per key (for the staff console and tests). */
export async function signInFailures(db: Knex, keys: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await db(throttleTable).whereIn('key', keys);
  const times = (failures: unknown[]) => failures.map((f) => (typeof f === 'string' ? f : (f as { at: string }).at));
  return Object.fromEntries(keys.map((k) => [k, times(rows.find((r) => r.key === k)?.failures ?? [])]));
}
