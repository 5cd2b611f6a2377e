import type { Knex } from 'knex';
import { type Board, emptyBoard } from '../../domain/canvas/board';
import { type BoardMember, type BoardProject, type CanvasBoardEvent, canvasBoardEventTypes } from '../../domain/canvas/canvas-board';
import { applyEntry } from '../../domain/canvas/entry';
import { defineProjection } from '../projection';

export const canvasBoardsTable = 'canvas_boards_v1';
export const canvasHistoryTable = 'canvas_board_history_v1';

const productIdsOf = (board: Board) => [...new Set(Object.values(board.objects).flatMap((o) => (o.type === 'product' && o.objMeta?.productId ? [o.objMeta.productId] : [])))];

/**
 * canvas_boards_v1: each board's current content (what GET diymb/{id}/canvas
 * returns), members, rights, share keys (hashes) and the product ids on it;
 * canvas_board_history_v1: who changed what, when (GET diymb/{id}/history).
 */
export const canvasBoardsProjection = defineProjection<CanvasBoardEvent>()({
  name: 'canvas-boards',
  reads: canvasBoardEventTypes,
  handles: ['BoardCreated', 'BoardMemberAdded', 'BoardRenamed', 'BoardEditRightsGranted', 'BoardEditRightsRevoked', 'BoardShareKeyCreated', 'BoardChanged'],
  ignores: [],
  tables: [canvasBoardsTable, canvasHistoryTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(canvasBoardsTable).where({ board_id: event.data.boardId });
      switch (event.type) {
        case 'BoardCreated': {
          const { boardId, project, name, members, initial, createdAt } = event.data;
          await trx(canvasBoardsTable)
            .insert({
              private: event.data.private === true,
              board_id: boardId, project_kind: project.kind, project_id: project.id, name, members: JSON.stringify(members),
              member_keys: members.map((m) => m.userId), board: JSON.stringify({ ...emptyBoard(), background: initial.background, roomName: initial.roomName }), created_at: createdAt, updated_at: createdAt,
            })
            .onConflict('board_id')
            .ignore();
          break;
        }
        case 'BoardMemberAdded': {
          const { member } = event.data;
          const current = await row().first('members');
          if (!current) break;
          const members = [...(current.members as BoardMember[]).filter((m) => m.userId !== member.userId), member];
          await row().update({ members: JSON.stringify(members), member_keys: members.map((m) => m.userId), updated_at: event.data.addedAt });
          break;
        }
        case 'BoardRenamed':
          await row().update({ name: event.data.name, updated_at: event.data.renamedAt });
          break;
        case 'BoardEditRightsGranted':
          await row().update({ client_can_edit: true, updated_at: event.data.grantedAt });
          break;
        case 'BoardEditRightsRevoked':
          await row().update({ client_can_edit: false, updated_at: event.data.revokedAt });
          break;
        case 'BoardShareKeyCreated':
          await row().update({ share_keys: trx.raw(`share_keys || ?::jsonb`, [JSON.stringify([{ keyId: event.data.keyId, keyHash: event.data.keyHash }])]) });
          break;
        case 'BoardChanged': {
          const current = await row().first('board', 'version').forUpdate();
          if (!current) break;
          const board = applyEntry(current.board as Board, event.data.entry);
          const seq = current.version + 1;
          await row().update({ board: JSON.stringify(board), product_ids: productIdsOf(board), version: seq, updated_at: event.data.changedAt });
          const { entry } = event.data;
          await trx(canvasHistoryTable)
            .insert({ board_id: event.data.boardId, seq, uuid: entry.uuid, action: entry.action, actor_id: event.data.actorId, ids: JSON.stringify(entry.ids), restored_from: event.data.restoredFrom, changed_at: event.data.changedAt })
            .onConflict(['board_id', 'seq'])
            .ignore();
          break;
        }
      }
    }
  },
});

export interface BoardRow {
  boardId: string;
  project: BoardProject;
  name: string;
  members: BoardMember[];
  clientCanEdit: boolean;
  /** A designer's draft board (see BoardMeta.private). */
  private: boolean;
  shareKeys: { keyId: string; keyHash: string }[];
  board: Board;
  productIds: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

const toRow = (r: Record<string, any>): BoardRow => ({
  boardId: r.board_id, project: { kind: r.project_kind, id: r.project_id }, name: r.name, members: r.members, clientCanEdit: r.client_can_edit, private: r.private === true,
  shareKeys: r.share_keys, board: r.board, productIds: r.product_ids, version: r.version,
  createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
});

/** One board, whoever asks (callers check membership: boardFor in app/canvas). */
export async function getBoardRow(db: Knex, boardId: string): Promise<BoardRow | null> {
  const r = await db(canvasBoardsTable).where({ board_id: boardId }).first();
  return r ? toRow(r) : null;
}

/** Boards a member (any of their keys) belongs to, newest first; `all` for staff. */
export async function listBoardsOf(db: Knex, keys: readonly string[] | 'all', { start = 0, pageSize = 50 } = {}): Promise<BoardRow[]> {
  const q = db(canvasBoardsTable).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'board_id', order: 'desc' }]).offset(start).limit(pageSize);
  if (keys !== 'all') q.whereRaw('member_keys && ?::text[]', [keys as string[]]);
  return (await q).map(toRow);
}

/** A project's shared board (never a designer's private draft board of it). */
export async function boardForProject(db: Knex, project: BoardProject): Promise<BoardRow | null> {
  const r = await db(canvasBoardsTable).where({ project_kind: project.kind, project_id: project.id, private: false }).orderBy('created_at').first();
  return r ? toRow(r) : null;
}

export interface HistoryRow { seq: number; uuid: string; action: string; actorId: string; ids: string[]; restoredFrom: string | null; changedAt: string }

export async function boardHistory(db: Knex, boardId: string, { start = 0, pageSize = 200 } = {}): Promise<HistoryRow[]> {
  const rows = await db(canvasHistoryTable).where({ board_id: boardId }).orderBy('seq', 'desc').offset(start).limit(pageSize);
  return rows.map((r) => ({ seq: r.seq, uuid: r.uuid, action: r.action, actorId: r.actor_id, ids: r.ids, restoredFrom: r.restored_from, changedAt: new Date(r.changed_at).toISOString() }));
}
