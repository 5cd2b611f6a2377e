import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import { ValidationError } from '../../domain/shared/errors';
import type { Actor, Command, Event } from '../../domain/shared/messages';
import { CommandPipeline } from '../../infra/commands/pipeline';
import { commandRules } from '../../composition-root/registry';
import { createDb, type Db } from '../../infra/db/knex';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { createLogger } from '../../infra/logger';
import type { MailMessage } from '../../infra/mail/port';
import { defineProcess, defineReactor, type AnyProcess, type EffectHandlers, type ProcessOutput } from '../../processes/process';
import { ProcessRunner } from '../../workers/process-runner';
import { moveIdlePlaces } from '../../workers/process-batch';
import { isAtOrPast } from '../../domain/shared/feed';
import { processCheckpointsTable, processStatesTable } from '../../workers/process-store';
import { createTestDatabase } from '../support/db';

/**
 * A small test context: items go into baskets (`test-basket-<id>`); the tally
 * process records each basket's running count on `test-tally-<id>`, mails the
 * owner at the third item, asks an effect (a "charge") for it, and schedules an
 * expiry an hour later. Each output's id comes from the event that caused it.
 */
type BasketEvent = Event<'TestItemAdded', { basketId: string; item: string }>;
type TallyEvent = Event<'TestTallyRecorded', { basketId: string; count: number }> | Event<'TestBasketExpired', { basketId: string }> | Event<'TestCharged', { basketId: string; chargeId: string }>;

const basketDecider = {
  initialState: () => null,
  evolve: () => null,
  decide: (c: Command<'AddTestItem', { basketId: string; item: string }>): BasketEvent[] => {
    if (c.data.item === 'forbidden') throw new ValidationError('FORBIDDEN_ITEM', 'This item is not sold');
    return [{ type: 'TestItemAdded', data: c.data }];
  },
};
const tallyDecider = {
  initialState: () => ({ expired: false }),
  evolve: (s: { expired: boolean }, e: TallyEvent) => (e.type === 'TestBasketExpired' ? { expired: true } : s),
  decide: (c: Command<string, any>, s: { expired: boolean }): TallyEvent[] => {
    if (c.type === 'RecordTestTally') {
      if (c.data.count === 2 && c.data.basketId.startsWith('refuse')) throw new ValidationError('TALLY_REFUSED', 'refused on purpose');
      return [{ type: 'TestTallyRecorded', data: c.data }];
    }
    if (c.type === 'RecordTestCharge') return [{ type: 'TestCharged', data: c.data }];
    return s.expired ? [] : [{ type: 'TestBasketExpired', data: c.data }];
  },
};
type Basket = { basketId: string };
const AddTestItem: CommandDefinition = { type: 'AddTestItem', schema: z.object({ basketId: z.string(), item: z.string() }), streamId: (d: Basket) => `test-basket-${d.basketId}`, decider: basketDecider };
const RecordTestTally: CommandDefinition = { type: 'RecordTestTally', schema: z.object({ basketId: z.string(), count: z.number() }), streamId: (d: Basket) => `test-tally-${d.basketId}`, decider: tallyDecider };
const RecordTestCharge: CommandDefinition = { type: 'RecordTestCharge', schema: z.object({ basketId: z.string(), chargeId: z.string() }), streamId: (d: Basket) => `test-tally-${d.basketId}`, decider: tallyDecider };
const ExpireTestBasket: CommandDefinition = { type: 'ExpireTestBasket', schema: z.object({ basketId: z.string() }), streamId: (d: Basket) => `test-tally-${d.basketId}`, decider: tallyDecider };
const commands = new Map<string, CommandDefinition>([AddTestItem, RecordTestTally, RecordTestCharge, ExpireTestBasket].map((c) => [c.type, c as CommandDefinition]));

const tally = defineProcess<BasketEvent>()({
  name: 'test-tally',
  handles: ['TestItemAdded'],
  instanceOf: (e) => e.data.basketId,
  initialState: () => ({ count: 0 }),
  evolve: (s: { count: number }) => ({ count: s.count + 1 }),
  decide: (e, s): ProcessOutput[] => {
    const count = s.count + 1;
    const outputs: ProcessOutput[] = [{ command: RecordTestTally, input: { basketId: e.data.basketId, count }, key: 'tally' }];
    if (count === 3)
      outputs.push(
        { mail: { toUserId: `owner-${e.data.basketId}`, subject: 'Three items', text: `Basket ${e.data.basketId} has three items`, kind: 'test-basket' }, key: 'mail' },
        { effect: 'test.charge', input: { basketId: e.data.basketId }, key: 'charge' },
        { command: ExpireTestBasket, input: { basketId: e.data.basketId }, key: 'expire', at: new Date(Date.parse(e.createdAt) + 3_600_000).toISOString() },
      );
    return outputs;
  },
});

const system: Actor = { kind: 'system' };
let db: Db;
let store: PostgresEventStore;
let pipeline: CommandPipeline;
const mails: MailMessage[] = [];
let charges = 0;
let chargeServiceDown = false;
/** While set, a charge waits for it (a gateway that has not answered yet). */
let chargeGate: Promise<void> | null = null;
const effects: EffectHandlers = {
  'test.charge': async (input: { basketId: string }, { key }) => {
    charges++;
    if (chargeGate) await chargeGate;
    if (chargeServiceDown) throw new Error('the charge service did not answer');
    return { commands: [{ type: 'RecordTestCharge', input: { basketId: input.basketId, chargeId: `ch-${key}` } }] };
  },
};
let clock = new Date();
const runners: ProcessRunner[] = [];
function runner(processes: AnyProcess[] = [tally]) {
  const r = new ProcessRunner({
    db,
    store,
    pipeline,
    logger: createLogger('silent'),
    processes,
    commands,
    effects,
    sendMail: async (m) => void mails.push(m),
    addressOf: async (userId) => `${userId}@example.com`,
    env: { siteUrl: 'https://roomcraft.test' },
    now: () => clock,
    options: { retryMs: 50, pollMs: 50 },
  });
  runners.push(r);
  return r;
}

async function eventsOf(stream: string) {
  return (await store.readStream(stream)).events.map((e) => ({ type: e.type, data: e.data, commandId: e.metadata.commandId }));
}

/** Adds the items; answers where the last one is in the feed (what a runner must reach). */
async function add(basketId: string, ...items: string[]) {
  let at = null;
  for (const item of items) at = (await pipeline.execute(AddTestItem, { basketId, item }, { actor: system })).checkpoint;
  return at;
}

/** Until the runner has handled everything, its own commands' events too (lag 0). */
async function settled(r: ProcessRunner) {
  await expect.poll(async () => (await r.catchUp(), (await r.status())[0]!.lag), { timeout: 10_000 }).toBe(0);
}

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, { max: 10 });
  store = new PostgresEventStore(db, url);
  pipeline = new CommandPipeline(store, commandRules);
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await store.close();
  await db.destroy();
});

describe('the process runner', () => {
  it('sends each output once, with ids derived from the event, and keeps the instance state with the checkpoint', async () => {
    const r = runner();
    await r.catchUpTo(await add('b1', 'sofa', 'lamp', 'rug', 'vase'));
    await settled(r);
    const tallies = (await eventsOf('test-tally-b1')).filter((e) => e.type === 'TestTallyRecorded');
    expect(tallies.map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3, 4]);
    expect(new Set(tallies.map((e) => e.commandId)).size).toBe(4);
    expect(tallies.every((e) => String(e.commandId).startsWith('test-tally:'))).toBe(true);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'owner-b1@example.com', subject: 'Three items', kind: 'test-basket' });
    expect(mails[0]!.dedupeKey).toMatch(/^test-tally:.+:mail$/);
    expect(charges).toBe(1);
    expect((await eventsOf('test-tally-b1')).filter((e) => e.type === 'TestCharged')).toHaveLength(1);
    const state = await db(processStatesTable).where({ process: 'test-tally', instance: 'b1' }).first();
    expect(state.state).toEqual({ count: 4 });
    const status = await r.status();
    expect(status).toEqual([expect.objectContaining({ name: 'test-tally', failing: false, lag: 0, scheduled: 1 })]);
  });

  it('drains one batch at a time whoever asks: a catch-up and the poll never ask an effect that has not answered yet twice', async () => {
    let release!: () => void;
    chargeGate = new Promise((resolve) => (release = resolve));
    const before = charges;
    const r = runner();
    try {
      await add('b-slow', 'sofa', 'lamp', 'rug');
      // A catch-up (as tests and tools call it) reaches the charge, which does not answer yet…
      const caught = r.catchUp();
      await expect.poll(() => charges).toBe(before + 1);
      // …while the runner's own wake-ups (an append, the poll every 50 ms) come and go.
      await r.start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(charges).toBe(before + 1);
      release();
      await caught;
      await settled(r);
      expect(charges).toBe(before + 1);
      expect((await eventsOf('test-tally-b-slow')).filter((e) => e.type === 'TestCharged')).toHaveLength(1);
    } finally {
      chargeGate = null;
      release();
      await r.stop();
    }
  });

  it('handles a batch again after a crash before its commit without sending anything twice (exactly once in effect)', async () => {
    const r = runner();
    const at = await add('b2', 'chair', 'table', 'bench');
    await r.catchUpTo(at);
    const before = await eventsOf('test-tally-b2');
    const mailKeys = mails.map((m) => m.dedupeKey);
    const chargesBefore = charges;
    // The commit never happened: the checkpoint and states are back where they were before these events.
    await r.stop();
    await db(processCheckpointsTable).where({ name: 'test-tally' }).update({ transaction_id: 0, position: 0 });
    await db(processStatesTable).where({ process: 'test-tally' }).delete();
    const again = runner();
    await again.catchUpTo(at);
    expect(await eventsOf('test-tally-b2')).toEqual(before);
    expect(charges).toBe(chargesBefore); // the effect's kept answer is reused: the outside world is not asked again
    // The mail is handed to the outbox again under the same keys (the outbox queues a key once).
    expect(new Set(mails.map((m) => m.dedupeKey))).toEqual(new Set(mailKeys));
    expect((await db(processStatesTable).where({ process: 'test-tally', instance: 'b2' }).first()).state).toEqual({ count: 3 });
  });

  it('two runners on one database send each output once', async () => {
    const a = runner();
    const b = runner();
    await Promise.all([a.start(), b.start()]);
    const ats = await Promise.all(Array.from({ length: 5 }, (_, i) => add(`race-${i}`, 'one', 'two', 'three')));
    for (const at of ats) await Promise.all([a.catchUpTo(at), b.catchUpTo(at)]);
    for (let i = 0; i < 5; i++) {
      const events = await eventsOf(`test-tally-race-${i}`);
      expect(events.filter((e) => e.type === 'TestTallyRecorded').map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3]);
      expect(events.filter((e) => e.type === 'TestCharged')).toHaveLength(1);
    }
    await a.stop();
    await b.stop();
  });

  it('a runner whose place is behind the stored one does not handle old events with newer states (no second charge)', async () => {
    const behind = runner();
    await behind.catchUpTo(await add('stale', 'one'));
    // Another runner handles the next item and commits its state (count 2) with its place.
    const ahead = runner();
    await ahead.catchUpTo(await add('stale', 'two'));
    // The first runner, still at its old place, sees the third item: it must start from the stored place and state.
    await behind.catchUpTo(await add('stale', 'three'));
    const events = await eventsOf('test-tally-stale');
    expect(events.filter((e) => e.type === 'TestTallyRecorded').map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3]);
    expect(events.filter((e) => e.type === 'TestCharged')).toHaveLength(1);
  });

  it('moves past events it does not handle, in the database too, and two runners on such a feed still send each output once', async () => {
    const a = runner();
    const b = runner();
    await Promise.all([a.start(), b.start()]);
    const noise = (n: number) => store.append(`test-noise-${n}-${Math.random().toString(36).slice(2)}`, Array.from({ length: 40 }, (_, i) => ({ type: 'TestNoise', data: { i } })), { expectedVersion: 'no_stream' });
    const ats = await Promise.all(Array.from({ length: 4 }, async (_, i) => {
      await noise(i);
      const at = await add(`idle-${i}`, 'one', 'two', 'three');
      await noise(i + 10);
      return at;
    }));
    const last = (await noise(99)).checkpoint;
    for (const at of [...ats, last]) await Promise.all([a.catchUpTo(at), b.catchUpTo(at)]);
    for (let i = 0; i < 4; i++) {
      const events = await eventsOf(`test-tally-idle-${i}`);
      expect(events.filter((e) => e.type === 'TestTallyRecorded').map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3]);
      expect(events.filter((e) => e.type === 'TestCharged')).toHaveLength(1);
    }
    // The stored place is past the last event, which the process does not handle: a restart does not read it again.
    const row = await db(processCheckpointsTable).where({ name: 'test-tally' }).first();
    expect(isAtOrPast({ transactionId: Number(row.transaction_id), position: Number(row.position) }, last)).toBe(true);
    await a.stop();
    await b.stop();
  });

  it('moves every idle process on in one statement, and never moves a place another runner moved meanwhile', async () => {
    // Two processes that never handle anything here, beside the tally: the idle ones move together.
    const quiet = (name: string) => defineReactor<never>()({ name, handles: ['TestNeverAppended' as never], react: () => [] });
    const processes = [tally, quiet('test-quiet-a'), quiet('test-quiet-b')];
    const a = runner(processes);
    const b = runner(processes);
    await Promise.all([a.start(), b.start()]);
    const at = await add('idle-many', 'one', 'two', 'three');
    const last = (await store.append(`test-noise-many-${Math.random().toString(36).slice(2)}`, [{ type: 'TestNoise', data: {} }], { expectedVersion: 'no_stream' })).checkpoint;
    await Promise.all([a.catchUpTo(at), b.catchUpTo(at), a.catchUpTo(last), b.catchUpTo(last)]);
    const rows = await db(processCheckpointsTable).whereIn('name', ['test-quiet-a', 'test-quiet-b']);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(isAtOrPast({ transactionId: Number(row.transaction_id), position: Number(row.position) }, last)).toBe(true);
    expect((await eventsOf('test-tally-idle-many')).filter((e) => e.type === 'TestTallyRecorded').map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3]);
    // Compare-and-set: a row whose stored place is not the one named stays where it is.
    const stored = { transactionId: Number(rows[0]!.transaction_id), position: Number(rows[0]!.position) };
    const moved = await moveIdlePlaces(db, [
      { name: rows[0]!.name, from: { transactionId: 1, position: 1 }, to: { transactionId: stored.transactionId + 10, position: stored.position + 10 } },
      { name: rows[1]!.name, from: { transactionId: Number(rows[1]!.transaction_id), position: Number(rows[1]!.position) }, to: { transactionId: stored.transactionId + 10, position: stored.position + 10 } },
    ]);
    expect([...moved]).toEqual([rows[1]!.name]);
    expect(await db(processCheckpointsTable).where({ name: rows[0]!.name }).first()).toMatchObject({ position: rows[0]!.position });
    await a.stop();
    await b.stop();
  });

  it('sends a scheduled command once it is due, once', async () => {
    const r = runner();
    await r.catchUpTo(await add('b3', 'a', 'b', 'c'));
    expect(await r.runDue()).toBe(0);
    expect((await eventsOf('test-tally-b3')).some((e) => e.type === 'TestBasketExpired')).toBe(false);
    clock = new Date(Date.now() + 2 * 3_600_000);
    const sent = await r.runDue();
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await r.runDue()).toBe(0);
    expect((await eventsOf('test-tally-b3')).filter((e) => e.type === 'TestBasketExpired')).toHaveLength(1);
    clock = new Date();
  });

  it('logs a refusal by the domain and carries on', async () => {
    const r = runner();
    await r.catchUpTo(await add('refuse-1', 'x', 'y', 'z'));
    await settled(r);
    const tallies = (await eventsOf('test-tally-refuse-1')).filter((e) => e.type === 'TestTallyRecorded');
    expect(tallies.map((e) => (e.data as { count: number }).count)).toEqual([1, 3]);
    expect((await r.status())[0]).toMatchObject({ failing: false });
  });

  it('sets a process aside when a step fails and retries it from its checkpoint', async () => {
    const r = runner();
    await r.start();
    chargeServiceDown = true;
    const chargesBefore = charges;
    await add('b4', 'p', 'q', 'r');
    await expect.poll(async () => (await r.status())[0]!.failing, { timeout: 10_000 }).toBe(true);
    expect((await r.status())[0]!.lastError).toMatchObject({ message: 'the charge service did not answer', event: expect.objectContaining({ type: 'TestItemAdded', streamId: 'test-basket-b4' }) });
    // The service answers again: after its back-off the same step runs again, and the tallies already sent are not sent again.
    chargeServiceDown = false;
    await expect.poll(async () => (await r.status())[0]!.failing, { timeout: 10_000 }).toBe(false);
    const events = await eventsOf('test-tally-b4');
    expect(events.filter((e) => e.type === 'TestTallyRecorded').map((e) => (e.data as { count: number }).count)).toEqual([1, 2, 3]);
    expect(events.filter((e) => e.type === 'TestCharged')).toHaveLength(1);
    expect(charges).toBeGreaterThanOrEqual(chargesBefore + 2); // asked again after each failure, answered once
    await r.stop();
  });

  it('rebuilds its instance states by replay, sending nothing', async () => {
    const r = runner();
    await settled(r);
    const kept = await db(processStatesTable).where({ process: 'test-tally' }).orderBy('instance').select('instance', 'state');
    const eventsBefore = (await store.readAll({ limit: 100_000 })).length;
    const mailsBefore = mails.length;
    await db(processStatesTable).where({ process: 'test-tally' }).update({ state: JSON.stringify({ count: -1 }) });
    const { instances } = await r.rebuild('test-tally');
    expect(instances).toBe(kept.length);
    expect(await db(processStatesTable).where({ process: 'test-tally' }).orderBy('instance').select('instance', 'state')).toEqual(kept);
    expect((await store.readAll({ limit: 100_000 })).length).toBe(eventsBefore);
    expect(mails.length).toBe(mailsBefore);
  });
});
