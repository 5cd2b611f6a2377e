import { z } from 'zod';
import type { FoldIndex } from '../../../domain/event-log/folds';
import type { ListQuery, LogFilter } from '../../../projections/event-log/event-log.queries';
import { parseWith } from '../../web/api.server';
import { MAX_JSON_DEPTH, parseJsonWithin } from '../../web/json-depth';

/**
 * react-admin's REST list shape (ra-data-simple-rest):
 * `?sort=["field","ASC"]&range=[0,24]&filter={"type":"OrderPlaced"}`, each a
 * JSON text. Anything else is refused with a message naming the parameter.
 */
export const maxRangeRows = 500;

/** One query parameter holding JSON (the console's lists read theirs with it too). */
export const jsonText = (name: string, example: string) =>
  z
    .string({ invalid_type_error: `give ${name} once, as JSON such as ${example}` })
    .max(20_000, 'too long')
    .transform((text, ctx) => {
      const parsed = parseJsonWithin(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem === 'depth' ? `nested too deeply (at most ${MAX_JSON_DEPTH} levels)` : `not valid JSON; write it like ${example}` });
      return z.NEVER;
    });

const oneOrMany = <T extends z.ZodTypeAny>(item: T) => z.union([item, z.array(item).min(1).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

const time = z.string().datetime({ offset: true, message: 'An ISO time such as 2026-11-20T10:00:00Z' }).transform((t) => new Date(t).toISOString());
const position = z.number({ invalid_type_error: 'A global position (a whole number)' }).int('A global position (a whole number)').min(0).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);

/** The filter a list call takes, naming only the contexts, prefixes and event types the fold index knows. */
function filterSchemaOf({ contexts, allEventTypes, streamFolds }: FoldIndex) {
  const knownContext = z.string().refine((c) => contexts.includes(c), (c) => ({ message: `Unknown context: ${String(c).slice(0, 60)}; contexts are ${contexts.join(', ')}` }));
  const knownType = z.string().refine((t) => allEventTypes.includes(t), (t) => ({ message: `Unknown event type: ${String(t).slice(0, 60)}` }));
  const prefixes = streamFolds.map((f) => f.prefix);
  const knownPrefix = z.string().refine((p) => prefixes.includes(p), (p) => ({ message: `Unknown stream prefix: ${String(p).slice(0, 60)}; prefixes are ${prefixes.join(', ')}` }));
  return z
    .object({
      context: oneOrMany(knownContext).optional(),
      prefix: knownPrefix.optional(),
      streamId: text(300).optional(),
      q: text(200).optional(),
      type: oneOrMany(knownType).optional(),
      actor: text(200).optional(),
      commandId: text(200).optional(),
      from: time.optional(),
      to: time.optional(),
      fromPosition: position.optional(),
      toPosition: position.optional(),
      /** react-admin's getMany: stream ids (streams) or positions (events). */
      id: z.array(z.union([text(300), position])).min(1).max(maxRangeRows).optional(),
    }, { invalid_type_error: 'filter is a JSON object such as {"type":"OrderPlaced"}' })
    .strict()
    .superRefine((f, ctx) => {
      if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['from'], message: 'from is after to' });
      if (f.fromPosition !== undefined && f.toPosition !== undefined && f.fromPosition > f.toPosition) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['fromPosition'], message: 'fromPosition is after toPosition' });
    });
}

/** One schema per fold index (the site has one). */
const filterSchemas = new WeakMap<FoldIndex, ReturnType<typeof filterSchemaOf>>();
function filterSchemaFor(folds: FoldIndex) {
  let schema = filterSchemas.get(folds);
  if (!schema) filterSchemas.set(folds, (schema = filterSchemaOf(folds)));
  return schema;
}

const rangeSchema = z
  .tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)], {
    invalid_type_error: 'range is [first, last] such as [0,24]',
    required_error: 'range is [first, last] such as [0,24]',
  })
  .refine(([a, b]) => b >= a, 'the last row comes before the first')
  .refine(([a, b]) => b - a < maxRangeRows, `at most ${maxRangeRows} rows at a time`);

function sortSchema<F extends string>(fields: readonly F[]) {
  return z.tuple(
    [
      z.string().refine((f): f is F => (fields as readonly string[]).includes(f), (f) => ({ message: `cannot sort by ${String(f).slice(0, 60)}; sort by ${fields.join(', ')}` })),
      z.enum(['ASC', 'DESC'], { errorMap: () => ({ message: 'the order is ASC or DESC' }) }),
    ],
    { invalid_type_error: 'sort is ["field","ASC"] or ["field","DESC"]' },
  );
}

export type ParsedFilter = z.infer<ReturnType<typeof filterSchemaOf>>;

/** The filter as the queries take it (ids stay with the caller, which knows what they are). */
export function logFilterOf(f: ParsedFilter): LogFilter {
  return {
    contexts: f.context,
    prefix: f.prefix,
    streamId: f.streamId,
    q: f.q,
    types: f.type,
    actor: f.actor,
    commandId: f.commandId,
    from: f.from,
    to: f.to,
    fromPosition: f.fromPosition,
    toPosition: f.toPosition,
  };
}

/** sort, range and filter of a list call, with defaults when left out. */
export function parseListParams<F extends string>(folds: FoldIndex, input: Record<string, unknown>, fields: readonly F[], defaultSort: [F, 'ASC' | 'DESC']): ListQuery<F> & { ids: (string | number)[] | undefined } {
  // ids are the caller's to read: stream ids on the stream list, positions on the event list.
  const parsed = parseWith(
    z.object({
      sort: jsonText('sort', '["lastPosition","DESC"]').pipe(sortSchema(fields)).optional(),
      range: jsonText('range', '[0,24]').pipe(rangeSchema).optional(),
      filter: jsonText('filter', '{"type":"OrderPlaced"}').pipe(filterSchemaFor(folds)).optional(),
    }),
    { sort: input.sort, range: input.range, filter: input.filter },
  );
  const [field, order] = parsed.sort ?? defaultSort;
  const filter = parsed.filter ?? {};
  return { sort: { field: field as F, order }, range: (parsed.range as [number, number] | undefined) ?? [0, 24], filter: logFilterOf(filter), ids: filter.id };
}

/** A range alone (a stream's events). */
export function parseRange(input: Record<string, unknown>, fallback: [number, number]): [number, number] {
  const parsed = parseWith(z.object({ range: jsonText('range', '[0,99]').pipe(rangeSchema).optional() }), { range: input.range });
  return (parsed.range as [number, number] | undefined) ?? fallback;
}

/** `Content-Range: <resource> <first>-<last>/<total>` as react-admin reads it. */
export function contentRange(resource: string, start: number, rows: number, total: number): string {
  return rows === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + rows - 1}/${total}`;
}
