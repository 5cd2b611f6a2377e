import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { createDb } from '../infra/db/knex';
import { migrate } from '../infra/db/migrations';
import { createEventStore } from '../infra/eventstore/factory';
import { resolveDatabase } from '../infra/runtime';
import { projections } from '../projections';
import { ProjectionRunner } from './projection-runner';
import { onShutdown } from '../infra/shutdown';

/**
 * `npm run workers`: the projection runner as its own process. Start the app with
 * PROJECTIONS=external so that it does not run them too (running both is safe —
 * each batch takes its projection's checkpoint row lock — but wasteful).
 */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { url, embedded } = await resolveDatabase(config, logger);
const db = createDb(url);
await migrate(db);
const store = createEventStore(config, db, url);
const runner = new ProjectionRunner(db, store, projections, logger);
await runner.start();
logger.info('projection workers running', { projections: projections.map((p) => p.name) });

onShutdown(async () => {
  await runner.stop();
  await store.close();
  await db.destroy();
  await embedded?.stop();
  logger.info('projection workers stopped');
}, logger);
