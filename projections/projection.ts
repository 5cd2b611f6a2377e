import type { Knex } from 'knex';
import type { RecordedEvent } from '../domain/shared/feed';
import type { Event } from '../domain/shared/messages';

/**
 * One projection per query: it names the event types it consumes, owns its
 * (versioned) tables, and updates them in the transaction the runner gives it.
 * The runner commits the projection's checkpoint in that same transaction.
 */
export interface Projection {
  name: string;
  handles: readonly string[];
  /**
   * Every event type of the contexts it reads, as the domain lists them, and the
   * ones it leaves alone on purpose: handled and ignored must together be all of
   * them (projections/coverage.test.ts), so a new event type in
   * a context fails a test until each projection reading it decides.
   */
  reads?: readonly string[];
  ignores?: readonly string[];
  /** Tables it owns, emptied on replay. */
  tables: readonly string[];
  apply(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional: per-event work that needs no database (rows built from the events),
   * which the runner does as soon as a batch is read — while the previous batch is
   * still being written — so that a catch-up's JavaScript and PostgreSQL's work
   * overlap. Given the feed's batch as read (every type); keyed by the event
   * objects, which `apply` then receives. `apply` must give the same result
   * without it (a rebuild or a test calls `apply` alone).
   */
  prepare?(events: readonly RecordedEvent[]): void;
}

/** A feed event as its domain type says: `type` narrows `data`. */
export type FeedEvent<E extends Event> = E extends Event ? RecordedEvent<E['type'], E['data']> : never;

/**
 * A projection typed by the events it handles (`defineProjection<AccountEvent>()({ … })`): `apply` receives only those, with
 * their data typed; what it does not handle of `reads` it must list in `ignores`.
 */
export function defineProjection<E extends Event>() {
  return <H extends E['type']>(spec: {
    name: string;
    tables: readonly string[];
    reads: readonly E['type'][];
    handles: readonly H[];
    ignores: readonly Exclude<E['type'], H>[];
    apply(trx: Knex.Transaction, events: readonly FeedEvent<Extract<E, { type: H }>>[]): Promise<void>;
    prepare?(events: readonly RecordedEvent[]): void;
  }): Projection => ({ ...spec, apply: (trx, events) => spec.apply(trx, events as unknown as readonly FeedEvent<Extract<E, { type: H }>>[]) });
}

/** A read-model migration. Its name is its place in the order (`0043_…`: the number orders, ADR 024) and never changes once shipped. */
export interface ReadModelMigration {
  name: string;
  up: (knex: Knex) => Promise<void>;
}

/**
 * The projections part of a context's manifest (`projections/<context>/index.ts`):
 * the projections that keep its read models and the migrations that make their
 * tables. The composition root lists it beside the context's domain part.
 */
export interface ReadModels {
  /** The context's name, as its domain part says it. */
  context: string;
  projections: readonly Projection[];
  migrations: readonly ReadModelMigration[];
}

export const defineReadModels = (readModels: ReadModels): ReadModels => readModels;
