import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/knex';
import type { Knex } from 'knex';
import { ConcurrencyError } from '../../domain/shared/errors';
import type { AppendManyOptions, AppendOptions, AppendResult, EventStore, NewEvent, ReadAllOptions, StreamAppend } from './port';
import type { FeedCheckpoint, RecordedEvent } from '../../domain/shared/feed';

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_position: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  transaction_id: number;
  created_at: string;
}

const columns =
  'global_position, stream_id, stream_position, event_id, type, data, metadata, transaction_id, created_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    globalPosition: Number(row.global_position),
    transactionId: Number(row.transaction_id),
    createdAt: row.created_at,
  };
}

function toAppendResult(r: Record<string, unknown>, duplicate: boolean): AppendResult {
  return {
    nextExpectedVersion: Number(r.nextExpectedVersion),
    firstPosition: Number(r.firstPosition),
    lastPosition: Number(r.lastPosition),
    checkpoint: { transactionId: Number(r.transactionId), position: Number(r.lastPosition) },
    duplicate,
  };
}

function expectedToSql(expected: AppendOptions['expectedVersion']): number {
  if (expected === 'any') return -1;
  if (expected === 'no_stream') return -2;
  return expected;
}

/**
 * PostgreSQL event store. Gap safety: readAll returns only events whose
 * transaction is older than the oldest transaction still running
 * (pg_snapshot_xmin), ordered by (transaction id, position); an event that
 * commits late always sorts after what readers have already seen.
 */
export class PostgresEventStore implements EventStore {
  private listeners = new Set<() => void>();
  private listenClient?: pg.Client;
  private listenStarting?: Promise<void>;
  private announcing = false;
  /** This store's NOTIFY payload: its own notifications are not read as news (it woke its readers already, in process). */
  private readonly announcer = randomUUID();
  private announceAgain = false;

  constructor(
    private readonly db: Db,
    private readonly connectionString?: string,
  ) {}

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const payload = events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata ?? {} }));
    try {
      const { rows } = await this.db.raw<{ rows: { r: Record<string, unknown> }[] }>(
        'SELECT es_append(?, ?, ?, ?::jsonb) AS r',
        [streamId, expectedToSql(options.expectedVersion), options.commandId ?? null, JSON.stringify(payload)],
      );
      const result = toAppendResult(rows[0].r, rows[0].r.duplicate === true);
      this.notifyLocal();
      if (!result.duplicate) this.announce();
      return result;
    } catch (error) {
      const e = error as { code?: string; detail?: string };
      if (e.code === 'ES409') {
        const actual = JSON.parse(e.detail ?? '{}').actual ?? -1;
        throw new ConcurrencyError(streamId, options.expectedVersion, actual);
      }
      if (e.code === '23505' && options.commandId) {
        // The same command id raced on another stream; its first result stands.
        const prior = await this.commandResult(options.commandId);
        if (prior) return prior;
      }
      throw error;
    }
  }

  readonly atomicAcrossStreams = true;

  /**
   * One statement, one transaction: es_append for each part, in stream id order
   * (so two concurrent multi-stream appends take the streams' advisory locks in
   * the same order and cannot deadlock). All or nothing. `asyncCommit`: the same
   * statement sets synchronous_commit off for its own transaction (set_config with
   * is_local), so its commit does not wait for the WAL flush (ADR 068).
   */
  async appendMany(appends: readonly StreamAppend[], options: AppendManyOptions = {}): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    if (appends.some((a) => a.events.length === 0)) throw new Error('append needs at least one event');
    const order = appends.map((_, i) => i).sort((a, b) => (appends[a].streamId < appends[b].streamId ? -1 : appends[a].streamId > appends[b].streamId ? 1 : a - b));
    const parts = order.map((i) => {
      const a = appends[i];
      return {
        stream: a.streamId,
        expected: expectedToSql(a.expectedVersion),
        command: a.commandId ?? null,
        events: a.events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: e.metadata ?? {} })),
      };
    });
    try {
      const { rows } = await this.db.raw<{ rows: { ord: string; r: Record<string, unknown> }[] }>(
        `SELECT p.ord, es_append(p.value->>'stream', (p.value->>'expected')::bigint, p.value->>'command', p.value->'events') AS r
           FROM ${options.asyncCommit ? "(SELECT set_config('synchronous_commit', 'off', true)) AS commit_mode," : ''} jsonb_array_elements(?::jsonb) WITH ORDINALITY AS p(value, ord)
          ORDER BY p.ord`,
        [JSON.stringify(parts)],
      );
      const results: AppendResult[] = new Array(appends.length);
      for (const row of rows) results[order[Number(row.ord) - 1]] = toAppendResult(row.r, row.r.duplicate === true);
      this.notifyLocal();
      if (results.some((r) => !r.duplicate)) this.announce();
      return results;
    } catch (error) {
      const e = error as { code?: string; detail?: string };
      if (e.code === 'ES409') {
        // Name the first stream whose version is not the one expected (nothing was appended).
        for (const a of appends) {
          if (a.expectedVersion === 'any') continue;
          const { version } = await this.streamVersion(a.streamId);
          const expected = a.expectedVersion === 'no_stream' ? 0 : a.expectedVersion;
          if (version !== expected) throw new ConcurrencyError(a.streamId, a.expectedVersion, version);
        }
        throw new ConcurrencyError(appends[0].streamId, appends[0].expectedVersion, JSON.parse(e.detail ?? '{}').actual ?? -1);
      }
      throw error;
    }
  }

  private async streamVersion(streamId: string): Promise<{ version: number }> {
    const { rows } = await this.db.raw<{ rows: { v: number }[] }>('SELECT coalesce(max(stream_position), 0)::int AS v FROM es_events WHERE stream_id = ?', [streamId]);
    return { version: rows[0].v };
  }

  async commandResult(commandId: string): Promise<AppendResult | null> {
    const row = await this.db('es_commands').select('result').where({ command_id: commandId }).first();
    return row ? toAppendResult(row.result, true) : null;
  }

  async readStream(streamId: string): Promise<{ version: number; events: RecordedEvent[] }> {
    const { rows } = await this.db.raw<{ rows: EventRow[] }>(
      `SELECT ${columns} FROM es_events WHERE stream_id = ? ORDER BY stream_position`,
      [streamId],
    );
    const events = rows.map(toRecorded);
    return { version: events.at(-1)?.streamPosition ?? 0, events };
  }

  async streamVersions(streamIds: readonly string[]): Promise<Map<string, number>> {
    const last = await this.lastPlaces(streamIds);
    return new Map(streamIds.map((id) => [id, last.get(id)?.version ?? 0]));
  }

  async streamHeads(streamIds: readonly string[]): Promise<Map<string, FeedCheckpoint>> {
    const last = await this.lastPlaces(streamIds);
    return new Map([...last].map(([id, p]) => [id, p.checkpoint]));
  }

  async streamHeadsAlong<R>(streamIds: readonly string[], rows: Knex.QueryBuilder, orderBy: string): Promise<{ heads: Map<string, FeedCheckpoint>; rows: R[] }> {
    const { rows: [row] } = await this.db.raw<{ rows: { heads: [string, string, string | number][]; rows: R[] }[] }>(
      `SELECT (SELECT coalesce(json_agg(json_build_array(e.stream_id, e.transaction_id::text, e.global_position)), '[]') FROM json_array_elements_text(?::json) AS s(id)
         CROSS JOIN LATERAL (SELECT stream_id, transaction_id, global_position FROM es_events WHERE stream_id = s.id ORDER BY stream_position DESC LIMIT 1) e) AS heads,
       (SELECT coalesce(json_agg(r ORDER BY r.??), '[]') FROM ? AS r) AS rows`,
      [JSON.stringify(streamIds), orderBy, rows],
    );
    return { heads: new Map(row!.heads.map(([id, tx, pos]) => [id, { transactionId: Number(tx), position: Number(pos) }])), rows: row!.rows };
  }

  /** Each stream's last event's version and feed place, in one statement (one backward step down the stream index per stream); a stream with none is left out. */
  private async lastPlaces(streamIds: readonly string[]): Promise<Map<string, { version: number; checkpoint: FeedCheckpoint }>> {
    if (streamIds.length === 0) return new Map();
    const { rows } = await this.db.raw<{ rows: { stream_id: string; stream_position: number; transaction_id: string; global_position: string }[] }>(
      `SELECT e.stream_id, e.stream_position, e.transaction_id::text AS transaction_id, e.global_position FROM json_array_elements_text(?::json) AS s(id)
       CROSS JOIN LATERAL (SELECT stream_id, stream_position, transaction_id, global_position FROM es_events WHERE stream_id = s.id ORDER BY stream_position DESC LIMIT 1) e`,
      [JSON.stringify(streamIds)],
    );
    return new Map(rows.map((r) => [r.stream_id, { version: Number(r.stream_position), checkpoint: { transactionId: Number(r.transaction_id), position: Number(r.global_position) } }]));
  }

  /** The events after `version` (a kept fold's news): one index range read, usually empty or one row. */
  async readStreamAfter(streamId: string, version: number): Promise<{ version: number; events: RecordedEvent[] }> {
    const { rows } = await this.db.raw<{ rows: EventRow[] }>(
      `SELECT ${columns} FROM es_events WHERE stream_id = ? AND stream_position > ? ORDER BY stream_position`,
      [streamId, version],
    );
    const events = rows.map(toRecorded);
    return { version: events.at(-1)?.streamPosition ?? version, events };
  }

  /** Events committed after `after` (what a reader there has yet to see). */
  async countAfter(after: FeedCheckpoint): Promise<number> {
    const { rows } = await this.db.raw(`SELECT count(*)::int AS n FROM es_events WHERE (transaction_id, global_position) > (?::text::xid8, ?::bigint)`, [
      String(after.transactionId),
      after.position,
    ]);
    return rows[0].n;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const after = await this.resolveCheckpoint(options.after);
    const { rows } = await this.db.raw<{ rows: EventRow[] }>(
      `SELECT ${columns} FROM es_events
        WHERE (transaction_id, global_position) > (?::text::xid8, ?::bigint)
          ${options.committed ? '' : 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())'}
        ORDER BY transaction_id, global_position
        LIMIT ?`,
      [String(after.transactionId), after.position, options.limit ?? 1000],
    );
    return rows.map(toRecorded);
  }

  /** The newest visible event's place (older transactions still in flight come after it: their ids are above xmin). */
  async head(options: { committed?: boolean } = {}): Promise<FeedCheckpoint> {
    const { rows } = await this.db.raw<{ rows: { transaction_id: string; global_position: string }[] }>(
      // Sorted by the column (xid8), not by the text it is sent as: `ORDER BY transaction_id`
      // named the output column, so '9999' came after '10000' and the head went back in time.
      `SELECT e.transaction_id::text AS transaction_id, e.global_position FROM es_events e
        ${options.committed ? '' : 'WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())'}
        ORDER BY e.transaction_id DESC, e.global_position DESC
        LIMIT 1`,
    );
    return rows[0] ? { transactionId: Number(rows[0].transaction_id), position: Number(rows[0].global_position) } : { transactionId: 0, position: 0 };
  }

  /** A bare position is turned into a feed checkpoint by looking up its transaction. */
  private async resolveCheckpoint(after: FeedCheckpoint | number | undefined): Promise<FeedCheckpoint> {
    if (after === undefined || after === 0) return { transactionId: 0, position: 0 };
    if (typeof after === 'object') return after;
    const row = await this.db('es_events').select('transaction_id').where({ global_position: after }).first();
    if (!row) throw new Error(`No event at position ${after}`);
    return { transactionId: Number(row.transaction_id), position: after };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.startListening();
    return () => this.listeners.delete(listener);
  }

  /**
   * Wake readers in other processes (LISTEN es_events) after the append has
   * committed. At most one NOTIFY is in flight per process; appends meanwhile are
   * folded into one more. A NOTIFY lost to a crash is covered by the readers' poll.
   */
  private announce() {
    if (this.announcing) {
      this.announceAgain = true;
      return;
    }
    this.announcing = true;
    this.db
      .raw(`SELECT pg_notify('es_events', ?)`, [this.announcer])
      .catch(() => undefined)
      .finally(() => {
        this.announcing = false;
        if (this.announceAgain) {
          this.announceAgain = false;
          this.announce();
        }
      });
  }

  private notifyLocal() {
    for (const l of this.listeners) l();
  }

  /** LISTEN on es_events so appends from other processes wake this one too. */
  private startListening(): Promise<void> {
    if (!this.connectionString || this.listenStarting) return this.listenStarting ?? Promise.resolve();
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listenClient = client;
    client.on('notification', (n) => n.payload !== this.announcer && this.notifyLocal());
    client.on('error', () => undefined);
    this.listenStarting = client
      .connect()
      .then(() => client.query('LISTEN es_events'))
      .then(() => undefined)
      .catch(() => undefined);
    return this.listenStarting;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.listenClient?.end().catch(() => undefined);
  }
}
