import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { foldStream } from '../../domain/event-log/folds';
import { promotionCommands } from '../../domain/promotions/commands';
import type { FeedCheckpoint, RecordedEvent } from '../../domain/shared/feed';
import type { Actor } from '../../domain/shared/messages';
import { createRuntime } from '../../composition-root/runtime';
import type { EventStore } from '../../infra/eventstore/port';
import { createLogger } from '../../infra/logger';
import { folds, projections } from '../../composition-root/registry';
import { getGoods, searchGoods } from '../../projections/catalogue/goods.queries';
import { exportEvents } from '../../workers/event-export';
import { dropReplaySchema, listReplaySchemas, PointInTimeError, replayUntil } from '../../workers/point-in-time';
import { ProjectionRunner } from '../../workers/projection-runner';
import { createTestDatabase } from '../support/db';
import { testConfig } from '../support/runtime';
import { atFileEnd } from '../support/cleanup';

const { allEventTypes, foldFor } = folds;

const staff: Actor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] };

const ready = (async () => {
  const { url } = await createTestDatabase({ demo: true });
  const rt = await createRuntime(testConfig(), { databaseUrl: url, logger: createLogger('silent') });
  atFileEnd(() => rt.close());
  return Object.assign(rt, { url });
})();

const projection = (name: string) => projections.find((p) => p.name === name)!;

/** A projection's tables, each sorted, from the live schema or another. */
async function dump(db: Knex, tables: readonly string[], schema?: string) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await db(schema ? `${schema}.${t}` : t).select('*')).map((r) => JSON.stringify(r)).sort();
  return out;
}

/** The last event in feed order. */
async function head(db: Knex): Promise<{ position: number; createdAt: string }> {
  const row = await db('es_events').orderBy([{ column: 'transaction_id', order: 'desc' }, { column: 'global_position', order: 'desc' }]).first('global_position', 'created_at');
  return { position: Number(row.global_position), createdAt: row.created_at };
}

const goodsTables = projection('catalogue-goods').tables;
const creditsTables = projection('promotions-credits').tables;

describe('point-in-time replay', () => {
  it('builds a read model exactly as it stood when the head was at a position, into its own schema, leaving the live one alone', async () => {
    const rt = await ready;
    await rt.runner!.catchUp();
    const then = await head(rt.db);
    const goodsThen = await dump(rt.db, goodsTables);
    const creditsThen = await dump(rt.db, creditsTables);
    // The events below must carry later times than `then` (the replay by time below): wait for the database's clock to move on.
    await expect.poll(async () => (await rt.db.raw("SELECT now() > ?::timestamptz + interval '20 milliseconds' AS later", [then.createdAt])).rows[0].later, { interval: 5 }).toBe(true);
    await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00001', priceCents: 111100, salePriceCents: null }, { actor: staff });
    await rt.execute(catalogueCommands.ChangeGoodsDetails, { goodsId: 'g00002', changes: { name: 'Pointintime Walnut Bench' } }, { actor: staff });
    await rt.execute(catalogueCommands.DelistGoods, { goodsId: 'g00003' }, { actor: staff });
    await rt.execute(promotionCommands.GrantCredits, { clientId: 'demo-client', grantId: 'pit-1', amountCents: 700, reason: 'Sorry for the wait', expiresAt: null }, { actor: staff });
    await rt.runner!.catchUp();
    const goodsNow = await dump(rt.db, goodsTables);
    expect(goodsNow).not.toEqual(goodsThen);

    const r = await replayUntil(rt.db, rt.store, projection('catalogue-goods'), { position: then.position }, { batchSize: 200 });
    expect(r).toMatchObject({ schema: `replay_catalogue_goods_${then.position}`, projection: 'catalogue-goods', position: then.position });
    expect(await dump(rt.db, goodsTables, r.schema)).toEqual(goodsThen);
    expect(await rt.db(`${r.schema}.replay_info`).first()).toMatchObject({ projection: 'catalogue-goods', until: String(then.position), position: then.position });
    // The live tables are as they were, and still answer.
    expect(await dump(rt.db, goodsTables)).toEqual(goodsNow);
    expect(await getGoods(rt.db, 'g00001')).toMatchObject({ priceCents: 111100 });

    const credits = await replayUntil(rt.db, rt.store, projection('promotions-credits'), { position: then.position });
    expect(await dump(rt.db, creditsTables, credits.schema)).toEqual(creditsThen);

    // By time: every event until the first one recorded after it.
    const byTime = await replayUntil(rt.db, rt.store, projection('catalogue-goods'), { time: then.createdAt });
    expect(byTime.position).toBe(then.position);
    expect(await dump(rt.db, goodsTables, byTime.schema)).toEqual(goodsThen);

    // Up to the head it equals the live read model.
    const now = await head(rt.db);
    const atHead = await replayUntil(rt.db, rt.store, projection('catalogue-goods'), { position: now.position });
    expect(await dump(rt.db, goodsTables, atHead.schema)).toEqual(goodsNow);
  });

  it('refuses a position no event has, and leaves no schema behind', async () => {
    const rt = await ready;
    await expect(replayUntil(rt.db, rt.store, projection('catalogue-goods'), { position: 987_654_321 })).rejects.toThrow(new PointInTimeError('No event at position 987654321 in the log'));
    const { rows } = await rt.db.raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'replay\\_building%' OR nspname LIKE 'rebuild\\_%'`);
    expect(rows).toEqual([]);
  });

  it('lists the replay schemas and drops one, and nothing else', async () => {
    const rt = await ready;
    const listed = await listReplaySchemas(rt.db);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    const goods = listed.find((s) => s.projection === 'catalogue-goods')!;
    expect(goods.schema).toBe(`replay_catalogue_goods_${goods.position}`);
    await expect(dropReplaySchema(rt.db, 'public')).rejects.toThrow(PointInTimeError);
    expect(await dropReplaySchema(rt.db, goods.schema)).toBe(true);
    expect((await listReplaySchemas(rt.db)).map((s) => s.schema)).not.toContain(goods.schema);
    expect(await dropReplaySchema(rt.db, goods.schema)).toBe(false);
  });
});

describe('folding a stream', () => {
  it('gives at the head what the live read models show, for every kind of stream in the log', async () => {
    const rt = await ready;
    await rt.runner!.catchUp();
    const goods = await rt.store.readStream('goods-g00001');
    const state = foldStream(foldFor('goods-g00001')!, goods.events) as { status: string; goods: { priceCents: number; name: string } };
    const live = await getGoods(rt.db, 'g00001');
    expect(state.status).toBe('listed');
    expect(state.goods).toMatchObject({ priceCents: live!.priceCents, name: live!.name });
    const delisted = foldStream(foldFor('goods-g00003')!, (await rt.store.readStream('goods-g00003')).events) as { status: string };
    expect(delisted.status).toBe('delisted');
    expect((await searchGoods(rt.db, { keywords: 'g00003' })).items.map((g) => g.id)).not.toContain('g00003');

    // Every stream in the log has a fold, and every event type is one the registry knows.
    const streams: { stream_id: string }[] = await rt.db('es_events').distinct('stream_id');
    expect(streams.length).toBeGreaterThan(500);
    expect(streams.map((s) => s.stream_id).filter((id) => !foldFor(id))).toEqual([]);
    const types: { type: string }[] = await rt.db('es_events').distinct('type');
    expect(types.map((t) => t.type).filter((t) => !allEventTypes.includes(t))).toEqual([]);
  });
});

/** An output that takes its time, so the export has to wait for it. */
class SlowSink extends Writable {
  readonly lines: string[] = [];
  private partial = '';
  constructor(highWaterMark: number) {
    super({ highWaterMark });
  }
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    const text = this.partial + chunk.toString();
    const parts = text.split('\n');
    this.partial = parts.pop()!;
    this.lines.push(...parts);
    setImmediate(done);
  }
}

describe('npm run events -- export', () => {
  it('writes every event as NDJSON in feed order, with command id and actor, never a secret', async () => {
    const rt = await ready;
    const sink = new SlowSink(16 * 1024);
    const result = await exportEvents(rt.store, sink, {});
    await new Promise((r) => sink.end(r));
    const [{ n }] = await rt.db('es_events').count({ n: '*' });
    expect(result.written).toBe(Number(n));
    const events = sink.lines.map((l) => JSON.parse(l));
    expect(events).toHaveLength(Number(n));
    expect(events[0]).toMatchObject({ streamId: 'categorytree-main', streamPosition: 1, actor: { kind: 'system', id: 'system' } });
    expect(events.every((e) => typeof e.commandId === 'string' && typeof e.time === 'string' && e.actor.kind)).toBe(true);
    const priceChange = events.find((e) => e.type === 'GoodsPriceChanged' && e.streamId === 'goods-g00001');
    expect(priceChange).toMatchObject({ actor: { kind: 'user', id: 'demo-staff' }, data: { priceCents: 111100 } });
    // The password hashes in the log never reach the export.
    const hashes: { h: string }[] = await rt.db('es_events').where({ type: 'AccountRegistered' }).select(rt.db.raw(`data->>'passwordHash' AS h`));
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    const text = sink.lines.join('\n');
    for (const { h } of hashes) expect(text).not.toContain(h);
    expect(events.find((e) => e.type === 'AccountRegistered').data.passwordHash).toBe('[redacted]');
  });

  it('filters by type, stream prefix, position and time', async () => {
    const rt = await ready;
    const run = async (filter: Parameters<typeof exportEvents>[2]) => {
      const sink = new SlowSink(1 << 20);
      await exportEvents(rt.store, sink, filter, { batchSize: 300 });
      await new Promise((r) => sink.end(r));
      return sink.lines.map((l) => JSON.parse(l) as { position: number; type: string; streamId: string; time: string });
    };
    const stock = await run({ types: ['StockLevelSet'], streamPrefix: 'stock-' });
    const [{ n }] = await rt.db('es_events').where({ type: 'StockLevelSet' }).count({ n: '*' });
    expect(stock.length).toBe(Number(n));
    expect(stock.every((e) => e.type === 'StockLevelSet' && e.streamId.startsWith('stock-'))).toBe(true);
    expect(await run({ types: ['GoodsPriceChanged'], streamPrefix: 'order-' })).toEqual([]);

    const window = await run({ fromPosition: 100, toPosition: 149 });
    const inWindow: { global_position: number }[] = await rt.db('es_events').whereBetween('global_position', [100, 149]).orderBy('global_position').select('global_position');
    expect(inWindow.length).toBeGreaterThan(40);
    expect(window.map((e) => e.position).sort((a, b) => a - b)).toEqual(inWindow.map((r) => r.global_position));
    const last = await head(rt.db);
    const recent = await run({ fromTime: last.createdAt });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => e.time >= last.createdAt)).toBe(true);
    expect(await run({ toTime: '2000-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('streams with constant memory: one batch read at a time, waiting for a slow output', async () => {
    const rt = await ready;
    // Many more events than one batch: 3000 notices read, in three appends.
    for (let i = 0; i < 3; i++) {
      const events = Array.from({ length: 1000 }, (_, j) => ({ type: 'NotificationsRead', data: { userId: 'bulk-reader', notificationIds: [`n${i * 1000 + j}`], all: false, readAt: new Date().toISOString() } }));
      await rt.store.append('notifications-bulk-reader', events, { expectedVersion: 'any' });
    }
    // The feed shows an append once no older transaction is in flight (the projections are applying these ones).
    await rt.runner!.catchUp();
    const batchSize = 50;
    const highWaterMark = 2048;
    const sink = new SlowSink(highWaterMark);
    const reads: { limit: number | undefined; got: number; buffered: number }[] = [];
    const counting: EventStore = {
      ...rt.store,
      readAll: async (options: { after?: FeedCheckpoint | number; limit?: number }) => {
        const buffered = sink.writableLength;
        const got: RecordedEvent[] = await rt.store.readAll(options);
        reads.push({ limit: options.limit, got: got.length, buffered });
        return got;
      },
    };
    const result = await exportEvents(counting, sink, {}, { batchSize });
    await new Promise((r) => sink.end(r));
    const [{ n }] = await rt.db('es_events').count({ n: '*' });
    expect(Number(n)).toBeGreaterThan(3000);
    // Full batches, then the one that found the end.
    expect(reads.length).toBe(Math.ceil(Number(n) / batchSize) + 1);
    expect(reads.every((r) => r.limit === batchSize && r.got <= batchSize)).toBe(true);
    expect(result.waits).toBeGreaterThan(10);
    // Before each read the output holds at most its high-water mark plus the one line that filled it.
    const longest = Math.max(...sink.lines.map((l) => l.length + 1));
    expect(Math.max(...reads.map((r) => r.buffered))).toBeLessThanOrEqual(highWaterMark + longest);
    expect(sink.lines).toHaveLength(Number(n));
  });

  it('runs as `npm run events -- export`: NDJSON on stdout or in a file, logs on stderr, usage errors named', async () => {
    const rt = await ready;
    const run = promisify(execFile);
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: '/tmp/roomcraft-test-data', LOG_LEVEL: 'info', DATABASE_URL: rt.url };
    const cli = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'composition-root/events.ts', ...args], { env, maxBuffer: 64 << 20 });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-')), 'goods.ndjson');
    // Three runs that do not depend on each other, side by side.
    const [{ stdout, stderr }, , refused] = await Promise.all([
      cli(['export', '--types', 'CategoryCreated']),
      cli(['export', '--stream-prefix', 'goods-g00001', '--out', file]),
      cli(['export', '--types', 'NoSuchEvent']).catch((e: { code: number; stderr: string }) => e),
    ]);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.every((e) => e.type === 'CategoryCreated')).toBe(true);
    expect(stderr).toContain(`Exported ${lines.length} of`);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).streamId)).toEqual(expect.arrayContaining(['goods-g00001']));
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('Unknown event type: NoSuchEvent');
  });
});

describe('npm run replay', () => {
  it('builds a point-in-time schema, rebuilds blue/green, lists and says what is wrong', async () => {
    const rt = await ready;
    const run = promisify(execFile);
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: '/tmp/roomcraft-test-data', LOG_LEVEL: 'info', DATABASE_URL: rt.url };
    const cli = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'composition-root/replay.ts', ...args], { env });
    const [{ position }] = await rt.db('es_events').where({ type: 'CategoryCreated' }).max({ position: 'global_position' });
    // The refusals change nothing: they run alongside the rest.
    const refusals = Promise.all([
      cli(['catalogue-categories', '--until', 'someday']).catch((e: { code: number; stderr: string }) => e),
      cli(['catalogue-categories', '--until', '999999999']).catch((e: { code: number; stderr: string }) => e),
    ]);
    const until = await cli(['catalogue-categories', '--until', String(position)]);
    expect(until.stdout).toContain(`into schema replay_catalogue_categories_${position}`);
    expect(await rt.db(`replay_catalogue_categories_${position}.catalogue_categories_v1`).count({ n: '*' })).toEqual(await rt.db('catalogue_categories_v1').count({ n: '*' }));
    expect((await cli(['--list'])).stdout).toContain(`replay_catalogue_categories_${position}\tcatalogue-categories until ${position}`);
    expect((await cli(['catalogue-categories'])).stdout).toContain('Rebuilt catalogue-categories up to position');
    const [wrong, missing] = await refusals;
    expect(wrong).toMatchObject({ code: 2, stderr: expect.stringContaining('--until takes a global position') });
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No event at position 999999999 in the log') });
  });
});

describe('blue/green replay of a live projection', () => {
  it('keeps answering reads from full tables while it rebuilds, then switches to tables equal to a fresh build', async () => {
    const rt = await ready;
    await rt.runner!.catchUp();
    const indexes = async () => (await rt.db('pg_indexes').where({ schemaname: 'public' }).whereIn('tablename', [...goodsTables]).select('indexname', 'indexdef')).map((r) => `${r.indexname}: ${r.indexdef}`).sort();
    const indexesBefore = await indexes();
    const [{ n: listed }] = await rt.db('catalogue_goods_v1').count({ n: '*' });
    expect(Number(listed)).toBeGreaterThan(300);

    // Readers all the while: the goods table never loses a row and never fails.
    let reading = true;
    const seen: number[] = [];
    const failures: string[] = [];
    const reader = (async () => {
      while (reading) {
        try {
          const [{ n }] = await rt.db('catalogue_goods_v1').count({ n: '*' });
          seen.push(Number(n));
          await searchGoods(rt.db, { keywords: 'walnut' });
        } catch (error) {
          failures.push(String(error));
        }
      }
    })();

    // A replay in a runner of its own (as `npm run replay` is), in small batches; the app's runner keeps the live tables up to date.
    const replaying = new ProjectionRunner(rt.db, rt.store, projections, undefined, { batchSize: 40 });
    let duringRebuild: unknown;
    await replaying.replay('catalogue-goods', {
      beforeSwitch: async () => {
        // The site changes a price mid-rebuild: the live table shows it at once.
        await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00010', priceCents: 424200, salePriceCents: null }, { actor: staff });
        duringRebuild = await getGoods(rt.db, 'g00010');
      },
    });
    reading = false;
    await reader;

    expect(failures).toEqual([]);
    expect(seen.length).toBeGreaterThan(5);
    expect(Math.min(...seen)).toBe(Number(listed));
    expect(duringRebuild).toMatchObject({ priceCents: 424200 });
    // The switched-in tables hold what came during the rebuild too, keep their index names, and equal a fresh build.
    expect(await getGoods(rt.db, 'g00010')).toMatchObject({ priceCents: 424200 });
    expect(await indexes()).toEqual(indexesBefore);
    const live = await dump(rt.db, goodsTables);
    const fresh = await replayUntil(rt.db, rt.store, projection('catalogue-goods'), { position: (await head(rt.db)).position });
    expect(await dump(rt.db, goodsTables, fresh.schema)).toEqual(live);
    const { rows } = await rt.db.raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`);
    expect(rows).toEqual([]);

    // The app's runner carries on into the new tables from where the rebuild left the checkpoint.
    await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00011', priceCents: 515100, salePriceCents: null }, { actor: staff });
    // (The command's bounded wait for every read model can give up on a busy machine: wait for this one.)
    await expect.poll(async () => (await getGoods(rt.db, 'g00011'))?.priceCents, { timeout: 20_000, interval: 50 }).toBe(515100);
    const [{ position }] = await rt.db('projection_checkpoints').where({ name: 'catalogue-goods' }).select('position');
    expect(Number(position)).toBe((await head(rt.db)).position);
  });
});
