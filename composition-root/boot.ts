import type { Config } from '../infra/config';
import { createDb, type Db } from '../infra/db/knex';
import { startEmbeddedPostgres, type EmbeddedServer } from '../infra/db/embedded';
import { createEventStore } from '../infra/eventstore/factory';
import type { EventStore } from '../infra/eventstore/port';
import { createLogger, type Logger } from '../infra/logger';
import { migrate } from './migrations';

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

export interface Infrastructure {
  config: Config;
  logger: Logger;
  url: string;
  db: Db;
  store: EventStore;
  /** Closes the store and the pool and stops an embedded server this boot started. */
  close(): Promise<void>;
}

/**
 * The boot sequence every process shares (the app, `npm run workers`, replay,
 * the Kafka workers): the database (embedded unless configured or given),
 * migrations, the event store.
 */
export async function openInfrastructure(
  config: Config,
  options: { databaseUrl?: string; logger?: Logger; poolSize?: number } = {},
): Promise<Infrastructure> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const { url, embedded } = options.databaseUrl ? { url: options.databaseUrl, embedded: undefined } : await resolveDatabase(config, logger);
  const db = createDb(url, {
    max: options.poolSize ?? 20,
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  await migrate(db);
  const store = createEventStore(config, db, url);
  return {
    config,
    logger,
    url,
    db,
    store,
    async close() {
      await store.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
