import { folds } from './registry';
import type { ExportFilter } from '../workers/event-export';
import type { Until } from '../workers/point-in-time';

/** A command line that cannot be run as given: its message says why. */
export class UsageError extends Error {}

export const exportUsage = `Usage: npm run events -- export [--from <position|time>] [--to <position|time>] [--types A,B] [--stream-prefix order-] [--out file.ndjson] [--batch-size 1000]
  Writes events as NDJSON (one event a line, secrets redacted) to --out or stdout.
  A position is a whole number (the event's global position); a time is ISO 8601 (2026-11-20T10:00:00Z). Both ends are included.`;

export const replayUsage = `Usage: npm run replay -- <projection>                      rebuild a live read model blue/green (the site keeps answering)
       npm run replay -- <projection> --until <position|time>  build it as it stood then, into schema replay_<projection>_<position>
       npm run replay -- --list                              list the replay_ schemas
       npm run replay -- --drop <replay_schema>              drop one
       npm run replay -- <process>                         rebuild a process's instance states (nothing is sent again)`;

/** `--name value` and `--name=value` alike; bare words in order. */
function readOptions(args: readonly string[], known: readonly string[]): { words: string[]; options: Map<string, string> } {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}`);
    if (options.has(name)) throw new UsageError(`--${name} is given twice`);
    const flag = name === 'list';
    const value = eq > 0 ? arg.slice(eq + 1) : flag ? 'true' : args[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { words, options };
}

const isoTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A global position (a whole number) or an ISO time. */
export function parseMoment(name: string, value: string): { position: number } | { time: string } {
  if (/^\d+$/.test(value)) {
    const position = Number(value);
    if (!Number.isSafeInteger(position)) throw new UsageError(`--${name}: ${value} is too large for a position`);
    return { position };
  }
  if (isoTime.test(value) && !Number.isNaN(Date.parse(value))) return { time: new Date(value).toISOString() };
  throw new UsageError(`--${name} takes a global position (a whole number) or an ISO time such as 2026-11-20T10:00:00Z, not "${value}"`);
}

export interface ExportArgs {
  filter: ExportFilter;
  out: string | null;
  batchSize: number;
}

export function parseExportArgs(args: readonly string[]): ExportArgs {
  const { words, options } = readOptions(args, ['from', 'to', 'types', 'stream-prefix', 'out', 'batch-size']);
  if (words[0] !== 'export' || words.length > 1) throw new UsageError(words.length ? `Unknown command: ${words.join(' ')}` : 'Say what to do: export');
  const filter: ExportFilter = {};
  const from = options.get('from');
  const to = options.get('to');
  if (from) {
    const m = parseMoment('from', from);
    if ('position' in m) filter.fromPosition = m.position;
    else filter.fromTime = m.time;
  }
  if (to) {
    const m = parseMoment('to', to);
    if ('position' in m) filter.toPosition = m.position;
    else filter.toTime = m.time;
  }
  if (filter.fromPosition !== undefined && filter.toPosition !== undefined && filter.fromPosition > filter.toPosition) throw new UsageError('--from is after --to');
  if (filter.fromTime && filter.toTime && filter.fromTime > filter.toTime) throw new UsageError('--from is after --to');
  const types = options.get('types');
  if (types) {
    const list = types.split(',').map((t) => t.trim()).filter(Boolean);
    const unknown = list.filter((t) => !folds.allEventTypes.includes(t));
    if (unknown.length) throw new UsageError(`Unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
    if (list.length === 0) throw new UsageError('--types needs at least one event type');
    filter.types = list;
  }
  const prefix = options.get('stream-prefix');
  if (prefix) filter.streamPrefix = prefix;
  const batch = options.get('batch-size') ?? '1000';
  if (!/^\d+$/.test(batch) || Number(batch) < 1 || Number(batch) > 10_000) throw new UsageError('--batch-size is a whole number from 1 to 10000');
  return { filter, out: options.get('out') ?? null, batchSize: Number(batch) };
}

export type ReplayArgs = { kind: 'rebuild'; projection: string } | { kind: 'until'; projection: string; until: Until } | { kind: 'list' } | { kind: 'drop'; schema: string };

export function parseReplayArgs(args: readonly string[], projections: readonly string[]): ReplayArgs {
  const { words, options } = readOptions(args, ['until', 'list', 'drop']);
  if (options.has('list')) {
    if (words.length || options.size > 1) throw new UsageError('--list takes nothing else');
    return { kind: 'list' };
  }
  const drop = options.get('drop');
  if (drop !== undefined) {
    if (words.length || options.size > 1) throw new UsageError('--drop takes only the schema name');
    return { kind: 'drop', schema: drop };
  }
  const [projection, ...rest] = words;
  if (!projection) throw new UsageError('Name the projection to replay');
  if (rest.length) throw new UsageError(`Unexpected: ${rest.join(' ')}`);
  if (!projections.includes(projection)) throw new UsageError(`Unknown projection ${projection}. Projections: ${projections.join(', ')}`);
  const until = options.get('until');
  return until === undefined ? { kind: 'rebuild', projection } : { kind: 'until', projection, until: parseMoment('until', until) };
}
