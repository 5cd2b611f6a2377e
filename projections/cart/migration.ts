import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE cart_lines_v1 (
      owner_id text NOT NULL,
      need_goods_id text NOT NULL,
      goods_id text NOT NULL,
      goods_count integer NOT NULL,
      added_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (owner_id, need_goods_id)
    );

    CREATE TABLE commerce_client_orders_v1 (
      order_id text PRIMARY KEY,
      client_id text NOT NULL,
      paid boolean NOT NULL,
      cancelled boolean NOT NULL
    );
    CREATE INDEX commerce_client_orders_v1_client ON commerce_client_orders_v1 (client_id);

    CREATE TABLE catalogue_stock_v1 (
      goods_id text PRIMARY KEY,
      on_hand integer NOT NULL,
      reserved integer NOT NULL DEFAULT 0
    );
    CREATE TABLE catalogue_stock_reservations_v1 (
      goods_id text NOT NULL,
      order_id text NOT NULL,
      units integer NOT NULL,
      PRIMARY KEY (goods_id, order_id)
    );
  `);
}

/** What a cart line is bought for (referType, referId): a design project's or a DIY board's furniture. */
export async function addRefer(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE cart_lines_v1 ADD COLUMN refer_type text, ADD COLUMN refer_id text');
}
