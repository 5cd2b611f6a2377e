import type { Knex } from 'knex';

/** Project numbers come from one sequence; they show as C0000000123. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE IF NOT EXISTS need_number_seq START 100');
}

export async function nextNeedNumbers(db: Knex, count: number): Promise<string[]> {
  const { rows } = await db.raw<{ rows: Array<{ n: string }> }>("SELECT nextval('need_number_seq') AS n FROM generate_series(1, ?)", [count]);
  return rows.map((r) => String(r.n));
}
