import type { Knex } from 'knex';

/** Order numbers come from one sequence: stable, short and readable (RC-2026-000123). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE IF NOT EXISTS order_number_seq START 1001');
}

export async function nextOrderNumber(db: Knex, now = new Date()): Promise<string> {
  const { rows } = await db.raw<{ rows: Array<{ n: string }> }>("SELECT nextval('order_number_seq') AS n");
  return `RC-${now.getUTCFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
}
