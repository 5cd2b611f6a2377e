import type { Knex } from 'knex';
import { filesEventTypes, type FilesEvent } from '../../domain/files/images';
import { defineProjection } from '../projection';

export const boardThumbnailsTable = 'files_board_thumbnails_v1';

/** Each mood board's latest thumbnail (POST diymb/{id}/thumbnail): its storage key, who stored it and when. */
export const boardThumbnailsProjection = defineProjection<FilesEvent>()({
  name: 'files-board-thumbnails',
  reads: filesEventTypes,
  handles: ['ImageStored'],
  ignores: ['UploadStaged', 'StagedUploadDiscarded'],
  tables: [boardThumbnailsTable],
  async apply(trx, events) {
    for (const event of events) {
      const d = event.data;
      if (d.kind !== 'thumbnail' || !d.boardId) continue;
      await trx(boardThumbnailsTable)
        .insert({ board_id: d.boardId, key: d.key, owner_id: d.ownerId, stored_at: d.storedAt, position: event.globalPosition })
        .onConflict('board_id')
        .merge();
    }
  },
});

/** The storage key of a board's latest thumbnail, or null. The caller has checked the board is the reader's. */
export async function boardThumbnailKey(db: Knex, boardId: string): Promise<string | null> {
  const row = await db(boardThumbnailsTable).where({ board_id: boardId }).first('key');
  return row?.key ?? null;
}
