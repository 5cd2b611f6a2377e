import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { exportUsage, parseExportArgs, UsageError } from './cli-args';
import { exportEvents } from '../workers/event-export';
import { openInfrastructure } from './boot';

/**
 * `npm run events -- export [--from …] [--to …] [--types A,B] [--stream-prefix order-] [--out file]`:
 * the event log as NDJSON, streamed with constant memory. Logs go to stderr, so
 * stdout carries only events.
 */
let args;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${exportUsage}`);
  process.exit(2);
}
const config = loadConfig();
const infra = await openInfrastructure(config, { logger: createLogger(config.LOG_LEVEL, (line) => process.stderr.write(line + '\n')) });
try {
  const out = args.out ? fs.createWriteStream(args.out) : process.stdout;
  const started = Date.now();
  const result = await exportEvents(infra.store, out, args.filter, { batchSize: args.batchSize });
  if (args.out) {
    out.end();
    await finished(out);
  }
  process.stderr.write(`Exported ${result.written} of ${result.read} events${args.out ? ` to ${args.out}` : ''} in ${Date.now() - started} ms\n`);
} finally {
  await infra.close();
}
