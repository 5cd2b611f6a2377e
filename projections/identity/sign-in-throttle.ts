import type { Knex } from 'knex';
import type { ThrottleEvent } from '../../domain/identity/sign-in-throttle';
import type { Projection } from '../projection';

export const throttleTable = 'identity_signin_throttle_v1';

export const throttleProjection: Projection = {
  name: 'identity-signin-throttle',
  handles: ['SignInFailed', 'SignInFailuresCleared'],
  tables: [throttleTable],
  async apply(trx, events) {
    for (const raw of events) {
      const event = raw as unknown as ThrottleEvent;
      if (event.type === 'SignInFailed') {
        const at = JSON.stringify([event.data.at]);
        // Keep the last 100, like the decider's state.
        await trx.raw(
          `INSERT INTO ${throttleTable} (key, failures) VALUES (?, ?::jsonb)
           ON CONFLICT (key) DO UPDATE SET failures = (
             SELECT coalesce(jsonb_agg(f ORDER BY n), '[]'::jsonb) FROM (
               SELECT f, n FROM jsonb_array_elements(${throttleTable}.failures || EXCLUDED.failures) WITH ORDINALITY AS t(f, n)
               ORDER BY n DESC LIMIT 100) kept)`,
          [event.data.key, at],
        );
      } else if (event.type === 'SignInFailuresCleared') {
        await trx(throttleTable).where({ key: event.data.key }).update({ failures: '[]' });
      }
    }
  },
};

export async function signInFailures(db: Knex, keys: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await db(throttleTable).whereIn('key', keys);
  return Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.key === k)?.failures ?? []]));
}
