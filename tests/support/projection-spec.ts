import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/feed';
import type { Event } from '../../domain/shared/messages';
import type { Projection } from '../../projections/projection';
import { createTestDatabase } from './db';
import { untestedTypes } from './projection-coverage';

/**
 * Given / then for a projection, on the real PostgreSQL (a fresh migrated
 * database per spec file, every spec in a transaction that is rolled back):
 *
 *   describeProjection<OrderEvent>(ordersProjection, ({ given }) => {
 *     it('lists a placed order', () =>
 *       given({ type: 'OrderPlaced', data: { … }, streamId: 'order-o1' })
 *         .then({ orders_orders_v1: [{ order_id: 'o1', status: 'PLACED' }] }));
 *   });
 *
 * `then` names, per table, the rows expected: the rows of a table all list the
 * columns checked; the table must hold exactly these rows (in any order), so `[]`
 * says it stays empty. Tables it does not name are not looked at. The events are applied
 * twice, each time rolled back: as one batch (as the runner does after a pause)
 * and one event per call (as it does live), and both must leave the same rows.
 *
 * The describe ends with a check that the specs gave at least one event of every
 * type the projection handles.
 */
export type GivenEvent<E extends Event = Event> = E extends Event
  ? {
      type: E['type'];
      data: E['data'];
      /** Default `spec-1`. */
      streamId?: string;
      metadata?: Record<string, unknown>;
      /** When it was recorded (ISO); default 2026-01-01T00:00:00Z plus one second per event. */
      at?: string;
    }
  : never;

export type Rows = Record<string, Record<string, unknown>[]>;

export interface ProjectionSpec<E extends Event> {
  given(...events: GivenEvent<E>[]): {
    /** The rows the tables hold afterwards (see above). */
    then(expected: Rows): Promise<void>;
    /** For what a table of rows cannot say: `check` reads the database inside the transaction (called once per way of applying). */
    thenQuery(check: (trx: Knex.Transaction) => Promise<void>): Promise<void>;
  };
}

const start = Date.parse('2026-01-01T00:00:00Z');

/** Feed records for `events`, in order: global and stream positions, one transaction each, ids and times. */
export function recorded(events: readonly GivenEvent[]): RecordedEvent[] {
  const streamPositions = new Map<string, number>();
  return events.map((e, i) => {
    const streamId = e.streamId ?? 'spec-1';
    const streamPosition = (streamPositions.get(streamId) ?? 0) + 1;
    streamPositions.set(streamId, streamPosition);
    return {
      type: e.type,
      data: e.data,
      metadata: e.metadata ?? { actor: { kind: 'system' }, commandId: `spec-command-${i + 1}` },
      eventId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      streamId,
      streamPosition,
      globalPosition: i + 1,
      transactionId: 1000 + i,
      createdAt: e.at ?? new Date(start + i * 1000).toISOString(),
    };
  });
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back, and returns what it returned. */
async function rolledBack<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  let result: T;
  await db
    .transaction(async (trx) => {
      result = await work(trx);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result!;
}

/** A value as a spec writes it: times as ISO strings, everything else as the driver gives it. */
const plain = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map(plain) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value;
/** JSON with object keys in order, so that equal rows compare equal whatever order their columns came in. */
const canonical = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(canonical).join(',')}]` : value && typeof value === 'object' ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}` : JSON.stringify(value);
const sorted = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => canonical(a).localeCompare(canonical(b)));

async function tablesNow(trx: Knex.Transaction, expected: Rows): Promise<Rows> {
  const out: Rows = {};
  for (const [table, rows] of Object.entries(expected)) {
    const columns = Object.keys(rows[0] ?? {}).sort();
    for (const row of rows) expect(Object.keys(row).sort(), `every expected row of ${table} names the same columns`).toEqual(columns);
    const found = (await trx(table).select(columns.length ? columns : ['*'])) as Record<string, unknown>[];
    out[table] = sorted(found.map((r) => plain(columns.length ? r : {}) as Record<string, unknown>));
  }
  return out;
}

export function describeProjection<E extends Event = Event>(projection: Projection, specs: (spec: ProjectionSpec<E>) => void) {
  const database = createTestDatabase();
  const given = new Set<string>();

  async function applied<T>(events: readonly GivenEvent[], read: (trx: Knex.Transaction) => Promise<T>): Promise<T[]> {
    const handled = new Set(projection.handles);
    for (const e of events) {
      expect(handled, `${projection.name} does not handle ${e.type}: the runner would never give it one`).toContain(e.type);
      given.add(e.type);
    }
    const { db } = await database;
    const feed = recorded(events);
    const asBatch = await rolledBack(db, async (trx) => {
      await projection.apply(trx, feed);
      return read(trx);
    });
    const oneByOne = await rolledBack(db, async (trx) => {
      for (const event of feed) await projection.apply(trx, [event]);
      return read(trx);
    });
    if (!projection.prepare) return [asBatch, oneByOne];
    // As the runner applies a batch: prepared when read, then applied (the prepared work must change nothing).
    const preparedFeed = recorded(events);
    projection.prepare(preparedFeed);
    const prepared = await rolledBack(db, async (trx) => {
      await projection.apply(trx, preparedFeed);
      return read(trx);
    });
    return [asBatch, oneByOne, prepared];
  }

  const spec: ProjectionSpec<E> = {
    given: (...events) => ({
      async then(expected) {
        const want = Object.fromEntries(Object.entries(expected).map(([table, rows]) => [table, sorted(rows.map((r) => plain(r) as Record<string, unknown>))]));
        const [asBatch, oneByOne, prepared] = await applied(events, (trx) => tablesNow(trx, expected));
        expect(asBatch, 'applied as one batch').toEqual(want);
        expect(oneByOne, 'applied one event at a time').toEqual(want);
        if (prepared !== undefined) expect(prepared, 'prepared, then applied as one batch (as the runner does)').toEqual(want);
      },
      async thenQuery(check) {
        await applied(events, check);
      },
    }),
  };

  describe(`projection ${projection.name}`, () => {
    specs(spec);
    it('has a spec giving each event type it handles', () => {
      expect(untestedTypes(projection.handles, given), 'handled event types no spec gives').toEqual([]);
    });
  });
}
