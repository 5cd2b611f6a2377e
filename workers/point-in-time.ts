import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Projection } from '../projections/projection';
import { buildInSchema, createShadowTables, dropSchema, liveSchemaOf, quoteIdent, schemaExists, schemaName, type StopRule } from './shadow-schema';

/** A moment of the log: a global position, or a time. */
export type Until = { position: number } | { time: string };

export interface PointInTimeResult {
  schema: string;
  projection: string;
  /** The last event applied (0: none). */
  position: number;
  /** When it was recorded. */
  at: string | null;
  events: number;
}

/** Schemas built by point-in-time replay all start with this. */
export const replaySchemaPrefix = 'replay_';

/**
 * The feed up to a moment, in the order projections apply it:
 * - a position P: every event up to and including the one at P — the read model
 *   exactly as it stood when its checkpoint reached P;
 * - a time T: every event until the first one recorded after T.
 */
function stopRuleFor(until: Until): StopRule {
  if ('position' in until) return (e) => (e.globalPosition === until.position ? 'take-and-stop' : 'take');
  const limit = Date.parse(until.time);
  return (e) => (Date.parse(e.createdAt) > limit ? 'stop' : 'take');
}

/**
 * Builds one projection's read model as it stood at `until` into its own
 * schema, `replay_<projection>_<position>` (replaced if it exists), with a
 * `replay_info` table saying what it holds. The live tables are not touched.
 */
export async function replayUntil(db: Knex, store: EventStore, projection: Projection, until: Until, options: { batchSize?: number } = {}): Promise<PointInTimeResult> {
  const live = await liveSchemaOf(db);
  const building = schemaName(replaySchemaPrefix, 'building', randomBytes(4).toString('hex'));
  await createShadowTables(db, projection, building, live);
  try {
    const progress = await buildInSchema(db, store, projection, building, { batchSize: options.batchSize, stop: stopRuleFor(until) });
    if ('position' in until && !(progress.stopped && progress.checkpoint.position === until.position)) {
      throw new PointInTimeError(`No event at position ${until.position} in the log`);
    }
    const schema = schemaName(replaySchemaPrefix, projection.name, progress.checkpoint.position);
    await db.transaction(async (trx) => {
      await trx.raw(`CREATE TABLE ${quoteIdent(building)}.replay_info (projection text NOT NULL, until text NOT NULL, position bigint NOT NULL, transaction_id bigint NOT NULL, at timestamptz, events integer NOT NULL, built_at timestamptz NOT NULL DEFAULT now())`);
      await trx(`${building}.replay_info`).insert({
        projection: projection.name,
        until: 'position' in until ? String(until.position) : until.time,
        position: progress.checkpoint.position,
        transaction_id: progress.checkpoint.transactionId,
        at: progress.at,
        events: progress.events,
      });
      await dropSchema(trx, schema);
      await trx.raw(`ALTER SCHEMA ${quoteIdent(building)} RENAME TO ${quoteIdent(schema)}`);
    });
    return { schema, projection: projection.name, position: progress.checkpoint.position, at: progress.at, events: progress.events };
  } catch (error) {
    await dropSchema(db, building);
    throw error;
  }
}

/** Drops a schema made by point-in-time replay (and nothing else). */
export async function dropReplaySchema(db: Knex, schema: string): Promise<boolean> {
  if (!schema.startsWith(replaySchemaPrefix)) throw new PointInTimeError(`Only schemas made by replay (${replaySchemaPrefix}…) can be dropped this way`);
  if (!(await schemaExists(db, schema))) return false;
  await dropSchema(db, schema);
  return true;
}

/** Replay schemas and what each holds. */
export async function listReplaySchemas(db: Knex): Promise<{ schema: string; projection: string; until: string; position: number; at: string | null; builtAt: string }[]> {
  const { rows } = await db.raw(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'replay\\_%' AND nspname NOT LIKE 'replay\\_building\\_%' ORDER BY nspname`);
  const out = [];
  for (const { nspname } of rows as { nspname: string }[]) {
    const info = await db(`${nspname}.replay_info`).first().catch(() => null);
    if (info) out.push({ schema: nspname, projection: info.projection, until: info.until, position: Number(info.position), at: info.at ?? null, builtAt: info.built_at });
  }
  return out;
}

export class PointInTimeError extends Error {}
