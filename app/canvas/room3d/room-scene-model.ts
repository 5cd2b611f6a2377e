import type { Board, Place3D } from '../../../domain/canvas/board';
import type { Dimensions } from '../../../domain/catalogue/goods';
import type { ModelKind } from '../../../domain/catalogue/models3d/kinds';
import { boardItemsOf } from '../../../domain/rooms/board-items';
import { surfaceOfPlace, withBoardPoses } from '../../../domain/rooms/render/board-room';
import { checkLayout, type Warning } from '../../../domain/rooms/checks';
import { planModel } from '../../../domain/rooms/plan';
import { planSvg } from '../../../domain/rooms/plan-svg';
import { firstLayout } from '../../../domain/rooms/layout';
import type { Placement } from '../../../domain/rooms/placement';
import { colourHex, type Room } from '../../../domain/rooms/room';
import { outline, wallsOf } from '../../../domain/rooms/walls';
import type { PieceView, RoomView } from './room-view';

/**
 * The board's room as the 3D page and the room call give it (issue 23), worked
 * out the same way on the server and in the browser: every product on the board
 * with its true size, where the board says it stands, or else where the first
 * layout rule (domain/rooms/layout.ts) puts it, and the room's warnings.
 */

/** What the room needs to know of a product (by product id). */
export interface PieceFacts {
  goodsId: string;
  name: string;
  kind: ModelKind | null;
  variant: string | null;
  dimensions: Dimensions | null;
  modelUrl: string | null;
  picture: string | null;
  priceCents: number | null;
  href: string | null;
  listed: boolean;
  inStock: boolean;
}

/** GET /api/diymb/{id}/room and the 3D page's data. */
export interface RoomCall {
  boardId: string;
  room: Room;
  /** Where the room's shape came from: the board, the project's brief, or the room type's default. */
  roomSource: 'board' | 'brief' | 'default';
  /** The project's room (its brief's, else the default), which the board's own room overrides: "Use the client's measurements" goes back to it. */
  projectRoom: { room: Room; source: 'brief' | 'default' };
  facts: Record<string, PieceFacts>;
  /** Every product in the room where it stands (placed: the board holds its pose; otherwise laid out by the rule). */
  placements: (Placement & { placed: boolean })[];
  warnings: Warning[];
  /** Where the first layout rule puts every product (before the board's own poses): the page starts from it rather than laying the room out again. */
  laidOut: Placement[];
}

/** A board pose from a layout's placement, and back. */
export function poseOf(p: Placement): Place3D {
  const s = p.surface;
  return {
    x: p.x, y: p.y, rotation: p.rotation, surface: s.type,
    wall: s.type === 'wall' ? s.wall : null,
    on: s.type === 'on' ? s.objectId : null,
    elevation: s.type === 'floor' ? 0 : s.elevation,
  };
}

/** The placement surface of a board pose (domain/rooms/render/board-room.ts). */
export const surfaceOf = surfaceOfPlace;

// The first layout depends on the room and the 2D board's products only, not on their 3D poses:
// a 3D move (the page's most frequent change) reuses it, and so does the server for the next
// visit of the same room and products. 40 products take 0.1–0.2 s to lay out. A pure function's
// results, keyed by its whole input: nothing of one board can reach another.
const LAYOUTS_KEPT = 16;
const layouts = new Map<string, Placement[]>();
const keyOf = (room: Room, items: ReturnType<typeof boardItemsOf>) => `${JSON.stringify(room)}|${JSON.stringify(items)}`;
function laidOut(room: Room, items: ReturnType<typeof boardItemsOf>): Placement[] {
  const key = keyOf(room, items);
  let placements = layouts.get(key);
  if (placements) layouts.delete(key);
  else placements = firstLayout(room, items).placements;
  layouts.set(key, placements);
  if (layouts.size > LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value!);
  return placements;
}

/** Start from a first layout already made (the server's, in the page's data) for this room and board. */
export function primeLayout(room: Room, board: Board, facts: Record<string, PieceFacts>, placements: Placement[]) {
  layouts.set(keyOf(room, boardItemsOf(board, (productId) => facts[productId])), placements);
}

/** The first layout of the board's products (the rule alone, before their own poses). */
export const firstLayoutOf = (room: Room, board: Board, facts: Record<string, PieceFacts>) => laidOut(room, boardItemsOf(board, (productId) => facts[productId]));

/** Every product in the room: the board's pose where it has one, the first layout's otherwise. */
export function placementsOf(room: Room, board: Board, facts: Record<string, PieceFacts>): (Placement & { placed: boolean })[] {
  const items = boardItemsOf(board, (productId) => facts[productId]);
  const laid = laidOut(room, items);
  return withBoardPoses(laid, board);
}

/** The room as the renderer draws it. */
export function roomViewOf(room: Room): RoomView {
  const corners = outline(room.shape);
  return {
    corners,
    width: room.shape.width,
    depth: room.shape.length,
    ceiling: room.ceiling,
    walls: wallsOf(room.shape).map((w) => ({
      index: w.index, from: w.start, dir: w.along, normal: { x: -w.inward.x, y: -w.inward.y }, length: w.length,
      openings: room.openings.filter((o) => o.wall === w.index).sort((a, b) => a.offset - b.offset)
        .map((o) => ({ offset: o.offset, width: o.width, height: o.height, sill: o.sill, kind: o.type === 'passage' ? ('opening' as const) : o.type })),
    })),
    floorColour: colourHex(room.floor.colour),
    wallColour: colourHex(room.wallColour),
  };
}

export interface Rights {
  userId: string;
  /** Arranges the whole board (designer, staff, or a client granted edit rights). */
  canEditAll: boolean;
  readOnly: boolean;
}

/** The scene's pieces and warnings for this user. */
export function sceneOf(room: Room, board: Board, facts: Record<string, PieceFacts>, rights: Rights, known?: Pick<RoomCall, 'placements' | 'warnings'>) {
  // The room call's own placements and warnings, when it was made for this board: not worked out again.
  const placements = known?.placements ?? placementsOf(room, board, facts);
  const pieces: PieceView[] = placements.map((p) => {
    const object = board.objects[p.objectId]!;
    const f = facts[p.productId];
    return {
      id: p.objectId,
      name: f?.name ?? p.name,
      modelUrl: f?.modelUrl ?? null,
      size: p.footprint,
      pose: object.place ?? poseOf(p),
      movable: !rights.readOnly && (rights.canEditAll || object.ownerId === rights.userId),
    };
  });
  const factsOf = (objectId: string): PieceFacts | null => {
    const productId = board.objects[objectId]?.objMeta.productId;
    return productId ? facts[productId] ?? null : null;
  };
  return { pieces, placements, warnings: known?.warnings ?? checkLayout(room, placements), factsOf };
}

/** The floor plan (SVG) of a room call: the page draws it once on the server and the browser keeps it until the board changes. */
export const planOfCall = (call: Pick<RoomCall, 'room' | 'placements' | 'warnings'>) => planSvg(planModel(call.room, call.placements, call.warnings));
