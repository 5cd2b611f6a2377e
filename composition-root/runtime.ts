import type { Config } from '../infra/config';
import { CommandPipeline } from '../infra/commands/pipeline';
import type { Logger } from '../infra/logger';
import type { Runtime } from '../infra/runtime';
import type { EventStore } from '../infra/eventstore/port';
import { type CheckpointView, type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';
import { useCheckpointView } from '../projections/read-model-memo';
import { ProjectionRunner } from '../workers/projection-runner';
import { checkpointWaiter } from '../workers/checkpoint-wait';
import { waitForKafkaProjections } from '../workers/kafka-offset-store';
import { commandRules, folds, projections } from './registry';
import { watchFeedStalls } from '../workers/feed-stall-watch';
import { startStagedUploadSweeper } from '../workers/staged-upload-sweeper';
import { startMailSender } from '../workers/mail-sender';
import { createMailTransport } from '../infra/mail';
import { createStorage } from '../infra/storage';
import { openInfrastructure } from './boot';
import { createPaymentGateway } from '../infra/payments/factory';
import { mailerFor } from '../infra/mail';
import type { ProcessRunner } from '../workers/process-runner';
import { createProcessRunner } from './processes';
import { sessionSecretFor } from './session-secret';
import { pollCheckpoints } from '../workers/checkpoint-wait';
import { processCheckpointsTable } from '../workers/process-store';
import { eventsOfProcessesAfter } from '../workers/process-outputs';

export { sessionSecretFor } from './session-secret';

/** The runtime as the composition root wired it: the concrete projection runner (tests and tools replay and stop it). */
export interface AppRuntime extends Runtime {
  /** The event store itself: for the composition root, workers, tools and tests — not the app (its Runtime has none). */
  store: EventStore;
  /** The database's connection string (the embedded server's when none was configured): HTTP worker processes open the same one. */
  url: string;
  runner: ProjectionRunner | null;
  processes: ProcessRunner | null;
}

/** The app's runtime: infrastructure, the command pipeline and (inline mode) the projection runner. */
export async function createRuntime(
  config: Config,
  options: {
    databaseUrl?: string;
    logger?: Logger;
    startProjections?: boolean;
    /** Where the projections stand when they run in another process that says so (an HTTP worker of several app processes, ADR 073). */
    checkpoints?: CheckpointView;
  } = {},
): Promise<AppRuntime> {
  const infra = await openInfrastructure(config, options);
  const { logger, db, store } = infra;
  const pipeline = new CommandPipeline(store, commandRules);
  // With BUS=kafka the projections run in the Kafka consumer workers instead.
  const inline = (options.startProjections ?? true) && config.PROJECTIONS === 'inline' && config.BUS === 'inline';
  const sessionSecret = sessionSecretFor(config);
  const runner = inline ? new ProjectionRunner(db, store, projections, logger) : null;
  await runner?.start();
  const payments = createPaymentGateway(config, db, sessionSecret);
  // Processes run where the projections run (the workers run both when they are external).
  const storage = createStorage(config, sessionSecret);
  const processes = inline ? createProcessRunner({ config, db, store, pipeline, logger, mailer: mailerFor({ config, db, sessionSecret }), payments, storage }) : null;
  await processes?.start();
  // While another transaction holds the feed back, read models cannot catch up: commands answer from their own result
  // instead of waiting the full bound in vain (pages then show what is not projected yet as "being updated").
  let feedHeldBack = false;
  const stopWatch = runner && config.EVENT_STORE === 'postgres' ? watchFeedStalls(db, logger, { thresholdMs: config.FEED_STALL_THRESHOLD_MS, everyMs: config.FEED_STALL_THRESHOLD_MS, onCheck: (holders) => (feedHeldBack = holders.length > 0) }) : null;
  const heldBackWaitMs = 250;
  /** How long a command waits (at most) for the processes it names (sign-in: the visitor's things claimed). */
  const processWaitMs = 15_000;
  // Unconfirmed uploads are deleted once their URL has expired (the workers sweep too; sweeping twice is harmless).
  const stopSweeper = startStagedUploadSweeper({ db, pipeline, storage, logger });
  // Mail queued in the outbox leaves through SMTP or the dev mailbox (the workers send too; a mail is claimed by one sender).
  const mailSender = startMailSender({ db, transport: createMailTransport(config), sessionSecret, logger, retryBaseMs: config.MAIL_RETRY_BASE_MS });

  const latest = (a: FeedCheckpoint, b: FeedCheckpoint) => (isAtOrPast(a, b) ? a : b);
  const waitForCheckpoints = checkpointWaiter(db, options.checkpoints);
  // Memos of read-model values know the projections' places without a statement where this process knows them (ADR 073).
  const view = runner?.places ?? options.checkpoints;
  if (view) useCheckpointView(db, view);
  async function waitForProjections(events: ReadonlyArray<{ checkpoint: FeedCheckpoint; streamId: string }>, names: readonly string[], timeoutMs?: number) {
    if (events.length === 0) return true;
    const last = events.map((e) => e.checkpoint).reduce(latest);
    if (feedHeldBack) timeoutMs = Math.min(timeoutMs ?? heldBackWaitMs, heldBackWaitMs);
    if (runner) return runner.waitFor(last, { projections: names, timeoutMs });
    if (config.BUS !== 'kafka') return waitForCheckpoints(last, names, timeoutMs);
    // Kafka keeps a place per partition: wait for each stream's last event on its own.
    const perStream = new Map<string, FeedCheckpoint>();
    for (const e of events) perStream.set(e.streamId, latest(perStream.get(e.streamId) ?? e.checkpoint, e.checkpoint));
    const done = await Promise.all([...perStream].map(([streamId, at]) => waitForKafkaProjections(db, at, streamId, names, config.KAFKA_PARTITIONS, timeoutMs)));
    return done.every(Boolean);
  }

  /**
   * Waits (bounded) until the named processes have handled the feed up to `after`,
   * then answers where the commands they sent for it landed (their command ids start
   * with the process's name), for the read models to be waited on: null when a
   * process did not get there in time.
   */
  async function processOutputsAfter(after: FeedCheckpoint, names: readonly string[]) {
    // Longer than a read model's wait (the process sends commands of its own, and a busy server runs them after the
    // feed it reads), unless the feed is held back: then nothing new is in sight, and the answer goes without it.
    const timeoutMs = feedHeldBack ? heldBackWaitMs : processWaitMs;
    const handled = processes
      ? await processes.waitFor(after, { processes: names, timeoutMs })
      : await pollCheckpoints(() => db(processCheckpointsTable).whereIn('name', names), names.length, after, timeoutMs);
    if (!handled) return null;
    return eventsOfProcessesAfter(store, after, names);
  }

  return {
    config,
    logger,
    db,
    store,
    url: infra.url,
    feed: store,
    eventLog: { folds, streamHistory: (streamId) => store.readStream(streamId) },
    pipeline,
    runner,
    processes,
    sessionSecret,
    payments,
    waitForProjections,
    // Kafka consumers (without an inline runner) keep a place per partition, which the view does not hold.
    knownPlaces: (names) => (runner || config.BUS !== 'kafka' ? (view?.placesOf(names) ?? null) : null),
    async loadAggregate(decider, streamId) {
      const { version, events } = await store.readStream(streamId);
      const last = events.at(-1);
      return {
        version,
        state: events.reduce((state, event) => decider.evolve(state, event as never), decider.initialState()),
        at: last ? { transactionId: last.transactionId, position: last.globalPosition } : null,
      };
    },
    async drive(processName, streamId) {
      if (!processes) return true;
      let handled = 0;
      let { events } = await store.readStream(streamId);
      for (let round = 0; round < 8 && events.length > handled; round++) {
        try {
          await processes.drive(processName, events, handled);
        } catch (error) {
          logger.info('a process step is left to the process runner', { processName, streamId, error: (error as Error).message });
          return false;
        }
        handled = events.length;
        ({ events } = await store.readStream(streamId));
      }
      return true;
    },
    async execute(definition, input, context, options = {}) {
      const result = await pipeline.execute(definition, input, context);
      const names = options.waitFor ?? projections.map((p) => p.name);
      const appended = result.checkpoint ? [{ checkpoint: result.checkpoint, streamId: result.streamId }] : [];
      const followed = result.checkpoint && options.processes?.length ? await processOutputsAfter(result.checkpoint, options.processes) : [];
      if (followed === null) logger.warn('processes lag behind a command', { command: definition.type, processes: options.processes });
      const caughtUp = await waitForProjections([...appended, ...(followed ?? [])], names);
      if (!caughtUp) logger.warn('read models lag behind a command', { command: definition.type });
      return result;
    },
    async close() {
      stopWatch?.();
      stopSweeper();
      await processes?.stop();
      await mailSender.stop();
      await runner?.stop();
      await infra.close();
    },
  };
}
