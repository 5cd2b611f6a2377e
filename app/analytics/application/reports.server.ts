import { z } from 'zod';
import type { Knex } from 'knex';
import { cohorts, designFunnelSteps, funnelOf, revenuePerVisitor, shopFunnelSteps, type CohortRow, type FunnelStepAnswer } from '../../../domain/analytics/funnel';
import { csvText } from '../../../infra/archive/csv';
import { dimensions, funnelDailyTable, paidOrdersTable } from '../../../projections/analytics/funnels';
import { parseWith } from '~/web/api.server';

/**
 * The analysts' reports (issue 26, ADR 056): sums over the analytics
 * projection's daily buckets, never a scan of tracking events. Every answer is
 * an aggregate: counts, rates and amounts per step and per channel, campaign or
 * landing page; no visitor id, user id or e-mail.
 */
export const funnels = { shop: shopFunnelSteps, design: designFunnelSteps } as const;
export type FunnelName = keyof typeof funnels;

const dayField = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day (YYYY-MM-DD)`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${name} must be a day (YYYY-MM-DD)`);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
const maxDays = 731;

export const funnelQuery = z
  .object({
    funnel: z.enum(['shop', 'design'], { errorMap: () => ({ message: 'funnel must be shop or design' }) }).default('shop'),
    dimension: z.enum(dimensions, { errorMap: () => ({ message: 'dimension must be all, channel, campaign or landing' }) }).default('all'),
    from: dayField('from').optional(),
    to: dayField('to').optional(),
    format: z.enum(['json', 'csv'], { errorMap: () => ({ message: 'format must be json or csv' }) }).default('json'),
  })
  .strict()
  .transform((q) => {
    const to = q.to ?? isoDay(new Date());
    return { ...q, to, from: q.from ?? daysBefore(to, 29) };
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < maxDays * 86_400_000, { message: `A report covers at most ${maxDays} days`, path: ['from'] });
export type FunnelQuery = z.infer<typeof funnelQuery>;

export interface FunnelRow {
  /** The channel, campaign or landing page ('' for all visitors). */
  value: string;
  steps: FunnelStepAnswer[];
  /** Visitors who reached the first step, the last step, and the share (0..1). */
  entered: number;
  converted: number;
  conversion: number;
  /** Shop orders and design plans paid by these visitors, in cents, and per visitor. */
  revenueCents: number;
  revenuePerVisitorCents: number;
}

/** One funnel over [from, to] (the visitors' first days), per value of the dimension, most visitors first (at most 100 values). */
export async function funnelReport(db: Knex, q: FunnelQuery) {
  const steps = funnels[q.funnel];
  const wanted = [...new Set<string>([...steps, 'visit', 'paid', 'paid_plan'])];
  const sums: { value: string; step: string; visitors: number; revenue: number }[] = await db(funnelDailyTable)
    .where({ dimension: q.dimension })
    .whereBetween('day', [q.from, q.to])
    .whereIn('step', wanted)
    .groupBy('value', 'step')
    .select('value', 'step', db.raw('sum(visitors)::bigint as visitors'), db.raw('sum(revenue_cents)::bigint as revenue'));
  const byValue = new Map<string, Map<string, { visitors: number; revenue: number }>>();
  for (const s of sums) {
    const m = byValue.get(s.value) ?? new Map();
    m.set(s.step, { visitors: Number(s.visitors), revenue: Number(s.revenue) });
    byValue.set(s.value, m);
  }
  const rows: FunnelRow[] = [...byValue].map(([value, m]) => {
    const answer = funnelOf(steps.map((s) => m.get(s)?.visitors ?? 0), steps);
    const revenueCents = (m.get('paid')?.revenue ?? 0) + (m.get('paid_plan')?.revenue ?? 0);
    const entered = answer[0]!.visitors;
    const converted = answer[answer.length - 1]!.visitors;
    return { value, steps: answer, entered, converted, conversion: entered ? converted / entered : 0, revenueCents, revenuePerVisitorCents: revenuePerVisitor(revenueCents, m.get('visit')?.visitors ?? 0) };
  });
  rows.sort((a, b) => b.entered - a.entered || a.value.localeCompare(b.value));
  if (q.dimension === 'all' && rows.length === 0) rows.push({ value: '', steps: funnelOf(steps.map(() => 0), steps), entered: 0, converted: 0, conversion: 0, revenueCents: 0, revenuePerVisitorCents: 0 });
  return { funnel: q.funnel, dimension: q.dimension, from: q.from, to: q.to, stepNames: [...steps], rows: rows.slice(0, 100) };
}

export const cohortQuery = z.object({ format: z.enum(['json', 'csv'], { errorMap: () => ({ message: 'format must be json or csv' }) }).default('json') }).strict();

/** Cohorts by first paid order's month: clients, and per month since, buyers and revenue. */
export async function cohortReport(db: Knex): Promise<{ rows: CohortRow[] }> {
  const orders: { client_id: string; month: string; cents: number }[] = await db(paidOrdersTable).groupBy('client_id', 'month').select('client_id', 'month', db.raw('sum(cents)::bigint as cents'));
  return { rows: cohorts(orders.map((o) => ({ client: o.client_id, month: o.month, cents: Number(o.cents) }))) };
}

export const parseFunnelQuery = (input: unknown) => parseWith(funnelQuery, input);
export const parseCohortQuery = (input: unknown) => parseWith(cohortQuery, input);

const money = (cents: number) => (cents / 100).toFixed(2);
const share = (x: number) => x.toFixed(4);

function csvResponse(name: string, rows: string[][]): Response {
  return new Response(csvText(rows), { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"`, 'Cache-Control': 'no-store' } });
}

export function funnelCsv(report: Awaited<ReturnType<typeof funnelReport>>): Response {
  const head = [report.dimension, ...report.stepNames, 'conversion', 'revenue', 'revenue_per_visitor'];
  const body = report.rows.map((r) => [report.dimension === 'all' ? 'all' : r.value, ...r.steps.map((s) => String(s.visitors)), share(r.conversion), money(r.revenueCents), money(r.revenuePerVisitorCents)]);
  return csvResponse(`funnel-${report.funnel}-${report.dimension}-${report.from}-${report.to}`, [head, ...body]);
}

export function cohortCsv(report: { rows: CohortRow[] }): Response {
  const width = Math.max(0, ...report.rows.map((r) => r.months.length));
  const head = ['cohort', 'clients', ...Array.from({ length: width }, (_, k) => `month_${k}_buyers`), ...Array.from({ length: width }, (_, k) => `month_${k}_revenue`)];
  const body = report.rows.map((r) => [r.cohort, String(r.clients), ...Array.from({ length: width }, (_, k) => String(r.months[k]?.buyers ?? 0)), ...Array.from({ length: width }, (_, k) => money(r.months[k]?.cents ?? 0))]);
  return csvResponse('cohorts', [head, ...body]);
}
