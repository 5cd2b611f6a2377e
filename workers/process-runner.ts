import { EventEmitter } from 'node:events';
import type { CommandDefinition } from '../domain/shared/command-definition';
import { type FeedCheckpoint, feedStart, isAtOrPast, type RecordedEvent } from '../domain/shared/feed';
import type { CommandPipeline } from '../infra/commands/pipeline';
import type { Db } from '../infra/db/knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { MailMessage } from '../infra/mail/port';
import type { ProcessesInProcess, ProcessStatus } from '../infra/runtime';
import type { AnyProcess, EffectHandlers, MailPreference, ProcessEnv } from '../processes/process';
import { placeOf, processCheckpointsTable, processScheduleTable, samePlace } from './process-store';
import { rebuildProcess } from './process-rebuild';
import { ProcessSteps } from './process-steps';
import { inParallel } from './in-parallel';
import { batchPlanOf, commitPlaceAndStates, moveIdlePlaces, placeAndStates, type BatchPlan } from './process-batch';

export interface ProcessRunnerDeps {
  db: Db;
  store: EventStore;
  pipeline: CommandPipeline;
  logger?: Logger;
  processes: readonly AnyProcess[];
  /** Every command a process or an effect's answer may send, by type. */
  commands: ReadonlyMap<string, CommandDefinition>;
  effects?: EffectHandlers;
  /** Queues a mail in the durable outbox (once per dedupeKey). */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * A user's current e-mail address (for `toUserId` mail), or null — also null
   * when the mail names a `preference` the account has turned off.
   */
  addressOf(userId: string, preference?: MailPreference): Promise<string | null>;
  env: ProcessEnv;
  now?: () => Date;
  options?: { batchSize?: number; pollMs?: number; scheduleEveryMs?: number; retryMs?: number; concurrency?: number };
}

interface Failure {
  retryAt: number;
  attempts: number;
  error: NonNullable<ProcessStatus['lastError']>;
}

/** A failure that is not a rule the domain refused: retried later from the process's checkpoint. */
class StepFailed extends Error {
  constructor(
    cause: unknown,
    readonly event: RecordedEvent,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * Runs processes (processes/process.ts) from the event feed, each with a
 * checkpoint of its own. For a batch, each process routes its events to
 * instances; instances run concurrently, one instance's events in order: the
 * state before an event and the event give the outputs, which are sent at once
 * (commands with an id derived from the event, mails queued with a key derived
 * from it, effects answered once per key), then the instance's state evolves.
 * The states and the checkpoint are written together in one short transaction
 * (compare-and-set, so a second runner on the same database carries on from
 * where the first left). A crash before that commit handles the batch again:
 * every output's id is the same, so nothing is sent twice — exactly once in
 * effect. A refusal by the domain (a `DomainError`) is logged and the process
 * carries on; anything else sets the process aside with a growing back-off.
 */
export class ProcessRunner implements ProcessesInProcess {
  private readonly positions = new Map<string, FeedCheckpoint>();
  private readonly failures = new Map<string, Failure>();
  private readonly progress = new EventEmitter();
  private draining: Promise<void> | null = null;
  private again = false;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe?: () => void;
  private stopped = false;
  private scheduling: Promise<number> | null = null;
  private readonly steps: ProcessSteps;

  constructor(private readonly deps: ProcessRunnerDeps) {
    this.steps = new ProcessSteps({ ...deps, now: () => this.now() });
    this.progress.setMaxListeners(0);
    const names = new Set<string>();
    for (const p of deps.processes) {
      if (names.has(p.name)) throw new Error(`Two processes are named ${p.name}`);
      names.add(p.name);
    }
  }

  get processes(): readonly AnyProcess[] {
    return this.deps.processes;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async start(): Promise<void> {
    if (this.deps.processes.length === 0) return;
    this.stopped = false;
    await this.loadCheckpoints();
    this.unsubscribe = this.deps.store.onAppended(() => this.wake());
    const poll = setInterval(() => this.wake(), this.deps.options?.pollMs ?? 500);
    const schedule = setInterval(() => void this.runDue().catch(() => undefined), this.deps.options?.scheduleEveryMs ?? 1000);
    poll.unref();
    schedule.unref();
    this.timers = [poll, schedule];
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    for (const t of this.timers) clearInterval(t);
    await this.draining?.catch(() => undefined);
    await this.scheduling?.catch(() => undefined);
  }

  /**
   * Each process's place in the feed. A process seen for the first time starts at
   * the beginning of the feed — or, with `fromNow`, at its head: it then reacts
   * only to what happens after it first runs, its states built from the history
   * before by replay (evolved, nothing decided or sent).
   */
  private async loadCheckpoints() {
    for (const p of this.deps.processes) {
      const start = p.fromNow ? await this.deps.store.head() : feedStart;
      const inserted = await this.deps.db(processCheckpointsTable)
        .insert({ name: p.name, transaction_id: start.transactionId, position: start.position })
        .onConflict('name')
        .ignore()
        .returning('name');
      if (inserted.length > 0 && p.fromNow && !p.stateless && start.position > 0) await this.rebuild(p.name);
      const row = await this.deps.db(processCheckpointsTable).where({ name: p.name }).first();
      this.positions.set(p.name, placeOf(row));
    }
  }

  private positionOf(name: string): FeedCheckpoint {
    return this.positions.get(name) ?? feedStart;
  }

  private wake() {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    void this.drainAlone().catch((error) => this.deps.logger?.error('process runner failed', { error: String(error) }));
  }

  /**
   * One drain at a time in this runner, whoever asks for it (an append, the poll,
   * `catchUp`). Two at once would handle one batch twice side by side, and an
   * effect whose first call has not answered yet (its answer is not kept) would be
   * asked again. The drain's own error is the caller's.
   */
  private drainAlone(untilEmpty = false): Promise<void> {
    const run = this.drain(untilEmpty);
    this.draining = run
      .catch(() => undefined)
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
    return run;
  }

  private active(): AnyProcess[] {
    const now = Date.now();
    return this.deps.processes.filter((p) => (this.failures.get(p.name)?.retryAt ?? 0) <= now);
  }

  /**
   * Handle every visible event: each batch is read once, from the slowest active process's place.
   * `untilEmpty` (a catch-up): also what became visible meanwhile, the processes' own outputs included;
   * a drain an append woke stops at a short batch, since the next append wakes it again.
   */
  private async drain(untilEmpty = false): Promise<void> {
    const batchSize = this.deps.options?.batchSize ?? 500;
    for (;;) {
      const active = this.active();
      if (active.length === 0 || this.stopped) return;
      const from = active.map((p) => this.positionOf(p.name)).reduce((a, b) => (isAtOrPast(a, b) ? b : a));
      const events = await this.deps.store.readAll({ after: from, limit: batchSize });
      if (events.length === 0 || this.stopped) return;
      // Processes with nothing to handle in the batch move their places in one statement (issue 27: one UPDATE, not one each).
      const plans = active.map((p) => ({ process: p, plan: batchPlanOf(p, events, this.positionOf(p.name)) }));
      const idle = plans.filter((x) => x.plan && x.plan.instances.size === 0);
      // Each process says where it got as soon as it is there: one waiting on a gateway holds no other's waiters.
      await Promise.all([
        ...plans.filter((x) => !idle.includes(x)).map((x) => this.handleBatch(x.process, x.plan).finally(() => this.progress.emit('progress'))),
        this.moveIdleMany(idle.map((x) => ({ process: x.process, from: x.plan!.from, to: x.plan!.to }))).finally(() => this.progress.emit('progress')),
      ]);
      // A batch shorter than asked for reached the end of the feed as it was read: whatever commits later wakes the runner
      // again. Read on only when a process is not where the batch ends (it failed, or another runner moved it).
      const last = events[events.length - 1]!;
      const end: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
      if (!untilEmpty && events.length < batchSize && this.active().every((p) => isAtOrPast(this.positionOf(p.name), end))) return;
    }
  }

  /** One process's part of a batch: its outputs sent, then its states and checkpoint committed together. */
  private async handleBatch(process: AnyProcess, plan: BatchPlan | null): Promise<void> {
    if (!plan) return;
    const { from, to, instances } = plan;
    try {
      await this.handleInstances(process, instances, from, to);
      if (this.failures.delete(process.name)) this.deps.logger?.info('process recovered', { process: process.name });
    } catch (error) {
      this.recordFailure(process, error);
    }
  }

  /** Each instance's events of the batch handled in order, then the states and the checkpoint committed together. */
  private async handleInstances(process: AnyProcess, instances: ReadonlyMap<string, RecordedEvent[]>, from: FeedCheckpoint, to: FeedCheckpoint): Promise<void> {
    const states = await this.loadStates(process, [...instances.keys()], from);
    // Another runner has moved this process's place: the drain reads again from there.
    if (!states) return;
    const changed = new Map<string, unknown>();
    await inParallel([...instances], this.deps.options?.concurrency ?? 16, async ([instance, events]) => {
      let state = states.get(instance) ?? process.initialState();
      for (const event of events) {
        const outputs = process.decide(event as never, state, this.deps.env);
        try {
          await this.steps.sendOutputs(process, event, outputs);
        } catch (error) {
          throw error instanceof StepFailed ? error : new StepFailed(error, event);
        }
        state = process.evolve(state, event as never);
      }
      if (!process.stateless) changed.set(instance, state);
    });
    // One compare-and-set statement (ADR 065): a place another runner moved meanwhile (its outputs had the same ids) is re-read.
    const moved = await commitPlaceAndStates(this.deps.db, process.name, from, to, changed);
    if (!moved) this.positions.set(process.name, placeOf(await this.deps.db(processCheckpointsTable).where({ name: process.name }).first()));
    if (moved) this.positions.set(process.name, to);
  }

  /**
   * Idle processes' places move on in one compare-and-set UPDATE (each row only from
   * where this runner last left it); a place another runner moved is re-read.
   */
  private async moveIdleMany(moves: ReadonlyArray<{ process: AnyProcess; from: FeedCheckpoint; to: FeedCheckpoint }>): Promise<void> {
    if (moves.length === 0) return;
    try {
      const moved = await moveIdlePlaces(this.deps.db, moves.map((m) => ({ name: m.process.name, from: m.from, to: m.to })));
      for (const m of moves) {
        if (moved.has(m.process.name)) this.positions.set(m.process.name, m.to);
        else this.positions.set(m.process.name, placeOf(await this.deps.db(processCheckpointsTable).where({ name: m.process.name }).first()));
      }
      for (const m of moves) if (this.failures.delete(m.process.name)) this.deps.logger?.info('process recovered', { process: m.process.name });
    } catch (error) {
      for (const m of moves) this.recordFailure(m.process, error);
    }
  }

  /**
   * The instances' states as they were at `from`, or null when the stored place
   * is no longer `from` (another runner committed meanwhile; this runner's place
   * moves there). States and place are read in one snapshot: states committed
   * with a later place, applied to events before it, would decide those events
   * again with a count they already include (a second charge).
   */
  private async loadStates(process: AnyProcess, instances: string[], from: FeedCheckpoint): Promise<Map<string, unknown> | null> {
    const { place, states } = await placeAndStates(this.deps.db, process.name, process.stateless ? [] : instances);
    if (!samePlace(place, from)) {
      this.positions.set(process.name, place);
      return null;
    }
    return states;
  }

  private recordFailure(process: AnyProcess, error: unknown) {
    const previous = this.failures.get(process.name);
    const attempts = (previous?.attempts ?? 0) + 1;
    const base = this.deps.options?.retryMs ?? 1000;
    const event = error instanceof StepFailed ? error.event : null;
    const failure: Failure = {
      attempts,
      retryAt: Date.now() + Math.min(base * 2 ** (attempts - 1), 60_000),
      error: {
        message: error instanceof Error ? error.message : String(error),
        at: new Date().toISOString(),
        event: event && { type: event.type, streamId: event.streamId, position: event.globalPosition, eventId: event.eventId },
      },
    };
    this.failures.set(process.name, failure);
    this.deps.logger?.error('process failed; it is retried from its checkpoint', { process: process.name, attempts, error: failure.error.message, event: failure.error.event });
    if (!this.stopped) setTimeout(() => this.wake(), failure.retryAt - Date.now()).unref();
  }

  /**
   * Sends the scheduled commands that are due (claimed for a minute, so two
   * runners never send one at once and one that died is picked up again).
   * Returns how many were sent.
   */
  runDue(): Promise<number> {
    if (this.scheduling) return this.scheduling;
    this.scheduling = this.steps.sendDue().finally(() => (this.scheduling = null));
    return this.scheduling;
  }

  /**
   * Handles one instance's events (its own stream, in order) now, as the runner
   * would: each event's outputs are sent under their derived ids, then the state
   * evolves. Nothing is stored: the runner handles the same events from the feed
   * later and, the ids being the same, sends nothing twice.
   */
  async drive(name: string, events: readonly RecordedEvent[], handled = 0): Promise<void> {
    const process = this.deps.processes.find((p) => p.name === name);
    if (!process) throw new Error(`Unknown process ${name}`);
    let state = process.initialState();
    for (const [position, event] of events.entries()) {
      if (!process.handles.includes(event.type) || process.instanceOf(event as never) === null) continue;
      // The first `handled` events were driven already (by this request, a moment ago): their state only.
      if (position >= handled) await this.steps.sendOutputs(process, event, process.decide(event as never, state, this.deps.env));
      state = process.evolve(state, event as never);
    }
  }

  /** Handle every visible event now (tests and tools). */
  async catchUp(): Promise<void> {
    if (this.positions.size === 0) await this.loadCheckpoints();
    // A drain in flight (the poll's) finishes first; one that starts meanwhile too.
    while (this.draining) await this.draining;
    await this.drainAlone(true);
  }

  /**
   * Handle events until every process has handled `target` (true), or until
   * `timeoutMs` (false). An event appended just now may stay out of sight while an
   * older transaction anywhere on the server is in flight (the feed's gap
   * safety), so one catch-up is not always enough.
   */
  async catchUpTo(target: FeedCheckpoint | null, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.catchUp();
      if (!target || this.deps.processes.every((p) => isAtOrPast(this.positionOf(p.name), target))) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Resolves true once every process (or the named ones) has handled `target`; false after `timeoutMs`. */
  waitFor(target: FeedCheckpoint | null, options: { processes?: readonly string[]; timeoutMs?: number } = {}): Promise<boolean> {
    if (!target) return Promise.resolve(true);
    const names = options.processes ?? this.deps.processes.map((p) => p.name);
    const done = () => names.every((n) => isAtOrPast(this.positionOf(n), target));
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (ok: boolean) => {
        clearTimeout(timeout);
        this.progress.off('progress', check);
        resolve(ok);
      };
      const check = () => done() && finish(true);
      const timeout = setTimeout(() => finish(done()), options.timeoutMs ?? 5000);
      this.progress.on('progress', check);
      this.wake();
    });
  }

  async status(): Promise<ProcessStatus[]> {
    const pending = await this.deps
      .db(processScheduleTable)
      .whereNull('done_at')
      .groupBy('process')
      .select('process')
      .count<Array<{ process: string; count: string }>>('* as count');
    const scheduled = new Map(pending.map((r) => [r.process, Number(r.count)]));
    return Promise.all(
      this.deps.processes.map(async (p) => {
        const checkpoint = this.positionOf(p.name);
        const failure = this.failures.get(p.name);
        return {
          name: p.name,
          checkpoint,
          lag: this.deps.store.countAfter ? await this.deps.store.countAfter(checkpoint) : null,
          failing: Boolean(failure),
          lastError: failure?.error ?? null,
          scheduled: scheduled.get(p.name) ?? 0,
        };
      }),
    );
  }

  /** Rebuilds one process's instance states by replay, sending nothing (`rebuildProcess`). */
  async rebuild(name: string): Promise<{ instances: number }> {
    const process = this.deps.processes.find((p) => p.name === name);
    if (!process) throw new Error(`Unknown process ${name}; known: ${this.deps.processes.map((p) => p.name).join(', ')}`);
    return rebuildProcess(this.deps, process);
  }
}
