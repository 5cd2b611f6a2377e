import { commandRules } from '../../composition-root/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import type { Actor, Event } from '../../domain/shared/messages';
import { CommandPipeline } from '../../infra/commands/pipeline';
import { createDb, type Db } from '../../infra/db/knex';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { createLogger } from '../../infra/logger';
import type { MailMessage } from '../../infra/mail/port';
import { defineProcess, type MailPreference } from '../../processes/process';
import { ProcessRunner } from '../../workers/process-runner';
import { processStatesTable } from '../../workers/process-store';
import { createTestDatabase } from '../support/db';
import { isAtOrPast } from '../../domain/shared/feed';

/**
 * Issue 21's additions to the runner: a process new to a running system starts at
 * the feed's head with its state built from history (it mails nothing of the
 * past), and a mail naming an account preference goes only where the runner
 * resolves an address for it.
 */
type Said = Event<'TestSaid', { roomId: string; userId: string; text: string }>;
const noDecider = { initialState: () => null, evolve: () => null, decide: (c: { data: Said['data'] }): Said[] => [{ type: 'TestSaid', data: c.data }] };
const Say: CommandDefinition = { type: 'Say', schema: z.object({ roomId: z.string(), userId: z.string(), text: z.string() }), streamId: (d: { roomId: string }) => `test-room-${d.roomId}`, decider: noDecider };

const echo = (name: string, fromNow: boolean, preference?: MailPreference) =>
  defineProcess<Said>()({
    name,
    fromNow,
    handles: ['TestSaid'],
    instanceOf: (e) => e.data.roomId,
    initialState: () => ({ heard: 0 }),
    evolve: (s: { heard: number }) => ({ heard: s.heard + 1 }),
    decide: (e, s) => [{ mail: { toUserId: e.data.userId, ...(preference ? { preference } : {}), subject: `#${s.heard + 1}`, text: e.data.text, kind: 'test-echo' } }],
  });

const system: Actor = { kind: 'system' };
let db: Db;
let store: PostgresEventStore;
let pipeline: CommandPipeline;
const runners: ProcessRunner[] = [];
const optedOut = new Set(['quiet-user']);

function runner(processes: ReturnType<typeof echo>[], mails: MailMessage[]) {
  const r = new ProcessRunner({
    db, store, pipeline, logger: createLogger('silent'), processes, commands: new Map([[Say.type, Say]]),
    sendMail: async (m) => void mails.push(m),
    addressOf: async (userId, preference) => (preference === 'project-updates' && optedOut.has(userId) ? null : `${userId}@example.com`),
    env: { siteUrl: 'https://roomcraft.test' },
  });
  runners.push(r);
  return r;
}

/** Says it, and waits until it is in sight in the feed (an older transaction elsewhere on the server can hide it a moment). */
async function say(roomId: string, userId: string, text: string) {
  const { checkpoint } = await pipeline.execute(Say, { roomId, userId, text }, { actor: system });
  await expect.poll(async () => isAtOrPast(await store.head(), checkpoint!), { timeout: 10_000 }).toBe(true);
  return checkpoint;
}

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, { max: 5 });
  store = new PostgresEventStore(db, url);
  pipeline = new CommandPipeline(store, commandRules);
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await store.close();
  await db.destroy();
});

describe('the process runner: starting late, and mail preferences', () => {
  it('a process new to a running system (fromNow) mails nothing of the past, its state built from it; one without starts at position 0', async () => {
    await say('r1', 'ada', 'first');
    await say('r1', 'ada', 'second');
    const late: MailMessage[] = [];
    const fromStart: MailMessage[] = [];
    await runner([echo('echo-late', true)], late).catchUp();
    await runner([echo('echo-all', false)], fromStart).catchUp();
    expect(late).toEqual([]);
    expect(fromStart.map((m) => m.subject)).toEqual(['#1', '#2']);
    expect((await db(processStatesTable).where({ process: 'echo-late', instance: 'r1' }).first()).state).toEqual({ heard: 2 });

    await say('r1', 'ada', 'third');
    await runner([echo('echo-late', true)], late).catchUp();
    expect(late.map((m) => [m.subject, m.text])).toEqual([['#3', 'third']]);
    // Started again later, it carries on from its checkpoint: the head is taken only the first time.
    await say('r1', 'ada', 'fourth');
    await runner([echo('echo-late', true)], late).catchUp();
    expect(late.map((m) => m.subject)).toEqual(['#3', '#4']);
  });

  it('a mail naming a preference goes only where the runner resolves an address; one without goes to every account', async () => {
    const mails: MailMessage[] = [];
    const r = runner([echo('echo-pref', true, 'project-updates'), echo('echo-plain', true)], mails);
    await r.catchUp();
    await say('r2', 'quiet-user', 'hello');
    await say('r2', 'ada', 'hi');
    await r.catchUp();
    expect(mails.map((m) => [m.to, m.dedupeKey?.split(':')[0]]).sort()).toEqual([
      ['ada@example.com', 'echo-plain'],
      ['ada@example.com', 'echo-pref'],
      ['quiet-user@example.com', 'echo-plain'],
    ]);
    expect(mails.every((m) => !('preference' in m))).toBe(true);
  });
});
