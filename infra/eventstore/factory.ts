import type { Config } from '../config';
import type { Db } from '../db/knex';
import { EventStoreDbEventStore } from './eventstoredb';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres';

/**
 * The one place that picks the event store (EVENT_STORE). Business code only
 * ever sees the EventStore port. The Postgres database is still needed in
 * either case: read models and projection checkpoints live there.
 */
export function createEventStore(config: Pick<Config, 'EVENT_STORE' | 'EVENTSTOREDB_URL'>, db: Db, databaseUrl?: string): EventStore {
  switch (config.EVENT_STORE) {
    case 'postgres':
      return new PostgresEventStore(db, databaseUrl);
    case 'eventstoredb':
      if (!config.EVENTSTOREDB_URL) throw new Error('Invalid configuration — EVENTSTOREDB_URL: required when EVENT_STORE=eventstoredb');
      return EventStoreDbEventStore.fromConnectionString(config.EVENTSTOREDB_URL);
    default: {
      const never: never = config.EVENT_STORE;
      throw new Error(`Unknown EVENT_STORE ${String(never)}`);
    }
  }
}
