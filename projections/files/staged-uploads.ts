import type { Knex } from 'knex';
import { filesEventTypes, type FilesEvent } from '../../domain/files/images';
import { defineProjection } from '../projection';

export const stagedUploadsTable = 'files_staged_uploads_v1';

/**
 * Signed uploads not yet confirmed: each key, its owner, the bytes it holds
 * and when its URL expires. Confirming (ImageStored) or sweeping
 * (StagedUploadDiscarded) removes the row; the sweeper reads the expired ones.
 */
export const stagedUploadsProjection = defineProjection<FilesEvent>()({
  name: 'files-staged-uploads',
  reads: filesEventTypes,
  handles: ['UploadStaged', 'ImageStored', 'StagedUploadDiscarded'],
  ignores: [],
  tables: [stagedUploadsTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'UploadStaged') {
        const d = event.data;
        await trx(stagedUploadsTable)
          .insert({ key: d.key, owner_id: d.ownerId, bytes: d.bytes, expires_at: d.expiresAt, position: event.globalPosition })
          .onConflict('key')
          .merge();
      } else {
        await trx(stagedUploadsTable).where({ key: event.data.key }).delete();
      }
    }
  },
});

/** Unconfirmed uploads whose URL expired before `before`, oldest first. */
export async function expiredStagedUploads(db: Knex, before: Date, limit = 100): Promise<Array<{ key: string; ownerId: string }>> {
  const rows = await db(stagedUploadsTable).where('expires_at', '<', before).orderBy('expires_at').limit(limit).select('key', 'owner_id');
  return rows.map((r: { key: string; owner_id: string }) => ({ key: r.key, ownerId: r.owner_id }));
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(stagedUploadsTable, (t) => {
    t.string('key', 200).primary();
    t.string('owner_id', 64).notNullable();
    t.integer('bytes').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.bigInteger('position').notNullable();
  });
}
