import type { Room } from '../rooms/room';
import type { BoardView } from './views';

/**
 * The mood-board model (part 2 §3): plain data, no fabric, React or DOM. fabric.js
 * only renders it; Automerge only stores and merges it; the server checks changes
 * against it. This file is the contract every canvas module shares.
 *
 * Geometry is the spec's left/top geometry: `originX`/`originY` are always
 * 'left'/'top' (fabric 7 defaults to the centre, so the renderer sets them).
 */

/** Object types (part 2 §3). */
export const objectTypes = ['custom_img', 'product', 'textbox', 'color_palette', 'placeholder'] as const;
export type ObjectType = (typeof objectTypes)[number];

/** `customCategory` value that marks an alternative item (excluded from review and from a replaced canvas). */
export const ALTERNATIVE = 'alternative';
/** `groupStatus` of the room-name label. */
export const ROOM_NAME_GROUP = 'roomName';

/** Canvas object metadata (part 2 §3 objMeta). `price` is the product's price in dollars (cents / 100). */
export interface ObjMeta {
  id: string;
  type: ObjectType;
  price: number | null;
  name: string | null;
  productId: string | null;
  displayImg: string | null;
  customCategory: string | null;
  source: string | null;
  vendor: string | null;
  goodsCategory: string | null;
  originImg: string | null;
  groupStatus: string | null;
}

/** Canvas object geometry (part 2 §3). */
export interface Geometry {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
  originX: 'left';
  originY: 'top';
}

/** One object on a board. Only the fields of its type are set. */
export interface BoardObject extends Geometry {
  id: string;
  type: ObjectType;
  objMeta: ObjMeta;
  /** Stacking: objects draw in ascending `z` (ties by id). A layer move sets a new `z` between neighbours. */
  z: number;
  /** Who added it (a user id): rights and per-user undo use it. */
  ownerId: string;
  /** custom_img, product, placeholder: the picture. */
  src?: string | null;
  /** textbox */
  text?: string;
  fontSize?: number;
  fill?: string;
  /** color_palette: colours (default black) and circle radius (17). */
  colors?: string[];
  radius?: number;
  /** Reactions by user id (one each), e.g. '❤️'. A user may set only their own. */
  reactions?: Record<string, string>;
  /** product: where it stands in the board's 3D room (issue 23); unset until someone places it. */
  place?: Place3D;
}

/**
 * A product's pose in the board's 3D room (issue 23), in centimetres of room
 * coordinates (domain/rooms): x to the right and y down the plan from the room's
 * top-left corner, the centre of the piece's footprint; `rotation` in degrees
 * clockwise seen from above, 0 facing down the plan. It stands on the floor,
 * rests `on` another piece, hangs on wall `wall` (an index of the room's walls)
 * or from the ceiling, its bottom `elevation` cm above the floor.
 */
export interface Place3D {
  x: number;
  y: number;
  rotation: number;
  surface: 'floor' | 'on' | 'wall' | 'ceiling';
  wall: number | null;
  /** surface 'on': the board object it rests on. */
  on: string | null;
  elevation: number;
}

/** The board's background (part 2 §3 snapshot): default 1921 × 1081. */
export interface Background {
  width: number;
  height: number;
  /** An overlay image drawn over the background (dropped by "replace the whole canvas"). */
  overlaySrc: string | null;
  fill: string;
}

/** The room-name label: one non-selectable group; a new one replaces the old. */
export interface RoomNameLabel {
  text: string;
  left: number;
  top: number;
}

/** A whole board: what the Automerge document holds. */
export interface Board {
  background: Background;
  objects: Record<string, BoardObject>;
  roomName: RoomNameLabel | null;
  /**
   * The designer's own room for the board's 3D view and plan (issue 23, ADR 039):
   * unset or null, the project's room (its brief, else its room type's default).
   */
  room?: Room | null;
  /** The designer's viewpoints for the room's stills (issue 23, ADR 038): unset, the stated rule's. */
  views?: BoardView[] | null;
}

export const DEFAULT_BACKGROUND: Readonly<Background> = { width: 1921, height: 1081, overlaySrc: null, fill: '#ffffff' };

export const emptyBoard = (): Board => ({ background: { ...DEFAULT_BACKGROUND }, objects: {}, roomName: null });

/** Objects bottom to top. */
export function zOrdered(board: Board): BoardObject[] {
  return Object.values(board.objects).sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Actions a history entry records (part 2 §4 change actions). */
export const changeActions = ['add', 'delete', 'changeImg', 'move', 'scale', 'rotate', 'flip', 'drag', 'replace', 'edit', 'react', 'restore', 'place', 'room', 'views'] as const;
export type ChangeAction = (typeof changeActions)[number];

/**
 * A history entry (part 2 §3): one completed user operation. `changed` holds the
 * touched properties of each object after the operation (null: the object was
 * deleted), `unchanged` the same properties before it (null: it did not exist).
 * Undo applies `unchanged` where the board still holds this entry's `changed`.
 */
export interface HistoryEntry {
  ids: string[];
  changed: Record<string, Partial<BoardObject> | null>;
  unchanged: Record<string, Partial<BoardObject> | null>;
  action: ChangeAction;
  uuid: string;
  /** Board-level parts (background, room-name label) after the operation, when it touched them. */
  boardChanged?: BoardParts;
  /** The same parts before it. */
  boardUnchanged?: BoardParts;
}

/** The parts of a board outside its objects that an entry may change. */
export interface BoardParts {
  background?: Background;
  roomName?: RoomNameLabel | null;
  /** The board's room (null: back to the project's). */
  room?: Room | null;
  /** The views for the renders (null or none: the rule's). */
  views?: BoardView[] | null;
}
