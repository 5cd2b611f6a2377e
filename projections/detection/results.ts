import type { Knex } from 'knex';
import { detectionEventTypes, type DetectionEvent, type DetectionMethod } from '../../domain/detection/detection';
import type { DetectedObject } from '../../domain/detection/objects';
import { defineProjection } from '../projection';

export const detectionResultsTable = 'detection_results_v1';

/** Each picture's latest detection (issue 25): what was found, by what, and the latest failure. */
export const detectionResultsProjection = defineProjection<DetectionEvent>()({
  name: 'detection-results',
  reads: detectionEventTypes,
  handles: detectionEventTypes,
  ignores: [],
  tables: [detectionResultsTable],
  async apply(trx, events) {
    for (const event of events) {
      const d = event.data;
      const key = { source: d.source, image_id: d.imageId };
      if (event.type === 'ObjectsDetected') {
        const e = event.data;
        await trx(detectionResultsTable)
          .insert({ ...key, owner_id: e.ownerId, runs: e.run, method: e.method, model: e.model, objects: JSON.stringify(e.objects), detected_at: e.detectedAt, failure: null, failed_at: null, position: event.globalPosition })
          .onConflict(['source', 'image_id'])
          .merge();
      } else {
        const e = event.data;
        await trx(detectionResultsTable)
          .insert({ ...key, owner_id: e.ownerId, runs: e.run, method: null, model: null, objects: null, detected_at: null, failure: e.reason, failed_at: e.failedAt, position: event.globalPosition })
          .onConflict(['source', 'image_id'])
          .merge(['runs', 'failure', 'failed_at', 'position']);
      }
    }
  },
});

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE detection_results_v1 (
      source text NOT NULL,
      image_id text NOT NULL,
      owner_id text NOT NULL,
      runs integer NOT NULL,
      method text,
      model text,
      objects jsonb,
      detected_at timestamptz,
      failure text,
      failed_at timestamptz,
      position bigint NOT NULL,
      PRIMARY KEY (source, image_id)
    );
    CREATE INDEX detection_results_v1_owner ON detection_results_v1 (owner_id, detected_at DESC);
  `);
}

export interface DetectionRecord {
  source: string;
  imageId: string;
  ownerId: string;
  runs: number;
  method: DetectionMethod | null;
  model: string | null;
  /** The latest successful run's objects, or null when none succeeded yet. */
  objects: DetectedObject[] | null;
  detectedAt: string | null;
  /** The latest run's failure when it failed after (or without) a success. */
  failure: string | null;
  failedAt: string | null;
}

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

export async function detectionOf(db: Knex, source: string, imageId: string): Promise<DetectionRecord | null> {
  const r = await db(detectionResultsTable).where({ source, image_id: imageId }).first();
  if (!r) return null;
  const failedLater = r.failed_at && (!r.detected_at || new Date(r.failed_at) > new Date(r.detected_at));
  return {
    source: r.source, imageId: r.image_id, ownerId: r.owner_id, runs: r.runs, method: r.method, model: r.model,
    objects: r.objects, detectedAt: iso(r.detected_at), failure: failedLater ? r.failure : null, failedAt: iso(r.failed_at),
  };
}
