/**
 * `npx tsx bench/diagnose-append.ts`: where an append's time goes.
 *
 * 1. Replaces es_append (in a throw-away embedded database) by variants of the
 *    migration's own function with one part left out, and measures each against
 *    plain INSERTs as `npm run bench` does (interleaved rounds, medians).
 * 2. Samples pg_stat_activity while 4 clients append, and while 4 clients insert,
 *    to show what the backends wait on.
 */
import type { Knex } from 'knex';
import pg from 'pg';
import { up as eventStoreUp } from '../infra/eventstore/postgres.migration';
import { benchAppends, createPlainEvents, type AppendScenario } from './appends';
import { startBenchDatabase } from './server';

/** The CREATE FUNCTION statement of the event store migration, as it stands. */
async function esAppendSource(): Promise<string> {
  let sql = '';
  await eventStoreUp({ raw: async (s: string) => void (sql += s) } as unknown as Knex);
  const start = sql.indexOf('CREATE FUNCTION es_append');
  const end = sql.indexOf('END $$;', start) + 'END $$;'.length;
  if (start < 0 || end < start) throw new Error('es_append not found in the migration');
  return sql.slice(start, end).replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
}

function without(source: string, pattern: RegExp): string {
  const out = source.replace(pattern, '');
  if (out === source) throw new Error(`pattern ${pattern} not found in es_append`);
  return out;
}

const source = await esAppendSource();
const notify = /PERFORM pg_notify\('es_events', v_last::text\);/;
const commandRow = /IF p_command IS NOT NULL THEN\s*INSERT INTO es_commands[^;]*;\s*END IF;/;
const lock = /PERFORM pg_advisory_xact_lock\(hashtextextended\(p_stream, 0\)\);/;
const variants: { name: string; sql: string }[] = [
  { name: 'as migrated', sql: source },
  { name: 'without pg_notify', sql: without(source, notify) },
  { name: 'without the es_commands row', sql: without(source, commandRow) },
  { name: 'without the advisory lock', sql: without(source, lock) },
];

const bench = await startBenchDatabase();
const sampler = new pg.Client({ connectionString: bench.url });
try {
  await sampler.connect();
  await createPlainEvents(bench.db);
  const scenario = (clients: number): AppendScenario => ({ label: '', batchSize: 1, clients, events: clients * 200, rounds: 9, withCommandId: true });

  console.log('Batches of 1 with a command id; ratio = median of per-round append/plain ratios');
  console.log(`${'variant'.padEnd(30)} clients  append/s   plain/s  ratio`);
  for (const clients of [1, 4]) {
    for (const [i, v] of variants.entries()) {
      await bench.db.raw(v.sql);
      const f = await benchAppends(bench.db, scenario(clients), `d${clients}v${i}`);
      console.log(`${v.name.padEnd(30)} ${String(clients).padStart(7)} ${Math.round(f.appendPerSec).toString().padStart(9)} ${Math.round(f.plainPerSec).toString().padStart(9)}  ${f.pairedRatio.toFixed(2)}`);
    }
  }

  // What do 4 appending backends wait on, compared with 4 inserting ones?
  await bench.db.raw(source);
  for (const kind of ['es_append', 'INSERT INTO plain_events'] as const) {
    const counts = new Map<string, number>();
    let samples = 0;
    let running = true;
    const sampling = (async () => {
      while (running) {
        const { rows } = await sampler.query(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'on CPU') AS w FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE $1`,
          [`%${kind}%`],
        );
        samples++;
        for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + 1);
      }
    })();
    await benchAppends(bench.db, { ...scenario(4), rounds: 3 }, `w${kind.length}`);
    running = false;
    await sampling;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`\n4 clients, backends running ${kind} (${samples} samples, ${(total / samples).toFixed(2)} active on average):`);
    for (const [w, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${w.padEnd(28)} ${((100 * n) / total).toFixed(0).padStart(3)}%`);
  }
} finally {
  await sampler.end().catch(() => undefined);
  await bench.dispose();
}
