import type { Db } from '../infra/db/knex';
import { funnelReport } from '../app/analytics/application/reports.server';
import { funnelDailyTable } from '../projections/analytics/funnels';
import type { Row } from './report';
import { ms, times } from './report';
import { now, percentile } from './stats';

/**
 * Issue 26: a funnel over 10 million tracking events, answered from the
 * analytics projection's daily buckets (ADR 056). The buckets those events
 * would make are written directly in SQL (appending 10M events is not the
 * point): 365 days × 27,400 step reaches a day ≈ 10,000,000 events, each
 * counted under all visitors and under its channel (8), campaign (200) and
 * landing page (300): 365 × 10 steps × 509 values ≈ 1.86 million rows. The
 * figure is the slowest cut (a year by landing page, shop funnel) each call
 * followed by the baseline, reading one bucket row by its primary key.
 */
export interface AnalyticsFigure {
  rows: number;
  events: number;
  calls: number;
  p50: number;
  p95: number;
  baselineP50: number;
  baselineP95: number;
}

const perDay: Record<string, number> = {
  visit: 13_000, product_viewed: 7_000, added_to_cart: 3_000, checkout_started: 1_600, paid: 800,
  room_chosen: 1_000, questionnaire_done: 600, paid_plan: 250, approved_board: 100, furniture_bought: 50,
};
const dayCount = 365;

export async function loadAnalyticsBuckets(db: Db, log: (m: string) => void): Promise<{ rows: number; events: number }> {
  log('analytics: writing the daily buckets of 10M tracking events (365 days × 10 steps × 509 values)');
  await db(funnelDailyTable).delete();
  const steps = Object.entries(perDay);
  const values = `(VALUES ('all', 1), ('channel', 8), ('campaign', 200), ('landing', 300)) AS dims(dimension, n)`;
  for (let first = 0; first < dayCount; first += 30) {
    const last = Math.min(dayCount, first + 30) - 1;
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL statement_timeout = 0');
      await trx.raw(
    `INSERT INTO ${funnelDailyTable} (dimension, day, value, step, visitors, revenue_cents)
     SELECT dims.dimension, to_char(date '2025-01-01' + d, 'YYYY-MM-DD'),
            CASE WHEN dims.dimension = 'all' THEN '' ELSE dims.dimension || '-' || v END,
            s.step, GREATEST(1, (s.per_day / dims.n)::int), CASE WHEN s.step IN ('paid', 'paid_plan') THEN (s.per_day / dims.n)::int * 9900 ELSE 0 END
     FROM generate_series(${first}, ${last}) AS d, ${values}, generate_series(1, 300) AS v,
          (VALUES ${steps.map(([step, n]) => `('${step}', ${n})`).join(', ')}) AS s(step, per_day)
     WHERE v <= dims.n`,
      );
    });
  }
  await db.raw(`VACUUM ANALYZE ${funnelDailyTable}`);
  const rows = Number((await db(funnelDailyTable).count({ n: '*' }))[0]!.n);
  const events = dayCount * Object.values(perDay).reduce((a, b) => a + b, 0);
  return { rows, events };
}

export async function benchAnalytics(db: Db, log: (m: string) => void, rounds = 30): Promise<AnalyticsFigure> {
  const { rows, events } = await loadAnalyticsBuckets(db, log);
  const query = { funnel: 'shop' as const, dimension: 'landing' as const, from: '2025-01-01', to: '2025-12-31', format: 'json' as const };
  log(`analytics: ${rows.toLocaleString('en-US')} bucket rows; warm-up, then ${rounds} funnels by landing page over the year, each followed by a primary-key read`);
  for (let i = 0; i < 3; i++) await funnelReport(db, query);
  const t: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = now();
    const report = await funnelReport(db, query);
    t.push(now() - start);
    if (report.rows.length !== 100 || report.rows[0]!.entered <= 0) throw new Error('the funnel lost its rows');
    start = now();
    await db(funnelDailyTable).where({ dimension: 'landing', day: `2025-06-${String((i % 28) + 1).padStart(2, '0')}`, value: `landing-${(i % 300) + 1}`, step: 'visit' }).first();
    base.push(now() - start);
  }
  return { rows, events, calls: rounds, p50: percentile(t, 50), p95: percentile(t, 95), baselineP50: percentile(base, 50), baselineP95: percentile(base, 95) };
}

export function analyticsRows(f: AnalyticsFigure): Row[] {
  return [
    {
      figure: `analytics: shop funnel by landing page over a year of ${f.events.toLocaleString('en-US')} tracking events (${f.rows.toLocaleString('en-US')} bucket rows; p95, p50 ${ms(f.p50)})`,
      value: ms(f.p95),
      baseline: `${ms(f.baselineP95)} (one bucket row by primary key)`,
      ratio: times(f.p95 / f.baselineP95),
      target: '≤ 1000 ms',
      verdict: f.p95 <= 1000 ? 'PASS' : 'MISS',
    },
  ];
}
