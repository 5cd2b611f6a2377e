import { z } from 'zod';
import type { Knex } from 'knex';
import { reminderMeasures, unsubscribeMeasures, weekOf } from '../../../domain/reminders/report';
import { csvText } from '../../../infra/archive/csv';
import { remindersReport } from '../../../projections/reminders/report';
import { parseWith } from '~/web/api.server';

/**
 * The reminders report for staff and analysts (issue 26, ADR 061): per week and
 * kind, what the `reminders-report` read model counted, and per week the
 * unsubscribes by way. Counts only: no e-mail, user id or product.
 */
const dayField = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day (YYYY-MM-DD)`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${name} must be a day (YYYY-MM-DD)`);

const maxWeeks = 105;
const weekMs = 7 * 86_400_000;

export const reportQuery = z
  .object({
    from: dayField('from').optional(),
    to: dayField('to').optional(),
    format: z.enum(['json', 'csv'], { errorMap: () => ({ message: 'format must be json or csv' }) }).default('json'),
  })
  .strict()
  .transform((q) => {
    const toWeek = weekOf(`${q.to ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const fromWeek = q.from ? weekOf(`${q.from}T00:00:00Z`) : new Date(Date.parse(`${toWeek}T00:00:00Z`) - 11 * weekMs).toISOString().slice(0, 10);
    return { format: q.format, fromWeek, toWeek, from: q.from, to: q.to };
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.toWeek) - Date.parse(q.fromWeek) < maxWeeks * weekMs, { message: `A report covers at most ${maxWeeks} weeks`, path: ['from'] });

export async function reminderReport(db: Knex, input: unknown) {
  const q = parseWith(reportQuery, input);
  const { kinds, choices } = await remindersReport(db, q.fromWeek, q.toWeek);
  const report = { fromWeek: q.fromWeek, toWeek: q.toWeek, kinds, unsubscribes: choices };
  return q.format === 'csv' ? reportCsv(report) : report;
}


function reportCsv(report: { fromWeek: string; toWeek: string; kinds: Awaited<ReturnType<typeof remindersReport>>['kinds']; unsubscribes: Awaited<ReturnType<typeof remindersReport>>['choices'] }): Response {
  // One table: a row per week and kind (its measures), then a row per week for the choice (kind "all", its unsubscribes).
  const head = ['week', 'kind', ...reminderMeasures, 'dropped', 'conversion', ...unsubscribeMeasures];
  const blankKinds = [...reminderMeasures, 'dropped', 'conversion'].map(() => '');
  const rows = report.kinds.map((r) => [r.week, r.kind, ...reminderMeasures.map((m) => String(r[m])), String(r.dropped), r.conversion.toFixed(4), ...unsubscribeMeasures.map(() => '')]);
  const unsubscribes = report.unsubscribes.map((r) => [r.week, 'all', ...blankKinds, ...unsubscribeMeasures.map((m) => String(r[m]))]);
  return new Response(csvText([head, ...rows, ...unsubscribes]), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="reminders-${report.fromWeek}-${report.toWeek}.csv"`, 'Cache-Control': 'no-store' },
  });
}
