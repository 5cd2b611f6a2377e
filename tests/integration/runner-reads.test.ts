import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/feed';
import type { Event } from '../../domain/shared/messages';
import { createDb, type Db } from '../../infra/db/knex';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import type { EventStore } from '../../infra/eventstore/port';
import { createLogger } from '../../infra/logger';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../../processes/process';
import { ProcessRunner } from '../../workers/process-runner';
import { ProjectionRunner } from '../../workers/projection-runner';
import { ownPostgres, type OwnPostgres } from '../support/own-postgres';

/**
 * Issue 27 (statements per command): a runner woken by an append reads the feed
 * once for a batch that reaches the feed's end, not once more to find it empty;
 * what commits later wakes it again. A catch-up still reads until a read finds
 * nothing. On a PostgreSQL server of this file's own: on the shared one another
 * file's open transaction holds the feed back for a while, and the runners would
 * find their events a read later.
 */
let own: OwnPostgres;
let db: Db;
let store: PostgresEventStore;
const seen: string[] = [];

/** The store, counting the runner's feed reads (and how many events each found). */
function counting(): { store: EventStore; reads: number[] } {
  const reads: number[] = [];
  const wrapped = new Proxy(store, {
    get(target, key) {
      if (key === 'readAll')
        return async (...args: Parameters<EventStore['readAll']>) => {
          const batch = await target.readAll(...args);
          reads.push(batch.length);
          return batch;
        };
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: wrapped as EventStore, reads };
}

const noted: Projection = {
  name: 'test-runner-reads',
  handles: ['TestNoted'],
  tables: [],
  apply: async (_trx: Knex.Transaction, events: readonly RecordedEvent[]) => void seen.push(...events.map((e) => e.streamId)),
};

async function note(id: string) {
  await store.append(`test-note-${id}`, [{ type: 'TestNoted', data: { id }, metadata: { commandId: `note-${id}`, actor: { kind: 'system' } } }], { expectedVersion: 'any' });
}

beforeAll(async () => {
  own = await ownPostgres();
  db = createDb(own.url, { max: 4 });
  store = new PostgresEventStore(db, own.url);
});
afterAll(async () => {
  await store.close();
  await db.destroy();
  await own.stop();
});

/**
 * Starts the runner and waits out its first look at the feed (nothing new); then
 * `append`, and once `arrived` says the runner handled it, the reads it made.
 */
async function liveReads(runner: { start(): Promise<void>; stop(): Promise<void> }, reads: number[], append: () => Promise<void>, arrived: () => boolean) {
  reads.length = 0;
  await runner.start();
  try {
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
    reads.length = 0;
    await append();
    await expect.poll(arrived, { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    return [...reads];
  } finally {
    await runner.stop();
  }
}

describe('feed reads per batch', () => {
  it('the projection runner reads a live batch once; a catch-up reads until nothing is left', async () => {
    const { store: countingStore, reads } = counting();
    const runner = new ProjectionRunner(db, countingStore, [noted], createLogger('silent'), { pollMs: 60_000 });
    await note('p0');
    await runner.catchUp();
    // The catch-up: the event, then a read that finds nothing.
    expect(reads).toEqual([1, 0]);
    // The append's wake: one read that found the event, none ahead of it.
    expect(await liveReads(runner, reads, () => note('p1'), () => seen.includes('test-note-p1'))).toEqual([1]);
  });

  it('the process runner reads a live batch once; a catch-up reads until nothing is left', async () => {
    const { store: countingStore, reads } = counting();
    const mails: string[] = [];
    const reactor = defineReactor<Event<'TestNoted', { id: string }>>()({
      name: 'test-runner-reads-mail',
      handles: ['TestNoted'],
      react: (e) => [{ mail: { toUserId: 'someone', subject: `Noted ${e.data.id}`, text: 'noted', kind: 'test-note' }, key: 'mail' }],
    });
    const runner = new ProcessRunner({
      db,
      store: countingStore,
      pipeline: undefined as never,
      logger: createLogger('silent'),
      processes: [reactor],
      commands: new Map(),
      effects: {},
      sendMail: async (m) => void mails.push(m.subject),
      addressOf: async (userId) => `${userId}@example.com`,
      env: { siteUrl: 'https://roomcraft.test' },
      options: { pollMs: 60_000 },
    });
    await note('r0');
    await runner.catchUp();
    expect(mails).toContain('Noted r0');
    // From the feed's start: both notes, then a read that finds nothing.
    expect(reads.at(-1)).toBe(0);
    // The append's wake: one read that found the event.
    expect(await liveReads(runner, reads, () => note('r1'), () => mails.includes('Noted r1'))).toEqual([1]);
  });
});
