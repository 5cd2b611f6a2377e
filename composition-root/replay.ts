import { createStorage } from '../infra/storage';
import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { parseReplayArgs, replayUsage, UsageError } from './cli-args';
import { dropReplaySchema, listReplaySchemas, PointInTimeError, replayUntil } from '../workers/point-in-time';
import { ProjectionRunner } from '../workers/projection-runner';
import { openInfrastructure } from './boot';
import { commandRules, processes, projections } from './registry';
import { CommandPipeline } from '../infra/commands/pipeline';
import { mailerFor } from '../infra/mail';
import { createPaymentGateway } from '../infra/payments/factory';
import { createProcessRunner } from './processes';
import { sessionSecretFor } from './runtime';

/**
 * `npm run replay -- <projection>`: rebuild one read model from position 0,
 * blue/green (the live tables answer until the rebuilt ones are switched in).
 * `npm run replay -- <projection> --until <position|time>`: build it as it
 * stood then into its own schema, leaving the live one alone.
 * `npm run replay -- <process>`: rebuild a process's instance states by replay
 * (nothing is sent again).
 */
const processNames = processes.map((p) => p.name);
const names = [...projections.map((p) => p.name), ...processNames];
let args;
try {
  if (process.argv.length <= 2) {
    console.log(`${replayUsage}\nProjections: ${projections.map((p) => p.name).join(', ')}\nProcesses: ${processNames.join(', ') || 'none'}`);
    process.exit(0);
  }
  args = parseReplayArgs(process.argv.slice(2), names);
  if (args.kind === 'until' && processNames.includes(args.projection)) throw new UsageError(`${args.projection} is a process: --until builds read models only`);
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
  } else if (processNames.includes(args.projection)) {
    const runner = createProcessRunner({
      ...infra,
      pipeline: new CommandPipeline(infra.store, commandRules),
      mailer: mailerFor({ ...infra, sessionSecret: sessionSecretFor(infra.config) }),
      payments: createPaymentGateway(infra.config, infra.db, sessionSecretFor(infra.config)),
      storage: createStorage(infra.config, sessionSecretFor(infra.config)),
    });
    const { instances } = await runner.rebuild(args.projection);
    console.log(`Rebuilt the process ${args.projection}: ${instances} instance states from its events, nothing sent again, in ${Date.now() - started} ms`);
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
