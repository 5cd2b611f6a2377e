import { describe, expect, it } from 'vitest';
import { createDb } from '../../infra/db/knex';
import type { Runtime } from '../../infra/runtime';
import { chatMessageLimit, rateLimiter, servedBySeveralProcesses, takeOrRefuse } from '../../app/web/rate-limit.server';
import { atFileEnd } from '../support/cleanup';
import { createTestDatabase } from '../support/db';

/**
 * Issue 27: with several app processes, a user's allowance is one allowance
 * (ADR 058's known limit, closed): two "processes" below are two runtimes with
 * pools of their own on one database, as two cluster workers are.
 */
async function twoProcesses() {
  const { url } = await createTestDatabase();
  const processes = [0, 1].map(() => {
    const db = createDb(url, { max: 2 });
    atFileEnd(() => db.destroy());
    return { config: { WEB_CONCURRENCY: 2, PROJECTIONS: 'inline' }, db } as unknown as Runtime;
  });
  return { processes, db: processes[0]!.db };
}

describe('rate limits across app processes', () => {
  it('are shared only when several processes serve the app', () => {
    expect(servedBySeveralProcesses({ WEB_CONCURRENCY: 1, PROJECTIONS: 'inline' } as Runtime['config'])).toBe(false);
    expect(servedBySeveralProcesses({ WEB_CONCURRENCY: 2, PROJECTIONS: 'inline' } as Runtime['config'])).toBe(true);
    expect(servedBySeveralProcesses({ WEB_CONCURRENCY: 1, PROJECTIONS: 'external' } as Runtime['config'])).toBe(true);
  });

  it('one burst for a user whichever process serves them; a refused take changes nothing; a token given back is one more', async () => {
    const { processes: [a, b], db } = await twoProcesses();
    const limit = { ...chatMessageLimit, name: 'test-shared', burst: 10, perSecond: 1 };
    // The bucket refills at 1 a second; nothing here waits, and the instants are moved in the table instead.
    const takes = await Promise.all(Array.from({ length: 14 }, (_, i) => rateLimiter(i % 2 ? a! : b!).take(limit, 'user-1')));
    expect(takes.filter(Boolean)).toHaveLength(10);
    expect(await rateLimiter(a!).take(limit, 'user-1')).toBe(false);
    // Another user and another limit have their own buckets.
    expect(await rateLimiter(b!).take(limit, 'user-2')).toBe(true);
    expect(await rateLimiter(b!).take({ ...limit, name: 'test-other' }, 'user-1')).toBe(true);
    await rateLimiter(b!).giveBack(limit, 'user-1');
    expect(await rateLimiter(a!).take(limit, 'user-1')).toBe(true);
    expect(await rateLimiter(b!).take(limit, 'user-1')).toBe(false);
    // Three seconds on: three more, and no more than the burst after an hour.
    await db.raw("UPDATE rate_buckets SET at = at - interval '3 seconds' WHERE key = 'test-shared:user-1'");
    expect((await Promise.all(Array.from({ length: 5 }, () => rateLimiter(b!).take(limit, 'user-1')))).filter(Boolean)).toHaveLength(3);
    await db.raw("UPDATE rate_buckets SET at = at - interval '1 hour' WHERE key = 'test-shared:user-1'");
    expect((await Promise.all(Array.from({ length: 12 }, (_, i) => rateLimiter(i % 2 ? a! : b!).take(limit, 'user-1')))).filter(Boolean)).toHaveLength(10);
    // The 429 refusal of a call, in the limit's words.
    await expect(takeOrRefuse(a!, limit, 'user-1')).rejects.toMatchObject({ message: limit.message });
  });

  it('a batch takes as many as it holds (the tracking events): refused whole when less is left, in either process', async () => {
    const { processes: [a, b], db } = await twoProcesses();
    const limit = { ...chatMessageLimit, name: 'test-batch', burst: 150, perSecond: 15 };
    expect(await rateLimiter(a!).take(limit, 'visitor-1', 50)).toBe(true);
    expect(await rateLimiter(b!).take(limit, 'visitor-1', 50)).toBe(true);
    expect(await rateLimiter(a!).take(limit, 'visitor-1', 50)).toBe(true);
    expect(await rateLimiter(b!).take(limit, 'visitor-1', 1)).toBe(false);
    const [{ tokens }] = (await db('rate_buckets').where({ key: 'test-batch:visitor-1' }).select('tokens')) as { tokens: number }[];
    expect(tokens).toBeLessThan(1);
    // A batch larger than the burst is never taken, even from a full bucket of a new visitor.
    expect(await rateLimiter(a!).take(limit, 'visitor-2', 151)).toBe(false);
    expect(await db('rate_buckets').where({ key: 'test-batch:visitor-2' }).first()).toBeUndefined();
    // Two seconds on, 30 more: a batch of 31 is refused whole, and 30 pass.
    await db.raw("UPDATE rate_buckets SET at = at - interval '2 seconds', tokens = 0 WHERE key = 'test-batch:visitor-1'");
    expect(await rateLimiter(b!).take(limit, 'visitor-1', 31)).toBe(false);
    expect(await rateLimiter(a!).take(limit, 'visitor-1', 30)).toBe(true);
  });
});
