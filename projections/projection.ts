import type { Knex } from 'knex';
import type { RecordedEvent } from '../domain/shared/feed';

/**
 * One projection per query: it names the event types it consumes, owns its
 * (versioned) tables, and updates them in the transaction the runner gives it.
 * The runner commits the projection's checkpoint in that same transaction.
 */
export interface Projection {
  name: string;
  handles: readonly string[];
  /** Tables it owns, emptied on replay. */
  tables: readonly string[];
  apply(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void>;
}
