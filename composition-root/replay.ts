import { loadConfig } from '../infra/config';
import { projections } from '../projections';
import { ProjectionRunner } from '../workers/projection-runner';
import { openInfrastructure } from './boot';

/** `npm run replay -- <projection>`: rebuild one read model from position 0. */
const name = process.argv[2];
const names = projections.map((p) => p.name);
if (!name || !names.includes(name)) {
  console.log(`Usage: npm run replay -- <projection>\nProjections: ${names.join(', ')}`);
  process.exit(name ? 1 : 0);
}
const infra = await openInfrastructure(loadConfig());
const runner = new ProjectionRunner(infra.db, infra.store, projections, infra.logger);
const started = Date.now();
await runner.replay(name);
const [{ position }] = await infra.db('projection_checkpoints').where({ name }).select('position');
console.log(`Rebuilt ${name} up to position ${position} in ${Date.now() - started} ms`);
await infra.close();
