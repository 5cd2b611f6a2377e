import type { Knex } from 'knex';

/**
 * 0033_console_list_indexes: the staff console's lists sort, filter and page in
 * SQL (projections/console/lists.ts). Each sort is the column then the row id
 * (ties never reorder between pages), so these indexes hold both and a page is
 * an index range scan, in either direction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX catalogue_goods_v1_console_price ON catalogue_goods_v1 (price_cents, id);
    CREATE INDEX catalogue_goods_v1_console_effective ON catalogue_goods_v1 (delisted, effective_price_cents, id);
    CREATE INDEX catalogue_goods_v1_console_listed ON catalogue_goods_v1 (delisted, listed_at, id);
    CREATE INDEX catalogue_goods_v1_console_name ON catalogue_goods_v1 (name, id);
    CREATE INDEX catalogue_goods_v1_console_category ON catalogue_goods_v1 (category_id, delisted, listed_at, id);
    CREATE INDEX orders_orders_v1_console_placed ON orders_orders_v1 (placed_at, order_id);
    CREATE INDEX orders_orders_v1_console_status ON orders_orders_v1 (status, placed_at, order_id);
    CREATE INDEX orders_orders_v1_console_total ON orders_orders_v1 (total_cents, order_id);
    CREATE INDEX orders_returns_v1_console_status ON orders_returns_v1 (status, requested_at);
    CREATE INDEX identity_accounts_v1_console_registered ON identity_accounts_v1 (registered_at, user_id);
    CREATE INDEX projects_needs_v1_console_status ON projects_needs_v1 (status, updated_at, need_id);
    CREATE INDEX projects_needs_v1_console_updated ON projects_needs_v1 (updated_at, need_id);
  `);
}
