/**
 * Analytics maths (issue 26): pure functions over the compact aggregate rows the
 * analytics projections are meant to write (daily buckets by dimension). No I/O;
 * a funnel answer only sums buckets, never scans raw tracking events.
 */

export const shopFunnelSteps = ['visit', 'product_viewed', 'added_to_cart', 'checkout_started', 'paid'] as const;
export const designFunnelSteps = ['room_chosen', 'questionnaire_done', 'paid_plan', 'approved_board', 'furniture_bought'] as const;

/** One aggregate row: distinct visitors reaching `step` on `day` for one dimension value. */
export interface FunnelBucket {
  day: string; // YYYY-MM-DD
  dimension: string; // e.g. channel, campaign or landing page value ('' = all)
  step: string;
  visitors: number;
}

export interface FunnelStepAnswer {
  step: string;
  visitors: number;
  /** Share of the first step's visitors (0..1), 0 when the first step is empty. */
  fromStart: number;
  /** Share of the previous step's visitors (0..1); 1 for the first step. */
  fromPrevious: number;
}

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** Sums the buckets in [from, to] (inclusive days) for the given steps, per dimension value. */
export function funnelByDimension(
  buckets: readonly FunnelBucket[],
  steps: readonly string[],
  range: { from: string; to: string },
): Map<string, FunnelStepAnswer[]> {
  const totals = new Map<string, Map<string, number>>();
  for (const b of buckets) {
    if (b.day < range.from || b.day > range.to || !steps.includes(b.step)) continue;
    const byStep = totals.get(b.dimension) ?? new Map<string, number>();
    byStep.set(b.step, (byStep.get(b.step) ?? 0) + b.visitors);
    totals.set(b.dimension, byStep);
  }
  const answer = new Map<string, FunnelStepAnswer[]>();
  for (const [dimension, byStep] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    answer.set(dimension, funnelOf(steps.map((step) => byStep.get(step) ?? 0), steps));
  }
  return answer;
}

/** Conversion figures for a list of step counts. */
export function funnelOf(counts: readonly number[], steps: readonly string[]): FunnelStepAnswer[] {
  const first = counts[0] ?? 0;
  return steps.map((step, i) => ({
    step,
    visitors: counts[i] ?? 0,
    fromStart: ratio(counts[i] ?? 0, first),
    fromPrevious: i === 0 ? 1 : ratio(counts[i] ?? 0, counts[i - 1] ?? 0),
  }));
}

/** Whole months between two YYYY-MM months (b − a). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  return (by - ay) * 12 + (bm - am);
}

/** One paid order as the cohort projection sees it: a client key (never shown), its month and its amount in cents. */
export interface CohortOrder {
  client: string;
  month: string; // YYYY-MM
  cents: number;
}

export interface CohortRow {
  cohort: string; // first-order month
  clients: number;
  /** Per month since the first order (index 0 = that month): clients who ordered, and revenue in cents. */
  months: { buyers: number; cents: number }[];
}

/** Cohorts by first-order month: repeat buyers and revenue by month since. Aggregates only, no client key in the answer. */
export function cohorts(orders: readonly CohortOrder[]): CohortRow[] {
  const first = new Map<string, string>();
  for (const o of orders) {
    const f = first.get(o.client);
    if (f === undefined || o.month < f) first.set(o.client, o.month);
  }
  const rows = new Map<string, { clients: Set<string>; months: Map<number, { buyers: Set<string>; cents: number }> }>();
  for (const o of orders) {
    const cohort = first.get(o.client)!;
    const row = rows.get(cohort) ?? { clients: new Set(), months: new Map() };
    row.clients.add(o.client);
    const k = monthsBetween(cohort, o.month);
    const cell = row.months.get(k) ?? { buyers: new Set(), cents: 0 };
    cell.buyers.add(o.client);
    cell.cents += o.cents;
    row.months.set(k, cell);
    rows.set(cohort, row);
  }
  return [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cohort, row]) => {
      const last = Math.max(...row.months.keys());
      const months = Array.from({ length: last + 1 }, (_, k) => {
        const cell = row.months.get(k);
        return { buyers: cell?.buyers.size ?? 0, cents: cell?.cents ?? 0 };
      });
      return { cohort, clients: row.clients.size, months };
    });
}

/** Revenue per visitor in cents (rounded), 0 without visitors. */
export function revenuePerVisitor(revenueCents: number, visitors: number): number {
  return visitors > 0 ? Math.round(revenueCents / visitors) : 0;
}
