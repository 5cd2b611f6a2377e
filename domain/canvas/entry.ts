import type { Board, BoardObject, BoardParts, ChangeAction, HistoryEntry } from './board';

/**
 * History entries: build one from a board and the patches an operation makes,
 * apply one to a board, and derive one by comparing two boards (the server
 * derives the entry of every change it receives, so it never trusts a
 * client's description of what its change does).
 */

export type ObjectPatch = Partial<BoardObject> | null;

/** JSON with every object's keys in order: Automerge hands maps back with sorted keys, a client in its own order. */
const sortedKeys = (_key: string, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v;
export const canonicalJson = (v: unknown) => JSON.stringify(v, sortedKeys);
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
/** A board's views for the renders: an empty list is none. */
export const viewsOrNull = <T>(views: readonly T[] | null | undefined): T[] | null => (views && views.length ? [...views] : null);

/** The entry for `patches` (id → the properties after the operation; null: deleted) applied to `board`. */
export function entryFor(board: Board, action: ChangeAction, uuid: string, patches: Record<string, ObjectPatch>, parts?: BoardParts): HistoryEntry {
  const changed: HistoryEntry['changed'] = {};
  const unchanged: HistoryEntry['unchanged'] = {};
  for (const [id, patch] of Object.entries(patches)) {
    const current = board.objects[id];
    if (patch === null) {
      if (!current) continue;
      changed[id] = null;
      unchanged[id] = clone(current);
    } else if (!current) {
      changed[id] = clone(patch);
      unchanged[id] = null;
    } else {
      const after: Partial<BoardObject> = {};
      const before: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        if (same((current as unknown as Record<string, unknown>)[key], value)) continue;
        (after as Record<string, unknown>)[key] = clone(value);
        before[key] = clone((current as unknown as Record<string, unknown>)[key]) ?? null;
      }
      if (Object.keys(after).length === 0) continue;
      changed[id] = after;
      unchanged[id] = before as Partial<BoardObject>;
    }
  }
  const entry: HistoryEntry = { ids: Object.keys(changed), changed, unchanged, action, uuid };
  if (parts) {
    const after: BoardParts = {};
    const before: BoardParts = {};
    if (parts.background && !same(parts.background, board.background)) {
      after.background = clone(parts.background);
      before.background = clone(board.background);
    }
    if (parts.roomName !== undefined && !same(parts.roomName, board.roomName)) {
      after.roomName = clone(parts.roomName);
      before.roomName = clone(board.roomName);
    }
    if (parts.room !== undefined && !same(parts.room ?? null, board.room ?? null)) {
      after.room = clone(parts.room ?? null);
      before.room = clone(board.room ?? null);
    }
    if (parts.views !== undefined && !same(viewsOrNull(parts.views), viewsOrNull(board.views))) {
      after.views = clone(viewsOrNull(parts.views));
      before.views = clone(viewsOrNull(board.views));
    }
    if (Object.keys(after).length) Object.assign(entry, { boardChanged: after, boardUnchanged: before });
  }
  return entry;
}

/** The board after `entry`: deleted objects go, new ones come, changed properties take their new values. */
export function applyEntry(board: Board, entry: HistoryEntry): Board {
  const objects = { ...board.objects };
  for (const id of entry.ids) {
    const patch = entry.changed[id];
    if (patch === undefined) continue;
    if (patch === null) delete objects[id];
    else if (objects[id]) objects[id] = withoutNulls({ ...objects[id], ...clone(patch) }) as BoardObject;
    else objects[id] = withoutNulls({ ...clone(patch), id }) as BoardObject;
  }
  const next: Board = { ...board, objects };
  if (entry.boardChanged?.background) next.background = clone(entry.boardChanged.background);
  if (entry.boardChanged && 'roomName' in entry.boardChanged) next.roomName = clone(entry.boardChanged.roomName ?? null);
  if (entry.boardChanged && 'room' in entry.boardChanged) {
    // No room of its own is kept as no key, as a board that never had one.
    const room = clone(entry.boardChanged.room ?? null);
    if (room) next.room = room;
    else delete next.room;
  }
  if (entry.boardChanged && 'views' in entry.boardChanged) {
    // No views of their own (none saved, or all removed) is kept as no key.
    const views = clone(viewsOrNull(entry.boardChanged.views));
    if (views) next.views = views;
    else delete next.views;
  }
  return next;
}

/** Optional properties set to null in a patch are removed (undo of a property that did not exist before). */
function withoutNulls(o: Record<string, unknown>): unknown {
  for (const key of ['src', 'text', 'fontSize', 'fill', 'colors', 'radius', 'reactions', 'place'])
    if (o[key] === null || o[key] === undefined) delete o[key];
  if (o.reactions && typeof o.reactions === 'object' && Object.keys(o.reactions).length === 0) delete o.reactions;
  return o;
}

/** The entry that takes `before` to `after`, property by property (the server's view of a change). */
export function diffBoards(before: Board, after: Board, action: ChangeAction, uuid: string): HistoryEntry {
  const patches: Record<string, ObjectPatch> = {};
  const ids = new Set([...Object.keys(before.objects), ...Object.keys(after.objects)]);
  for (const id of ids) {
    const b = before.objects[id] as unknown as Record<string, unknown> | undefined;
    const a = after.objects[id] as unknown as Record<string, unknown> | undefined;
    if (!a) patches[id] = null;
    else if (!b) patches[id] = a as unknown as BoardObject;
    else {
      const patch: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) if (!same(a[key], b[key])) patch[key] = a[key] ?? null;
      if (Object.keys(patch).length) patches[id] = patch as Partial<BoardObject>;
    }
  }
  return entryFor(before, action, uuid, patches, { background: after.background, roomName: after.roomName, room: after.room ?? null, views: viewsOrNull(after.views) });
}

/** Ids an entry touches that are not objects of `board` before it (added ones). */
export const addedIds = (entry: HistoryEntry) => entry.ids.filter((id) => entry.unchanged[id] === null);
