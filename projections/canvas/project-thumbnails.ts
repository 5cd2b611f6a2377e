import type { Knex } from 'knex';
import type { BoardProject } from '../../domain/canvas/canvas-board';
import { boardThumbnailsTable } from '../files/board-thumbnails';
import { canvasBoardsTable } from './boards';

/**
 * The storage key of each project's shared board's latest thumbnail (My Projects'
 * picture), by project id; projects without a board or a thumbnail are absent. A
 * designer's private draft board never shows. The caller has checked the projects are the reader's.
 */
export async function projectThumbnailKeys(db: Knex, kind: BoardProject['kind'], projectIds: readonly string[]): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const rows: Array<{ project_id: string; key: string }> = await db(`${canvasBoardsTable} as b`)
    .join(`${boardThumbnailsTable} as t`, 't.board_id', 'b.board_id')
    .where({ 'b.project_kind': kind, 'b.private': false })
    .whereIn('b.project_id', [...projectIds])
    .orderBy([{ column: 'b.created_at', order: 'asc' }])
    .select('b.project_id', 't.key');
  const keys = new Map<string, string>();
  // A project's first shared board is its board (boardForProject): keep the first per project.
  for (const r of rows) if (!keys.has(r.project_id)) keys.set(r.project_id, r.key);
  return keys;
}
