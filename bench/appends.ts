import { randomUUID } from 'node:crypto';
import type { Db } from '../infra/db/knex';
import { demoGoods } from '../composition-root/demo/catalogue';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import type { NewEvent } from '../infra/eventstore/port';
import { median, now, pool } from './stats';

/**
 * plain_events: the columns, defaults, constraints and indexes of es_events,
 * with a sequence of its own (LIKE … INCLUDING ALL would share es_events').
 */
export async function createPlainEvents(db: Db): Promise<void> {
  await db.raw(`
    DROP TABLE IF EXISTS plain_events;
    CREATE TABLE plain_events (LIKE es_events INCLUDING ALL);
    CREATE SEQUENCE plain_events_global_position_seq OWNED BY plain_events.global_position;
    ALTER TABLE plain_events ALTER COLUMN global_position SET DEFAULT nextval('plain_events_global_position_seq');
  `);
}

/** GoodsListed events as the command pipeline writes them: realistic data and metadata. */
function payloads(count: number): NewEvent[] {
  const listedAt = new Date(Date.UTC(2026, 10, 1)).toISOString();
  return demoGoods(count, 7, 'a').map((g) => ({
    type: 'GoodsListed',
    data: { ...g, listedAt },
    metadata: { commandId: randomUUID(), actor: { kind: 'system' } },
  }));
}

export interface AppendScenario {
  label: string;
  batchSize: number;
  clients: number;
  /** Events per round for each side. */
  events: number;
  rounds: number;
  /** Pass a command id as the command pipeline does (idempotency row in es_commands). */
  withCommandId: boolean;
}

export interface AppendFigure {
  scenario: AppendScenario;
  appendRates: number[];
  plainRates: number[];
  appendPerSec: number;
  plainPerSec: number;
  ratio: number;
  /** Median of the per-round ratios (each append round over the plain round after it). */
  pairedRatio: number;
  payloadBytes: number;
}

/**
 * A/B rounds, interleaved (ABAB…): appends through PostgresEventStore.append
 * against plain INSERTs of the same rows into plain_events, over the same pool.
 * Each client owns its streams and tracks the expected version, like the pipeline.
 */
export async function benchAppends(db: Db, s: AppendScenario, tag: string): Promise<AppendFigure> {
  const store = new PostgresEventStore(db);
  const events = payloads(Math.min(s.events, 500));
  const eventAt = (i: number) => events[i % events.length];
  const batchesPerClient = Math.ceil(s.events / s.batchSize / s.clients);
  const streamsPerClient = Math.max(1, Math.min(50, batchesPerClient));

  const appendRound = async (round: number) => {
    const start = now();
    await pool(s.clients, s.clients, async (c) => {
      const versions = new Map<string, number>();
      for (let b = 0; b < batchesPerClient; b++) {
        const stream = `bench${tag}-r${round}-c${c}-s${b % streamsPerClient}`;
        const expected = versions.get(stream) ?? 0;
        const batch = Array.from({ length: s.batchSize }, (_, k) => eventAt(b * s.batchSize + k));
        const result = await store.append(stream, batch, {
          expectedVersion: expected === 0 ? 'no_stream' : expected,
          commandId: s.withCommandId ? randomUUID() : undefined,
        });
        versions.set(stream, result.nextExpectedVersion);
      }
    });
    return (batchesPerClient * s.batchSize * s.clients) / ((now() - start) / 1000);
  };

  const plainRound = async (round: number) => {
    const start = now();
    await pool(s.clients, s.clients, async (c) => {
      const versions = new Map<string, number>();
      for (let b = 0; b < batchesPerClient; b++) {
        const stream = `plain${tag}-r${round}-c${c}-s${b % streamsPerClient}`;
        const base = versions.get(stream) ?? 0;
        const values: string[] = [];
        const bindings: (string | number)[] = [];
        for (let k = 0; k < s.batchSize; k++) {
          const e = eventAt(b * s.batchSize + k);
          values.push('(?, ?, ?, ?, ?::jsonb, ?::jsonb)');
          bindings.push(stream, base + k + 1, randomUUID(), e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}));
        }
        await db.raw(
          `INSERT INTO plain_events (stream_id, stream_position, event_id, type, data, metadata) VALUES ${values.join(', ')}`,
          bindings,
        );
        versions.set(stream, base + s.batchSize);
      }
    });
    return (batchesPerClient * s.batchSize * s.clients) / ((now() - start) / 1000);
  };

  // One unmeasured round each to warm the connections, plans and caches.
  await appendRound(-1);
  await plainRound(-1);
  const appendRates: number[] = [];
  const plainRates: number[] = [];
  for (let r = 0; r < s.rounds; r++) {
    appendRates.push(await appendRound(r));
    plainRates.push(await plainRound(r));
  }
  const appendPerSec = median(appendRates);
  const plainPerSec = median(plainRates);
  return {
    scenario: s,
    appendRates,
    plainRates,
    appendPerSec,
    plainPerSec,
    ratio: appendPerSec / plainPerSec,
    pairedRatio: median(appendRates.map((a, i) => a / plainRates[i])),
    payloadBytes: Buffer.byteLength(JSON.stringify(events[0].data)),
  };
}
