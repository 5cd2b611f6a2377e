import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { createDb } from '../infra/db/knex';
import { migrate } from '../infra/db/migrations';
import { createEventStore } from '../infra/eventstore/factory';
import { resolveDatabase } from '../infra/runtime';
import { projections } from '../projections';
import { ProjectionRunner } from './projection-runner';

/** `npm run replay -- <projection>`: rebuild one read model from position 0. */
const name = process.argv[2];
const names = projections.map((p) => p.name);
if (!name || !names.includes(name)) {
  console.log(`Usage: npm run replay -- <projection>\nProjections: ${names.join(', ')}`);
  process.exit(name ? 1 : 0);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { url, embedded } = await resolveDatabase(config, logger);
const db = createDb(url);
await migrate(db);
const store = createEventStore(config, db);
const runner = new ProjectionRunner(db, store, projections, logger);
const started = Date.now();
await runner.replay(name);
const [{ position }] = await db('projection_checkpoints').where({ name }).select('position');
console.log(`Rebuilt ${name} up to position ${position} in ${Date.now() - started} ms`);
await db.destroy();
await embedded?.stop();
