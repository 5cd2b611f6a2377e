import { randomUUID } from 'node:crypto';
import { type Board, type BoardObject, emptyBoard } from '../../../domain/canvas/board';
import { freeSpot } from '../editor/placement';
import type { BoardProject } from '../../../domain/canvas/canvas-board';
import { productObject } from '../../../domain/canvas/objects';
import { addObjects } from '../../../domain/canvas/operations';
import type { BoardRole } from '../../../domain/canvas/rights';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { listBoardsOf } from '../../../projections/canvas/boards';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { boardAccess, type DiyProjectLookup, ensureBoard } from '../application/boards.server';
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

const STARTER_SIZE = 280;

/** The products kept on a DIY board, each at the first free spot of the board (rows under the room name). */
export async function starterProducts(runtime: Runtime, ownerId: string, goodsIds: string[], board: Board = emptyBoard()): Promise<BoardObject[]> {
  const goods = await getGoodsByIds(runtime.db, goodsIds.slice(0, 24));
  return layOut(board, goods.map((g, i) =>
    productObject(`p${i}-${g.id}`.slice(0, 60), ownerId, { left: 0, top: 0, width: STARTER_SIZE, height: STARTER_SIZE }, {
      productId: g.id,
      name: g.name,
      priceCents: g.effectivePriceCents,
      image: g.savedPics[0] ?? '',
      vendor: g.brand,
      goodsCategory: g.categoryId,
      source: 'marketplace',
    }),
  ));
}

/** Puts each object at the first free spot of the board as it fills up. */
function layOut(board: Board, objects: BoardObject[]): BoardObject[] {
  let b = board;
  const whole = { left: 0, top: 0, width: board.background.width, height: board.background.height };
  return objects.map((o) => {
    const placed = { ...o, ...freeSpot(b, whole, { width: o.width, height: o.height }) };
    b = { ...b, objects: { ...b.objects, [placed.id]: placed } };
    return placed;
  });
}

/** Opens a DIY project's board (made on first ask) with the pieces kept: those not on it yet join it, each at its own spot. */
export async function openDiyBoard(runtime: Runtime, actor: Actor, diyId: string, goodsIds: string[], diyProjectOf: DiyProjectLookup): Promise<string> {
  const access = await ensureBoard(runtime, actor, { diyId }, diyProjectOf);
  const onBoard = new Set(Object.values(access.row.board.objects).map((o) => o.objMeta.productId).filter(Boolean));
  const missing = goodsIds.filter((id) => !onBoard.has(id));
  if (!missing.length) return access.row.boardId;
  const rooms = canvasRooms(runtime);
  const room = await rooms.room(access.row.boardId);
  if (!room) return access.row.boardId;
  try {
    const uuid = randomUUID().replace(/-/g, '');
    const made = await starterProducts(runtime, access.who.userId, missing);
    const outcome = await rooms.submitServerChange(room, actor, (board) => {
      const fresh = made.filter((o) => !board.objects[o.id] && !Object.values(board.objects).some((x) => x.objMeta.productId === o.objMeta.productId));
      return addObjects(board, layOut(board, fresh), uuid);
    });
    if (!outcome.ok) throw new Error(outcome.message);
  } finally {
    rooms.release(room);
  }
  await runtime.runner?.catchUp();
  return access.row.boardId;
}

/** Opens a design project's board (its client or its designer). */
export const openNeedBoard = async (runtime: Runtime, actor: Actor, needId: string) => (await ensureBoard(runtime, actor, { needId })).row.boardId;
