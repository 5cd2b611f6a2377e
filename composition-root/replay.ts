import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { projections } from '../projections';
import { parseReplayArgs, replayUsage, UsageError } from './cli-args';
import { dropReplaySchema, listReplaySchemas, PointInTimeError, replayUntil } from '../workers/point-in-time';
import { ProjectionRunner } from '../workers/projection-runner';
import { openInfrastructure } from './boot';

/**
 * `npm run replay -- <projection>`: rebuild one read model from position 0,
 * blue/green (the live tables answer until the rebuilt ones are switched in).
 * `npm run replay -- <projection> --until <position|time>`: build it as it
 * stood then into its own schema, leaving the live one alone.
 */
const names = projections.map((p) => p.name);
let args;
try {
  if (process.argv.length <= 2) {
    console.log(`${replayUsage}\nProjections: ${names.join(', ')}`);
    process.exit(0);
  }
  args = parseReplayArgs(process.argv.slice(2), names);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${replayUsage}`);
  process.exit(2);
}
const config = loadConfig();
const infra = await openInfrastructure(config, { logger: createLogger(config.LOG_LEVEL, (line) => process.stderr.write(line + '\n')) });
const started = Date.now();
try {
  if (args.kind === 'list') {
    const schemas = await listReplaySchemas(infra.db);
    if (schemas.length === 0) console.log('No replay schemas.');
    for (const s of schemas) console.log(`${s.schema}\t${s.projection} until ${s.until} (position ${s.position}${s.at ? `, ${s.at}` : ''}), built ${s.builtAt}`);
  } else if (args.kind === 'drop') {
    console.log((await dropReplaySchema(infra.db, args.schema)) ? `Dropped ${args.schema}` : `No schema ${args.schema}`);
  } else if (args.kind === 'until') {
    const projection = projections.find((p) => p.name === args.projection)!;
    const r = await replayUntil(infra.db, infra.store, projection, args.until);
    console.log(`Built ${r.projection} as of position ${r.position}${r.at ? ` (${r.at})` : ''} into schema ${r.schema}: ${r.events} events in ${Date.now() - started} ms`);
    console.log(`Its tables: ${projection.tables.map((t) => `${r.schema}.${t}`).join(', ')}; what it holds: ${r.schema}.replay_info`);
  } else {
    const runner = new ProjectionRunner(infra.db, infra.store, projections, infra.logger);
    await runner.replay(args.projection);
    const [{ position }] = await infra.db('projection_checkpoints').where({ name: args.projection }).select('position');
    console.log(`Rebuilt ${args.projection} up to position ${position} in ${Date.now() - started} ms (blue/green: the live tables answered throughout)`);
  }
} catch (error) {
  if (!(error instanceof PointInTimeError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await infra.close();
}
