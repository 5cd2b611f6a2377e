import type { Knex } from 'knex';

export async function createCheckpoints(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      transaction_id bigint NOT NULL DEFAULT 0,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

/**
 * A page of a read model's rows, in `order`, with how many match in all: one
 * statement (the count rides on each row as `total_count`, which the caller's
 * mapping leaves out); a page past the end asks for the count alone.
 */
export async function pageWithTotal(
  db: Knex,
  base: () => Knex.QueryBuilder,
  order: readonly { column: string; order?: 'asc' | 'desc' }[],
  { start = 0, pageSize }: { start?: number; pageSize?: number },
): Promise<{ total: number; rows: Record<string, any>[] }> {
  let query = base().select('*', db.raw('count(*) OVER () AS total_count')).orderBy([...order]);
  if (start) query = query.offset(start);
  if (pageSize) query = query.limit(pageSize);
  const rows: Record<string, any>[] = await query;
  if (rows.length) return { total: Number(rows[0]!.total_count), rows };
  if (!start) return { total: 0, rows };
  const [{ n }] = await base().count<{ n: string }[]>({ n: '*' });
  return { total: Number(n), rows };
}
