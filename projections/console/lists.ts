import type { Knex } from 'knex';

/**
 * The staff console's lists (issue 11): one page of a read model, sorted,
 * filtered and paginated in SQL (ORDER BY … LIMIT … OFFSET on indexed columns),
 * with the number of rows the filter matches. Read-only: projections alone
 * write these tables.
 */
export type ListFilter =
  /** One value or a list (`IN`); `values` restricts what may be asked for. */
  | { kind: 'equals'; column: string; values?: readonly string[] }
  /** Part of any of these columns, case-insensitive. */
  | { kind: 'contains'; columns: readonly string[] }
  /** Words matched against a tsvector column (`websearch_to_tsquery`). */
  | { kind: 'search'; column: string }
  /** A time or number bound, inclusive. */
  | { kind: 'from' | 'to'; column: string; type: 'time' | 'number' }
  | { kind: 'flag'; column: string }
  /** A JSON array column holding this text (accounts' roles). */
  | { kind: 'has'; column: string; values: readonly string[] }
  /** `IS NULL` when false, `IS NOT NULL` when true. */
  | { kind: 'present'; column: string };

export interface ListSpec<Row> {
  /** The rows: a read-model table (with joins, if any). */
  from: (db: Knex) => Knex.QueryBuilder;
  /** The SQL column whose value is the row's `id` (and breaks ties in sorts). */
  id: string;
  /** Rows by their ids when `id` is not one column (react-admin's getMany). */
  whereIds?: (q: Knex.QueryBuilder, ids: readonly string[]) => void;
  /** The API's sort fields and the SQL column each sorts by. */
  sorts: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filters: Record<string, ListFilter>;
  /** Always applied (customers are client accounts). */
  scope?: (q: Knex.QueryBuilder) => Knex.QueryBuilder;
  columns?: readonly string[] | ((db: Knex) => readonly (string | Knex.Raw)[]);
  toRow: (r: Record<string, any>) => Row;
}

export interface ListQuery {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
  ids?: readonly (string | number)[];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter(q: Knex.QueryBuilder, f: ListFilter, value: unknown): void {
  switch (f.kind) {
    case 'equals':
    case 'has': {
      const values = Array.isArray(value) ? value : [value];
      if (f.kind === 'equals') q.whereIn(f.column, values as string[]);
      else q.where((w) => values.forEach((v) => w.orWhereRaw('?? \\? ?', [f.column, String(v)])));
      return;
    }
    case 'contains':
      q.where((w) => f.columns.forEach((c) => w.orWhereILike(c, likePattern(String(value)))));
      return;
    case 'search':
      q.whereRaw(`?? @@ websearch_to_tsquery('english', ?)`, [f.column, String(value)]);
      return;
    case 'from':
      q.where(f.column, '>=', value as string | number);
      return;
    case 'to':
      q.where(f.column, '<=', value as string | number);
      return;
    case 'flag':
      q.where(f.column, Boolean(value));
      return;
    case 'present':
      if (value) q.whereNotNull(f.column);
      else q.whereNull(f.column);
  }
}

/** One page and the total; `ids` (react-admin's getMany) narrows to those rows. */
export async function listPage<Row>(db: Knex, spec: ListSpec<Row>, query: ListQuery): Promise<{ list: Row[]; total: number }> {
  const base = () => {
    const q = spec.from(db);
    if (spec.scope) spec.scope(q);
    for (const [name, value] of Object.entries(query.filter)) {
      const f = spec.filters[name];
      if (f && value !== undefined) applyFilter(q, f, value);
    }
    if (query.ids) {
      const ids = query.ids.map(String);
      if (spec.whereIds) spec.whereIds(q, ids);
      else q.whereIn(spec.id, ids);
    }
    return q;
  };
  const [first, last] = query.range;
  const [field, order] = query.sort;
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const [counted, rows] = await Promise.all([
    base().count<{ n: string }[]>({ n: '*' }),
    base()
      .select((typeof spec.columns === 'function' ? spec.columns(db) : spec.columns ?? ['*']) as string[])
      // The id breaks ties, so pages never overlap or skip a row.
      .orderBy([{ column: spec.sorts[field], order: direction, nulls: 'last' }, { column: spec.id, order: direction }])
      .offset(first)
      .limit(last - first + 1),
  ]);
  return { list: rows.map(spec.toRow), total: Number(counted[0].n) };
}
