import type { Config } from './config';
import type { Db } from './db/knex';
import type { EventStore } from './eventstore/port';
import type { CommandContext, CommandPipeline, CommandResult } from './commands/pipeline';
import type { Logger } from './logger';
import type { PaymentGateway } from './payments/port';
import type { FoldIndex } from '../domain/event-log/folds';
import type { CommandDefinition } from '../domain/shared/command-definition';
import type { FeedCheckpoint, RecordedEvent } from '../domain/shared/feed';
import type { Decider, Event } from '../domain/shared/messages';

/**
 * What the projections running in this process offer the rest of it
 * (implemented by workers/projection-runner.ts).
 */
export interface ProjectionsInProcess {
  /** Resolves true once the named projections (all by default) have passed `target`. */
  waitFor(target: FeedCheckpoint | null, options?: { projections?: readonly string[]; timeoutMs?: number }): Promise<boolean>;
  /** Apply every visible event now. */
  catchUp(): Promise<void>;
  /** Each projection's checkpoint, lag and health. */
  status(): Promise<ProjectionStatus[]>;
}

export interface ProjectionStatus {
  name: string;
  checkpoint: FeedCheckpoint;
  /** Events in the feed after its checkpoint (null when the store cannot say). */
  lag: number | null;
  failing: boolean;
  lastError: { message: string; at: string; event: { type: string; streamId: string; position: number; eventId: string } | null } | null;
}

/**
 * What the processes running in this process offer the rest of it
 * (implemented by workers/process-runner.ts).
 */
export interface ProcessesInProcess {
  /** Resolves true once the named processes (all by default) have handled `target`. */
  waitFor(target: FeedCheckpoint | null, options?: { processes?: readonly string[]; timeoutMs?: number }): Promise<boolean>;
  /** Handle every visible event now. */
  catchUp(): Promise<void>;
  /** Send the scheduled commands that are due; how many were sent. */
  runDue(): Promise<number>;
  /**
   * Handle one instance's events now, read from its own stream rather than the
   * feed: the same outputs under the same ids, so whoever handles them again (the
   * runner from the feed) sends nothing twice. A request lends its time to its own
   * payment this way, even while the feed is held back. The first `handled`
   * events were driven already: they only build the state.
   */
  drive(name: string, events: readonly RecordedEvent[], handled?: number): Promise<void>;
  status(): Promise<ProcessStatus[]>;
}

export interface ProcessStatus {
  name: string;
  checkpoint: FeedCheckpoint;
  lag: number | null;
  failing: boolean;
  lastError: ProjectionStatus['lastError'];
  /** Commands it scheduled that are not sent yet. */
  scheduled: number;
}

/**
 * The global event feed, read only: where it stands now, what came after a
 * place, a wake-up on appends (the live inbox tails it; the status call counts
 * a checkpoint's lag). App code reads streams through `loadAggregate`, never here.
 */
export type EventFeed = Pick<EventStore, 'head' | 'readAll' | 'onAppended' | 'countAfter' | 'streamVersions' | 'streamHeads' | 'streamHeadsAlong'>;

/**
 * The staff event log's reader (ADR 024): the kinds of stream with their
 * contexts and folds (built from the contexts' manifests), and a stream's
 * events as recorded — the log shows raw events by design, folded with the
 * aggregate's own evolve.
 */
export interface EventLogReader {
  readonly folds: FoldIndex;
  streamHistory(streamId: string): Promise<{ version: number; events: ReadonlyArray<{ type: string; data: unknown }> }>;
}

export interface ExecuteOptions {
  /** The projections whose read models the caller reads next (all by default): only they are waited for. */
  waitFor?: readonly string[];
  /**
   * Processes whose work on this command the caller shows next (sign-in: the
   * visitor's cart and projects claimed): wait (bounded) until they have handled
   * its events, then until the read models show what they sent.
   */
  processes?: readonly string[];
}

/**
 * Everything a request handler or a use case needs, wired once by the
 * composition root (composition-root/runtime.ts) and handed to the app as its
 * load context.
 */
export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  /** The event feed, read only (the app never reads or writes the store directly: commands go through `execute`, streams through `loadAggregate`). */
  feed: EventFeed;
  /** The staff event log's reader. */
  eventLog: EventLogReader;
  pipeline: CommandPipeline;
  /** Present when projections run in this process. */
  runner: ProjectionsInProcess | null;
  /** Present when processes run in this process (with the projections). */
  processes: ProcessesInProcess | null;
  sessionSecret: string;
  /** The card processor (sandbox by default). */
  payments: PaymentGateway;
  /**
   * Wait (bounded) until the named projections have applied these events (their
   * feed places and streams): true, or false at the deadline. Works wherever the
   * projections run (this process, the workers, Kafka consumers).
   */
  waitForProjections(events: ReadonlyArray<{ checkpoint: FeedCheckpoint; streamId: string }>, projections: readonly string[], timeoutMs?: number): Promise<boolean>;
  /**
   * Where these projections stand as this process knows it without a statement (the
   * inline runner's places, or the ones the primary sends an HTTP worker: ADR 073),
   * in the order asked; null where it does not know. A place is set only once the
   * transaction that wrote it has committed, so a statement sent after reading it
   * sees every row up to it (ADR 074).
   */
  knownPlaces(projections: readonly string[]): FeedCheckpoint[] | null;
  /**
   * A stream's state, folded by its decider's `evolve` from `initialState` (the
   * strongly consistent view, for when a read model may be behind); `version`
   * is the stream's (0 when it has no events), `at` its last event's place in
   * the feed (null when it has none), to ask whether read models have applied it.
   */
  loadAggregate<S, E extends Event>(decider: Pick<Decider<S, any, E>, 'initialState' | 'evolve'>, streamId: string): Promise<{ state: S; version: number; at: FeedCheckpoint | null }>;
  /**
   * Lends this request to a process for one instance (a payment, an order's
   * refunds): the events of its own stream handled now, as the runner would,
   * until nothing new follows — so the outcome is in the answer without waiting
   * for the feed (even while another transaction holds it back). The runner
   * handles the same events later and, the ids being the same, sends nothing
   * twice. False when a step failed (the gateway not answering): the runner's
   * retries finish it. Nothing happens where processes run elsewhere.
   */
  drive(processName: string, streamId: string): Promise<boolean>;
  /** Run a command and wait (bounded) until the read models show its effect. */
  execute<S, E extends Event>(definition: CommandDefinition<S, any, E>, input: unknown, context: CommandContext, options?: ExecuteOptions): Promise<CommandResult<E>>;
  close(): Promise<void>;
}
