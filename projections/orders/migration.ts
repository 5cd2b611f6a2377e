import type { Knex } from 'knex';

/** 0007_orders_read_models: orders, their lines, returns, refunds and delay notices. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE orders_orders_v1 (
      order_id text PRIMARY KEY,
      order_number text NOT NULL UNIQUE,
      client_id text NOT NULL,
      status text NOT NULL,
      subtotal_cents bigint NOT NULL,
      sale_discount_cents bigint NOT NULL,
      code_discount_cents bigint NOT NULL,
      shipping_cents bigint NOT NULL,
      tax_cents bigint NOT NULL,
      credits_used_cents bigint NOT NULL,
      total_cents bigint NOT NULL,
      paid_cents bigint NOT NULL DEFAULT 0,
      refunded_cents bigint NOT NULL DEFAULT 0,
      payment_id text,
      address jsonb NOT NULL,
      code text,
      card_brand text,
      card_last4 text,
      placed_at timestamptz NOT NULL,
      paid_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      payment_failure text,
      line_count integer NOT NULL,
      item_count integer NOT NULL
    );
    CREATE INDEX orders_orders_v1_client ON orders_orders_v1 (client_id, placed_at DESC);
    CREATE INDEX orders_orders_v1_placed ON orders_orders_v1 (placed_at DESC);

    CREATE TABLE orders_order_lines_v1 (
      order_id text NOT NULL,
      line_id text NOT NULL,
      line_no integer NOT NULL,
      goods_id text NOT NULL,
      name text NOT NULL,
      price_cents bigint NOT NULL,
      unit_price_cents bigint NOT NULL,
      count integer NOT NULL,
      shipping_cents bigint NOT NULL,
      carrier text,
      tracking_number text,
      shipped_at timestamptz,
      delivered_at timestamptz,
      return_status text,
      PRIMARY KEY (order_id, line_id)
    );

    CREATE TABLE orders_returns_v1 (
      order_id text NOT NULL,
      return_id text NOT NULL,
      line_ids jsonb NOT NULL,
      reasons jsonb NOT NULL,
      note text NOT NULL,
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      settled_at timestamptz,
      refuse_reason text,
      PRIMARY KEY (order_id, return_id)
    );

    CREATE TABLE orders_refunds_v1 (
      order_id text NOT NULL,
      refund_id text NOT NULL,
      amount_cents bigint NOT NULL,
      reason text NOT NULL,
      refunded_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, refund_id)
    );

    CREATE TABLE orders_delay_notices_v1 (
      order_id text NOT NULL,
      position bigint NOT NULL,
      line_id text,
      message text NOT NULL,
      expected_by text,
      noticed_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, position)
    );
  `);
}

/** The project an order line was bought for (from its cart line), to list a project's furniture orders. */
export async function addLineRefer(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE orders_order_lines_v1 ADD COLUMN refer_type text, ADD COLUMN refer_id text;
    CREATE INDEX orders_order_lines_v1_refer ON orders_order_lines_v1 (refer_type, refer_id) WHERE refer_id IS NOT NULL;
  `);
}
