import { randomUUID } from 'node:crypto';
import type { Board, BoardObject } from '../../../domain/canvas/board';
import type { BoardProject } from '../../../domain/canvas/canvas-board';
import { productObject } from '../../../domain/canvas/objects';
import { addObjects } from '../../../domain/canvas/operations';
import type { BoardRole } from '../../../domain/canvas/rights';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { listBoardsOf } from '../../../projections/canvas/boards';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { boardAccess, ensureBoard } from '../application/boards.server';
import { canvasRooms } from '../server/rooms.server';
import { memberKeys } from '../../../domain/canvas/canvas-board.decide';

/**
 * The mood-board pages' view of boards, over the canvas application
 * (app/canvas/application/boards.server.ts): who may open a board and with what
 * rights, and a DIY board's first pieces.
 */

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
  /** A designer's private draft board of a proposal (not the project's shared board). */
  private: boolean;
}

const toAccess = (a: Awaited<ReturnType<typeof boardAccess>>): BoardAccess => ({
  boardId: a.row.boardId,
  name: a.row.name,
  project: a.row.project,
  board: a.row.board,
  role: a.who.role,
  userId: a.who.userId,
  canEditAll: a.canEdit,
  readOnly: a.who.role === 'viewer',
  changes: a.row.version,
  private: a.row.private,
});

/** The board as this actor may see it, or null when it is not theirs (pages answer 404). */
export async function boardFor(runtime: Runtime, actor: Actor, boardId: string): Promise<BoardAccess | null> {
  return boardAccess(runtime, actor, boardId).then(toAccess, () => null);
}

/** A shared board by its key: read-only for anyone holding the key (whoever they are); a wrong key is not found. */
export async function sharedBoard(runtime: Runtime, boardId: string, key: string): Promise<BoardAccess | null> {
  const keyHolder: Actor = { kind: 'visitor', visitorId: 'share-link' };
  const viaKey = await boardAccess(runtime, keyHolder, boardId, key).catch(() => null);
  return viaKey && viaKey.who.role === 'viewer' ? toAccess(viaKey) : null;
}

/** The actor's boards, newest first. */
export async function boardsOf(runtime: Runtime, actor: Actor): Promise<BoardAccess[]> {
  const rows = await listBoardsOf(runtime.db, memberKeys(actor));
  const all = await Promise.all(rows.map((r) => boardFor(runtime, actor, r.boardId)));
  return all.filter((a): a is BoardAccess => a !== null);
}

/** The products kept on a DIY board, laid out in rows under the room name. */
export async function starterProducts(runtime: Runtime, ownerId: string, goodsIds: string[]): Promise<BoardObject[]> {
  const goods = await getGoodsByIds(runtime.db, goodsIds.slice(0, 24));
  return goods.map((g, i) =>
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
}

/** Opens a DIY project's board (made on first ask); an empty board gets the pieces kept. */
export async function openDiyBoard(runtime: Runtime, actor: Actor, diyId: string, goodsIds: string[]): Promise<string> {
  const access = await ensureBoard(runtime, actor, { diyId });
  if (Object.keys(access.row.board.objects).length || !goodsIds.length) return access.row.boardId;
  const objects = await starterProducts(runtime, access.who.userId, goodsIds);
  const rooms = canvasRooms(runtime);
  const room = await rooms.room(access.row.boardId);
  if (!room) return access.row.boardId;
  try {
    const uuid = randomUUID().replace(/-/g, '');
    const outcome = await rooms.submitServerChange(room, actor, (board) => addObjects(board, objects.filter((o) => !board.objects[o.id]), uuid));
    if (!outcome.ok) throw new Error(outcome.message);
  } finally {
    rooms.release(room);
  }
  await runtime.runner?.catchUp();
  return access.row.boardId;
}

/** Opens a design project's board (its client or its designer). */
export const openNeedBoard = async (runtime: Runtime, actor: Actor, needId: string) => (await ensureBoard(runtime, actor, { needId })).row.boardId;
