import { createHash, randomUUID } from 'node:crypto';
import { type Board, type HistoryEntry, type RoomNameLabel } from '../../../domain/canvas/board';
import { type BoardProject, boardIdPattern, canvasStream, type CanvasBoardEvent, type CanvasBoardState, evolveCanvasBoard, initialCanvasBoardState } from '../../../domain/canvas/canvas-board';
import { memberKeys, roleOn } from '../../../domain/canvas/canvas-board.decide';
import { boardForProject, type BoardRow, getBoardRow, listBoardsOf } from '../../../projections/canvas/boards';
import { shareKeyMatches } from '../server/share-keys.server';
import { canvasCommands } from '../../../domain/canvas/commands';
import { productObject } from '../../../domain/canvas/objects';
import { addObjects, setRoomName } from '../../../domain/canvas/operations';
import { applyEntry } from '../../../domain/canvas/entry';
import { emptyBoard } from '../../../domain/canvas/board';
import { getIsCanEdit, type BoardRole } from '../../../domain/canvas/rights';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { applyEntryToDoc, createBoardDoc, toBase64 } from '../sync/doc';

/**
 * The mood-board pages' view of boards: which board belongs to a project, who
 * may open it and with what rights, and opening a project's board the first time.
 * A project's board id is derived from the project (one board each), so pages
 * find it without a lookup table.
 */

export const boardIdFor = (project: BoardProject) => `mb${createHash('sha256').update(`${project.kind}:${project.id}`).digest('hex').slice(0, 16)}`;

export async function readBoard(runtime: Runtime, boardId: string): Promise<CanvasBoardState> {
  const { events } = await runtime.store.readStream(canvasStream(boardId));
  return (events as unknown as CanvasBoardEvent[]).reduce(evolveCanvasBoard, initialCanvasBoardState());
}

export interface BoardAccess {
  boardId: string;
  name: string;
  project: BoardProject;
  board: Board;
  role: BoardRole;
  /** The member key changes are made under (owner of new items). */
  userId: string;
  /** getIsCanEdit: arranges the whole board. */
  canEditAll: boolean;
  readOnly: boolean;
  changes: number;
}

const access = (row: BoardRow, who: { userId: string; role: BoardRole }): BoardAccess => ({
  boardId: row.boardId,
  name: row.name,
  project: row.project,
  board: row.board,
  role: who.role,
  userId: who.userId,
  canEditAll: getIsCanEdit(who.role, row.clientCanEdit),
  readOnly: who.role === 'viewer',
  changes: row.version,
});

const metaOf = (row: BoardRow) => ({ boardId: row.boardId, project: row.project, name: row.name, members: row.members, clientCanEdit: row.clientCanEdit, shareKeyHashes: row.shareKeys.map((k) => k.keyHash) });

/** The board as this actor may see it (the canvas_boards_v1 read model), or null when it is not theirs (pages answer 404). */
export async function boardFor(runtime: Runtime, actor: Actor, boardId: string): Promise<BoardAccess | null> {
  if (!boardIdPattern.test(boardId)) return null;
  const row = await getBoardRow(runtime.db, boardId);
  const who = row ? roleOn(metaOf(row), actor) : null;
  return row && who ? access(row, who) : null;
}

/** The actor's boards, newest first. */
export async function boardsOf(runtime: Runtime, actor: Actor): Promise<BoardAccess[]> {
  const rows = await listBoardsOf(runtime.db, memberKeys(actor));
  return rows.flatMap((row) => {
    const who = roleOn(metaOf(row), actor);
    return who ? [access(row, who)] : [];
  });
}

/** A shared board by its key: read-only for anyone holding the key; a wrong key is not found. */
export async function sharedBoard(runtime: Runtime, boardId: string, key: string): Promise<BoardAccess | null> {
  if (!boardIdPattern.test(boardId)) return null;
  const row = await getBoardRow(runtime.db, boardId);
  if (!row || !shareKeyMatches(row.shareKeys.map((k) => k.keyHash), key)) return null;
  return access(row, { userId: 'viewer', role: 'viewer' });
}

/** A first board's changes: the room-name label, then the products picked so far laid out in a grid. */
export async function starterEntries(runtime: Runtime, ownerId: string, roomName: string, goodsIds: string[]): Promise<HistoryEntry[]> {
  let board = emptyBoard();
  const label: RoomNameLabel = { text: roomName, left: 60, top: 50 };
  const entries = [setRoomName(board, label, randomUUID())];
  board = applyEntry(board, entries[0]!);
  const goods = await getGoodsByIds(runtime.db, goodsIds.slice(0, 24));
  const objects = goods.map((g, i) =>
    productObject(`p${i}-${g.id}`.slice(0, 60), ownerId, { left: 120 + (i % 5) * 340, top: 190 + Math.floor(i / 5) * 300, width: 280, height: 280 }, {
      productId: g.id,
      name: g.name,
      priceCents: g.effectivePriceCents,
      image: g.savedPics[0] ?? '',
      vendor: g.brand,
      goodsCategory: g.categoryId,
      source: 'marketplace',
    }),
  );
  if (objects.length) entries.push(addObjects(board, objects, randomUUID()));
  return entries;
}

/**
 * Opens a project's board, creating it the first time (CreateBoard with an empty
 * document, then one ChangeBoard per starter entry with its Automerge change, so
 * the stream, the document and the history agree).
 */
export async function openProjectBoard(runtime: Runtime, actor: Actor, project: BoardProject, name: string, members: { userId: string; role: 'designer' | 'client' }[], starter: () => Promise<HistoryEntry[]>): Promise<string> {
  const existing = await boardForProject(runtime.db, project);
  if (existing) return existing.boardId;
  const boardId = boardIdFor(project);
  if ((await readBoard(runtime, boardId)).meta) return boardId;
  let { doc, changes } = createBoardDoc(emptyBoard());
  await runtime.execute(canvasCommands.CreateBoard, { boardId, project, name, members, initialChanges: changes.map(toBase64) }, { actor }, { waitFor: ['canvas-boards'] });
  for (const entry of await starter()) {
    const next = applyEntryToDoc(doc, entry);
    doc = next.doc;
    await runtime.execute(canvasCommands.ChangeBoard, { boardId, entry, changes: next.change ? [toBase64(next.change)] : [] }, { actor }, { waitFor: ['canvas-boards'] });
  }
  return boardId;
}
