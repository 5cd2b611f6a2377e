import type { Board } from '../../../domain/canvas/board';
import type { Actor } from '../../../domain/shared/messages';
import { resolveModelFacts } from '../../../domain/catalogue/model-facts';
import { roomOfBrief } from '../../../domain/rooms/defaults';
import { parseRoom, type Room } from '../../../domain/rooms/room';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds, delistedAmong } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { needById } from '../../../projections/projects/needs';
import { diyProjectById } from '../../../projections/diy/projects';
import { diyRoom } from '../../../domain/diy/diy-room';
import { firstLayoutOf, placementsOf, type PieceFacts, type RoomCall } from '../room3d/room-scene-model';
import { checkLayout } from '../../../domain/rooms/checks';
import { validatePlacement } from '../../../domain/rooms/placement';
import { boardAccess } from './boards.server';

/**
 * The board's room (issue 23): GET /api/diymb/{id}/room and the /threeD page.
 * The room is the board's own when its designer set one (ADR 039), else the
 * project's: the ROOM DETAILS of its brief (the room measured on the plan editor,
 * else a size written in the remark), a DIY project's measurements, else its room
 * type's default. The products are the board's, with their true sizes and models
 * from the catalogue.
 */

type BoardLike = { boardId: string; board: Board; project: { kind: 'need' | 'diy'; id: string } };

/** The room of a board's project, and where its shape came from. */
export async function roomOfProject(runtime: Runtime, project: BoardLike['project']): Promise<RoomCall['projectRoom']> {
  if (project.kind === 'need') {
    const need = await needById(runtime.db, project.id);
    const { room, measured } = roomOfBrief(need?.room.name ?? 'Living Room', need?.answers.ROOM_DETAILS ?? null);
    return { room, source: measured ? 'brief' : 'default' };
  }
  // A DIY project: what its client measured on /diy/measurements (or wrote in its room details).
  const diy = await diyProjectById(runtime.db, project.id);
  const { room, measured } = diyRoom(diy?.room.name ?? 'Living Room', diy?.answers ?? {});
  return { room, source: measured ? 'brief' : 'default' };
}

/** The room a board is shown in: its own (the designer's), else its project's. */
export async function roomOfBoard(runtime: Runtime, board: Board, project: BoardLike['project']): Promise<{ room: Room; source: RoomCall['roomSource']; projectRoom: RoomCall['projectRoom'] }> {
  const ofProject = await roomOfProject(runtime, project);
  const own = board.room ? parseRoom(board.room).room : null;
  return own ? { room: own, source: 'board', projectRoom: ofProject } : { room: ofProject.room, source: ofProject.source, projectRoom: ofProject };
}

/** What the room needs to know of each product on the board. */
export async function pieceFactsOf(runtime: Runtime, board: Board): Promise<Record<string, PieceFacts>> {
  const ids = [...new Set(Object.values(board.objects).flatMap((o) => (o.type === 'product' && o.objMeta.productId ? [o.objMeta.productId] : [])))];
  const [goods, delisted, stock] = await Promise.all([getGoodsByIds(runtime.db, ids), delistedAmong(runtime.db, ids), availableStock(runtime.db, ids)]);
  const facts: Record<string, PieceFacts> = {};
  for (const g of goods) {
    const resolved = resolveModelFacts(g);
    facts[g.id] = {
      goodsId: g.id,
      name: g.name,
      kind: resolved.kind,
      variant: resolved.variant,
      dimensions: g.dimensions,
      modelUrl: g.modelUrl,
      picture: g.savedPics[0] ?? null,
      priceCents: g.effectivePriceCents,
      href: g.visitUrl,
      listed: !delisted.has(g.id),
      inStock: g.purchasable && (stock.get(g.id) ?? 1) > 0,
    };
  }
  return facts;
}

export async function roomCallOf(runtime: Runtime, a: BoardLike): Promise<RoomCall> {
  const [{ room, source, projectRoom }, facts] = await Promise.all([roomOfBoard(runtime, a.board, a.project), pieceFactsOf(runtime, a.board)]);
  const laidOut = firstLayoutOf(room, a.board, facts);
  const placements = placementsOf(room, a.board, facts);
  return { boardId: a.boardId, room, roomSource: source, projectRoom, facts, placements, warnings: checkLayout(room, placements), laidOut };
}

/** GET diymb/{id}/room: the board's room for whoever may open the board (another's board: not found). */
export async function getRoomCall(runtime: Runtime, actor: Actor, id: unknown, key?: unknown): Promise<RoomCall> {
  const { row } = await boardAccess(runtime, actor, id, key);
  return roomCallOf(runtime, { boardId: row.boardId, board: row.board, project: row.project });
}

/**
 * Whether the poses a change gives these objects stand in the room (issue 23):
 * the first refusal ("The piece would stand outside the walls: move it into the
 * room."), or null. A piece that only pokes through a wall is let through and
 * warned about on the page, so a designer can drag a large piece while deciding.
 */
export async function placeProblem(runtime: Runtime, project: BoardLike['project'], after: Board, ids: readonly string[]): Promise<string | null> {
  const moved = ids.filter((id) => after.objects[id]?.place);
  if (moved.length === 0) return null;
  const [{ room }, facts] = await Promise.all([roomOfBoard(runtime, after, project), pieceFactsOf(runtime, { ...after, objects: Object.fromEntries(moved.map((id) => [id, after.objects[id]!])) })]);
  const placements = placementsOf(room, after, facts);
  for (const id of moved) {
    const placement = placements.find((p) => p.objectId === id);
    if (!placement) return 'Only products stand in the 3D room';
    const problems = validatePlacement(room, placement);
    const first = Object.values(problems)[0];
    if (first) return first;
  }
  return null;
}
