import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import { createDb, type Db } from './db/knex';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { migrate } from './db/migrations';
import { createEventStore } from './eventstore/factory';
import type { EventStore } from './eventstore/port';
import { CommandPipeline, type CommandContext, type CommandResult } from './commands/pipeline';
import { createLogger, type Logger } from './logger';
import type { CommandDefinition } from '../domain/shared/command-definition';
import type { Event } from '../domain/shared/messages';
import { ProjectionRunner, waitForCheckpoints } from '../workers/projection-runner';
import { waitForKafkaProjections } from '../workers/kafka-offset-store';
import { projections } from '../projections';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  store: EventStore;
  pipeline: CommandPipeline;
  /** Present when projections run in this process. */
  runner: ProjectionRunner | null;
  sessionSecret: string;
  /** Run a command and wait (bounded) until the read models show its effect. */
  execute<S, E extends Event>(definition: CommandDefinition<S, any, E>, input: unknown, context: CommandContext): Promise<CommandResult<E>>;
  close(): Promise<void>;
}

/** Connection string for the configured server, or a started embedded one. */
export async function resolveDatabase(config: Config, logger: Logger): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, logger });
  const admin = createDb(embedded.url('postgres'), { max: 1 });
  const exists = await admin.raw(`SELECT 1 FROM pg_database WHERE datname = 'roomcraft'`);
  if (exists.rows.length === 0) await admin.raw('CREATE DATABASE roomcraft');
  await admin.destroy();
  logger.info('embedded postgres started', { port: config.EMBEDDED_PG_PORT, dataDir: config.DATA_DIR });
  return { url: embedded.url('roomcraft'), embedded };
}

function sessionSecretFor(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export async function createRuntime(
  config: Config,
  options: { databaseUrl?: string; logger?: Logger; startProjections?: boolean } = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const { url, embedded } = options.databaseUrl ? { url: options.databaseUrl, embedded: undefined } : await resolveDatabase(config, logger);
  const db = createDb(url, { max: 20 });
  await migrate(db);
  const store = createEventStore(config, db, url);
  const pipeline = new CommandPipeline(store);
  // With BUS=kafka the projections run in the Kafka consumer workers instead.
  const inline = (options.startProjections ?? true) && config.PROJECTIONS === 'inline' && config.BUS === 'inline';
  const runner = inline ? new ProjectionRunner(db, store, projections, logger) : null;
  await runner?.start();

  const runtime: Runtime = {
    config,
    logger,
    db,
    store,
    pipeline,
    runner,
    sessionSecret: sessionSecretFor(config),
    async execute(definition, input, context) {
      const result = await pipeline.execute(definition, input, context);
      const names = projections.map((p) => p.name);
      const caughtUp = runner
        ? await runner.waitFor(result.checkpoint)
        : config.BUS === 'kafka'
          ? await waitForKafkaProjections(db, result.checkpoint, result.streamId, names, config.KAFKA_PARTITIONS)
          : await waitForCheckpoints(db, result.checkpoint, names);
      if (!caughtUp) logger.warn('read models lag behind a command', { command: definition.type });
      return result;
    },
    async close() {
      await runner?.stop();
      await store.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
  return runtime;
}
