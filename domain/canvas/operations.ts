import { ValidationError } from '../shared/errors';
import { ALTERNATIVE, type Board, type BoardObject, type Geometry, type Place3D, type RoomNameLabel, ROOM_NAME_GROUP, type HistoryEntry, zOrdered } from './board';
import { entryFor, type ObjectPatch } from './entry';
import { parseRoom, type Room } from '../rooms/room';
import { boardViewsSchema, viewsProblem } from './views';

/**
 * The board's operations (part 2 §4, §5, §9): each takes a board and returns the
 * history entry of one completed user operation. `applyEntry` (entry.ts) makes
 * it so. Rule breaks throw ValidationError with the spec's wording.
 */

export const PASTE_OFFSET = 20;
export const NUDGE_STEP = 10;
export const ROTATION_SNAP = 15;
export const directions = ['left', 'right', 'up', 'down'] as const;
export type Direction = (typeof directions)[number];
export type LayerMove = 'up' | 'down' | 'top' | 'bottom';

const need = (board: Board, ids: readonly string[]) => {
  const missing = ids.filter((id) => !board.objects[id]);
  if (missing.length) throw new ValidationError('OBJECT_MISSING', `No such object on the board: ${missing.join(', ')}`);
  if (ids.length === 0) throw new ValidationError('NOTHING_SELECTED', 'Please select an object first');
  return ids.map((id) => board.objects[id]!);
};

function direction(value: string): Direction {
  if (!(directions as readonly string[]).includes(value)) throw new ValidationError('UNKNOWN_DIRECTION', `Unknown direction: ${value}`);
  return value as Direction;
}

const topZ = (board: Board) => Math.max(0, ...Object.values(board.objects).map((o) => o.z));

/** add: refuses ids already on the board (or repeated in the batch), naming them; new objects go on top. */
export function addObjects(board: Board, objects: readonly BoardObject[], uuid: string): HistoryEntry {
  const seen = new Set<string>();
  const conflicts = objects.map((o) => o.id).filter((id) => board.objects[id] || (seen.has(id) ? true : (seen.add(id), false)));
  if (conflicts.length) throw new ValidationError('ID_CONFLICT', `Object id(s) already on the board: ${[...new Set(conflicts)].join(', ')}`);
  let z = topZ(board);
  const patches: Record<string, ObjectPatch> = {};
  for (const o of objects) patches[o.id] = { ...o, z: ++z, originX: 'left', originY: 'top' };
  return entryFor(board, 'add', uuid, patches);
}

export function deleteObjects(board: Board, ids: readonly string[], uuid: string): HistoryEntry {
  need(board, ids);
  return entryFor(board, 'delete', uuid, Object.fromEntries(ids.map((id) => [id, null])));
}

export function changeImg(board: Board, id: string, src: string, uuid: string): HistoryEntry {
  need(board, [id]);
  return entryFor(board, 'changeImg', uuid, { [id]: { src } });
}

/** move (layer order): `z` between the new neighbours, so concurrent moves never duplicate an object. */
export function moveLayer(board: Board, id: string, to: LayerMove, uuid: string): HistoryEntry {
  const [object] = need(board, [id]);
  const others = zOrdered(board).filter((o) => o.id !== id);
  const at = zOrdered(board).findIndex((o) => o.id === id);
  let z = object!.z;
  if (to === 'top') z = others.length ? others[others.length - 1]!.z + 1 : z;
  else if (to === 'bottom') z = others.length ? others[0]!.z - 1 : z;
  else if (to === 'up' && at < others.length) z = between(others[at]!.z, others[at + 1]?.z);
  else if (to === 'down' && at > 0) z = between(others[at - 1]!.z, others[at - 2]?.z);
  return entryFor(board, 'move', uuid, { [id]: { z } });
}

const between = (near: number, far: number | undefined) => (far === undefined ? near + (near >= 0 ? 1 : -1) * 1 : (near + far) / 2);

export function scaleObject(board: Board, id: string, scale: Pick<Geometry, 'scaleX' | 'scaleY'> & Partial<Pick<Geometry, 'left' | 'top'>>, uuid: string): HistoryEntry {
  need(board, [id]);
  if (!(scale.scaleX > 0 && scale.scaleY > 0) || !Number.isFinite(scale.scaleX) || !Number.isFinite(scale.scaleY)) throw new ValidationError('BAD_SCALE', 'The scale must be a positive number');
  return entryFor(board, 'scale', uuid, { [id]: scale });
}

/** Rotation snaps to 15° unless shift is held; angles are kept in [0, 360). */
export function snapAngle(angle: number, shiftHeld: boolean): number {
  const a = shiftHeld ? angle : Math.round(angle / ROTATION_SNAP) * ROTATION_SNAP;
  return ((a % 360) + 360) % 360;
}

export function rotateObject(board: Board, id: string, angle: number, shiftHeld: boolean, uuid: string): HistoryEntry {
  need(board, [id]);
  if (!Number.isFinite(angle)) throw new ValidationError('BAD_ANGLE', 'The angle must be a number');
  return entryFor(board, 'rotate', uuid, { [id]: { angle: snapAngle(angle, shiftHeld) } });
}

/** flip: left/right mirror horizontally, up/down vertically; anything else is an error. */
export function flipObjects(board: Board, ids: readonly string[], dir: string, uuid: string): HistoryEntry {
  const d = direction(dir);
  const objects = need(board, ids);
  const horizontal = d === 'left' || d === 'right';
  return entryFor(board, 'flip', uuid, Object.fromEntries(objects.map((o) => [o.id, horizontal ? { flipX: !o.flipX } : { flipY: !o.flipY }])));
}

/** nudge (arrow keys): the same four directions, 10 at a time. Recorded as a drag. */
export function nudgeObjects(board: Board, ids: readonly string[], dir: string, uuid: string): HistoryEntry {
  const d = direction(dir);
  const objects = need(board, ids);
  const dx = d === 'left' ? -NUDGE_STEP : d === 'right' ? NUDGE_STEP : 0;
  const dy = d === 'up' ? -NUDGE_STEP : d === 'down' ? NUDGE_STEP : 0;
  return entryFor(board, 'drag', uuid, Object.fromEntries(objects.map((o) => [o.id, { left: o.left + dx, top: o.top + dy }])));
}

export function dragObjects(board: Board, moves: readonly { id: string; left: number; top: number }[], uuid: string): HistoryEntry {
  need(board, moves.map((m) => m.id));
  if (moves.some((m) => !Number.isFinite(m.left) || !Number.isFinite(m.top))) throw new ValidationError('BAD_POSITION', 'The position must be a number');
  return entryFor(board, 'drag', uuid, Object.fromEntries(moves.map((m) => [m.id, { left: m.left, top: m.top }])));
}

export const notAProductMessage = 'Only products stand in the 3D room';

/** place (issue 23): products moved or turned in the board's 3D room, one entry for the lot. */
export function placeObjects(board: Board, places: readonly { id: string; place: Place3D }[], uuid: string): HistoryEntry {
  const objects = need(board, places.map((p) => p.id));
  if (objects.some((o) => o.type !== 'product')) throw new ValidationError('NOT_A_PRODUCT', notAProductMessage);
  const finite = (p: Place3D) => [p.x, p.y, p.rotation, p.elevation].every(Number.isFinite);
  if (places.some((p) => !finite(p.place))) throw new ValidationError('BAD_POSITION', 'The position must be a number');
  return entryFor(board, 'place', uuid, Object.fromEntries(places.map((p) => [p.id, { place: { ...p.place, rotation: ((p.place.rotation % 360) + 360) % 360 } }])));
}

export function editText(board: Board, id: string, text: string, uuid: string): HistoryEntry {
  const [object] = need(board, [id]);
  if (object!.type !== 'textbox') throw new ValidationError('NOT_TEXT', 'Only a text box holds text');
  return entryFor(board, 'edit', uuid, { [id]: { text } });
}

/** react: sets (or with null clears) this user's one reaction on an object. */
export function react(board: Board, id: string, userId: string, reaction: string | null, uuid: string): HistoryEntry {
  const [object] = need(board, [id]);
  const reactions = { ...(object!.reactions ?? {}) };
  if (reaction) reactions[userId] = reaction;
  else delete reactions[userId];
  return entryFor(board, 'react', uuid, { [id]: { reactions } });
}

/** copy: the objects to paste later, and the notice. */
export function copyObjects(board: Board, ids: readonly string[]) {
  const objects = need(board, ids).map((o) => JSON.parse(JSON.stringify(o)) as BoardObject);
  return { clipboard: objects, message: `Copied ${objects.length} obj(s)` };
}

/** paste: copies at +20,+20 with new ids (one per copy, in order), owned by whoever pastes. */
export function pasteObjects(board: Board, clipboard: readonly BoardObject[], newIds: readonly string[], ownerId: string, uuid: string) {
  if (newIds.length !== clipboard.length) throw new ValidationError('IDS_NEEDED', 'One new id is needed per pasted object');
  const copies = clipboard.map((o, i) => {
    const id = newIds[i]!;
    const { reactions: _dropped, ...rest } = o;
    return { ...rest, id, ownerId, left: o.left + PASTE_OFFSET, top: o.top + PASTE_OFFSET, objMeta: { ...o.objMeta, id } };
  });
  return { entry: { ...addObjects(board, copies, uuid) }, message: `Pasting ${copies.length} obj(s)` };
}

/** The room-name label: one non-selectable group; a new one replaces the old. */
export function setRoomName(board: Board, label: RoomNameLabel | null, uuid: string): HistoryEntry {
  return entryFor(board, 'edit', uuid, {}, { roomName: label ? { ...label } : null });
}

export const roomInvalidMessage = 'Please correct the room';

/**
 * room (issue 23, ADR 039): the board's own room for its 3D view and plan, a whole
 * room checked by the room model (its field messages on their paths, e.g.
 * "shape.width"), or null to go back to the project's room.
 */
export function setBoardRoom(board: Board, input: unknown, uuid: string): HistoryEntry {
  if (input === null) return entryFor(board, 'room', uuid, {}, { room: null });
  const parsed = parseRoom(input);
  if (!parsed.room) {
    const first = Object.values(parsed.problems)[0];
    throw new ValidationError('ROOM_INVALID', first ?? roomInvalidMessage, parsed.problems);
  }
  return entryFor(board, 'room', uuid, {}, { room: parsed.room });
}

/**
 * views (issue 23, ADR 038): the designer's viewpoints for the room's stills, the
 * whole list at once (save, rename or remove one: the list without or with it),
 * checked by the views' schema and against `room` (the board's room, else the
 * project's): an empty list goes back to the stated rule's viewpoints.
 */
export function setBoardViews(board: Board, input: unknown, uuid: string, room: Room): HistoryEntry {
  const parsed = boardViewsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ValidationError('VIEWS_INVALID', issue.message, { [issue.path.join('.') || 'views']: issue.message });
  }
  const outside = viewsProblem(room, parsed.data);
  if (outside) throw new ValidationError('VIEWS_INVALID', outside, { views: outside });
  return entryFor(board, 'views', uuid, {}, { views: parsed.data.length ? parsed.data : null });
}

export interface CanvasSnapshot {
  background: { width: number; height: number; overlaySrc?: string | null; fill?: string; shapes?: { fill: string }[] };
  objects: BoardObject[];
  roomName?: RoomNameLabel | null;
}

/** Fully inside the background (its unrotated box). */
const inside = (o: BoardObject, w: number, h: number) => o.left >= 0 && o.top >= 0 && o.left + o.width * Math.abs(o.scaleX) <= w && o.top + o.height * Math.abs(o.scaleY) <= h;
const isWhite = (fill: string) => ['#fff', '#ffffff', 'white', 'rgb(255,255,255)'].includes(fill.replace(/\s+/g, '').toLowerCase());

/**
 * replace the whole canvas: drop alternative items and objects outside the
 * background, drop the overlay image, keep only white-filled background shapes,
 * re-add the room name (the new snapshot's, else the board's).
 */
export function replaceCanvas(board: Board, snapshot: CanvasSnapshot, uuid: string): HistoryEntry {
  const { width, height } = snapshot.background;
  const kept = snapshot.objects.filter((o) => o.objMeta?.customCategory !== ALTERNATIVE && o.objMeta?.groupStatus !== ROOM_NAME_GROUP && inside(o, width, height));
  const patches: Record<string, ObjectPatch> = Object.fromEntries(Object.keys(board.objects).map((id) => [id, null]));
  for (const o of kept) patches[o.id] = board.objects[o.id] ? { ...o } : { ...o, originX: 'left', originY: 'top' };
  const fill = snapshot.background.fill && isWhite(snapshot.background.fill) ? snapshot.background.fill : '#ffffff';
  const roomName = snapshot.roomName === undefined ? board.roomName : snapshot.roomName ?? board.roomName;
  return entryFor(board, 'replace', uuid, patches, { background: { width, height, overlaySrc: null, fill }, roomName });
}

/** Background shapes kept by a replace: white-filled only. */
export const keptShapes = <S extends { fill: string }>(shapes: readonly S[]) => shapes.filter((s) => isWhite(s.fill));
