import type { Knex } from 'knex';
import * as eventStore from '../infra/eventstore/postgres.migration';
import * as mailOutbox from '../infra/mail/outbox';
import * as idempotency from '../infra/http/idempotency';
import * as paymentSandbox from '../infra/payments/sandbox.migration';
import * as orderNumbers from '../infra/orders/order-numbers';
import * as needNumbers from '../infra/projects/need-numbers';
import { projectionMigrations } from './registry';
import * as processStore from '../workers/process-store';
import * as rateBuckets from '../infra/http/rate-buckets';

export interface Migration {
  name: string;
  up: (knex: Knex) => Promise<void>;
  down?: (knex: Knex) => Promise<void>;
}

/** Every migration, in order. A static list works the same under tsx and the Vite bundle. */
export const migrations: Migration[] = [
  { name: '0001_event_store', up: eventStore.up, down: eventStore.down },
  ...projectionMigrations,
  { name: 'mail_outbox', up: mailOutbox.up },
  { name: 'mail_outbox_expiry', up: mailOutbox.addExpiry },
  { name: 'http_idempotency_keys', up: idempotency.up },
  { name: 'payment_sandbox', up: paymentSandbox.up },
  { name: 'payment_sandbox_card_owner', up: paymentSandbox.addOwner },
  { name: 'order_numbers', up: orderNumbers.up },
  { name: 'need_numbers', up: needNumbers.up },
  { name: 'mail_outbox_queue', up: mailOutbox.addQueue },
  { name: 'process_runner', up: processStore.up },
  { name: 'rate_buckets', up: rateBuckets.up },
];

const source: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => ({ up: m.up, down: m.down ?? (async () => undefined) }),
};

export async function migrate(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
}
