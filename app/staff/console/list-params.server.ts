import { z } from 'zod';
import type { ListFilter, ListQuery, ListSpec } from '../../../projections/console/lists';
import { listPage } from '../../../projections/console/lists';
import { envelope, parseWith } from '../../web/api.server';
import type { Runtime } from '../../../infra/runtime';
import { contentRange, jsonText, maxRangeRows } from '../event-log/list-params.server';

/**
 * react-admin's REST list parameters for the console's lists, each a JSON text:
 * `?sort=["placedAt","DESC"]&range=[0,24]&filter={"status":"paid"}`. Fields,
 * filters and values a list does not know are refused with a message naming
 * the parameter (400), never passed to SQL.
 */
const text = (max: number) => z.string({ invalid_type_error: 'A text' }).trim().min(1, 'Must not be empty').max(max, `At most ${max} characters`);
const oneOrMany = <T extends z.ZodTypeAny>(item: T) => z.union([item, z.array(item).min(1, 'Pick at least one').max(50, 'At most 50 values')]);
const time = z.string({ invalid_type_error: 'An ISO time such as 2026-11-20T10:00:00Z' }).datetime({ offset: true, message: 'An ISO time such as 2026-11-20T10:00:00Z' }).transform((t) => new Date(t).toISOString());
const dayOrTime = z.union([time, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date such as 2026-11-20 or an ISO time').transform((d) => new Date(`${d}T00:00:00Z`).toISOString())]);
const whole = z.number({ invalid_type_error: 'A whole number' }).int('A whole number').min(0, 'Not below 0').max(Number.MAX_SAFE_INTEGER);

function filterValue(f: ListFilter): z.ZodTypeAny {
  switch (f.kind) {
    case 'equals': {
      const allowed = f.values;
      const item = allowed ? z.string({ invalid_type_error: `One of ${allowed.join(', ')}` }).refine((v) => allowed.includes(v), { message: `One of ${allowed.join(', ')}` }) : text(300);
      return oneOrMany(item);
    }
    case 'has':
      return oneOrMany(z.enum(f.values as [string, ...string[]]));
    case 'contains':
    case 'search':
      return text(200);
    case 'from':
    case 'to':
      return f.type === 'time' ? dayOrTime : whole;
    case 'flag':
    case 'present':
      return z.boolean({ invalid_type_error: 'true or false' });
  }
}

function filterSchema(spec: ListSpec<unknown>) {
  const shape: Record<string, z.ZodTypeAny> = Object.fromEntries(Object.entries(spec.filters).map(([name, f]) => [name, filterValue(f).optional()]));
  shape.id = oneOrMany(z.union([text(300), whole])).optional();
  return z.object(shape, { invalid_type_error: 'filter is a JSON object such as {"status":"paid"}' }).strict();
}

const rangeSchema = z
  .tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)], {
    invalid_type_error: 'range is [first, last] such as [0,24]',
    required_error: 'range is [first, last] such as [0,24]',
  })
  .refine(([a, b]) => b >= a, 'the last row comes before the first')
  .refine(([a, b]) => b - a < maxRangeRows, `at most ${maxRangeRows} rows at a time`);

function sortSchema(fields: string[]) {
  return z.tuple(
    [
      z.string().refine((f) => fields.includes(f), (f) => ({ message: `cannot sort by ${String(f).slice(0, 60)}; sort by ${fields.join(', ')}` })),
      z.enum(['ASC', 'DESC'], { errorMap: () => ({ message: 'the order is ASC or DESC' }) }),
    ],
    { invalid_type_error: 'sort is ["field","ASC"] or ["field","DESC"]' },
  );
}

/** The list parameters for this list, with its defaults (the first 25 rows in the default order). */
export function parseConsoleList(input: Record<string, unknown>, spec: ListSpec<unknown>): ListQuery {
  const parsed = parseWith(
    z.object({
      sort: jsonText('sort', `["${spec.defaultSort[0]}","${spec.defaultSort[1]}"]`).pipe(sortSchema(Object.keys(spec.sorts))).optional(),
      range: jsonText('range', '[0,24]').pipe(rangeSchema).optional(),
      filter: jsonText('filter', '{"q":"oak"}').pipe(filterSchema(spec)).optional(),
    }),
    { sort: input.sort, range: input.range, filter: input.filter },
  );
  const { id, ...filter } = (parsed.filter ?? {}) as Record<string, unknown>;
  const ids = id === undefined ? undefined : Array.isArray(id) ? (id as (string | number)[]) : [id as string | number];
  return { sort: (parsed.sort as [string, 'ASC' | 'DESC'] | undefined) ?? spec.defaultSort, range: (parsed.range as [number, number] | undefined) ?? [0, 24], filter, ids };
}

/** True when a call asks in the console's list shape (the older paged shape stays for existing callers). */
export const asksConsoleList = (input: Record<string, unknown>) => ['sort', 'range', 'filter'].some((k) => input[k] !== undefined);

/** One page as react-admin reads it: `{ list, total }` and a `Content-Range` header. */
export async function consoleListResponse<Row>(runtime: Runtime, resource: string, spec: ListSpec<Row>, input: Record<string, unknown>): Promise<Response> {
  const query = parseConsoleList(input, spec as ListSpec<unknown>);
  const { list, total } = await listPage(runtime.db, spec, query);
  const response = envelope({ list, total });
  response.headers.set('Content-Range', contentRange(resource, query.range[0], list.length, total));
  response.headers.set('Access-Control-Expose-Headers', 'Content-Range');
  return response;
}
