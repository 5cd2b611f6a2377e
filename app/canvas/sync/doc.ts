import * as A from '@automerge/automerge';
import { type Board, type BoardObject, emptyBoard, type HistoryEntry } from '../../../domain/canvas/board';

/**
 * The Automerge binding of a board (plain TS for the browser and the server; no
 * Node-only imports). The document holds the Board as is: `objects` is a map by
 * id, every property a plain value, `z` a number — never a list that two
 * concurrent layer moves could duplicate an object in. Concurrent edits to
 * different objects or different properties of one object both survive; two
 * edits of the same property resolve the same way on every peer.
 *
 * API (stable, used by the editor):
 *   createBoardDoc(board?)          → { doc, changes }   (server: the board's first change)
 *   docFromChanges(changes)         → doc                (rebuild from the event stream)
 *   applyEntryToDoc(doc, entry)     → { doc, change }    (one user operation = one Automerge change)
 *   boardFromDoc(doc)               → Board               (plain data for rules and the renderer)
 *   SyncPeer                        : Automerge's bare sync protocol for one peer
 *   toBase64 / fromBase64           : bytes on the wire and in events
 */
export type BoardDoc = A.Doc<Board>;

const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export function createBoardDoc(board: Board = emptyBoard(), actor?: string): { doc: BoardDoc; changes: Uint8Array[] } {
  const doc = A.change(A.init<Board>(actor ? { actor } : undefined), (d) => {
    d.background = plain(board.background);
    d.roomName = board.roomName ? plain(board.roomName) : null;
    if (board.room) d.room = plain(board.room);
    if (board.views?.length) d.views = plain(board.views);
    d.objects = Object.fromEntries(Object.entries(plain(board.objects)).map(([id, o]) => [id, { reactions: {}, ...o }]));
  });
  return { doc, changes: A.getAllChanges(doc) };
}

/** A document from its changes in order (missing dependencies wait inside Automerge until they come). */
export function docFromChanges(changes: readonly Uint8Array[], actor?: string): BoardDoc {
  const [doc] = A.applyChanges(A.init<Board>(actor ? { actor } : undefined), changes as Uint8Array[]);
  return doc;
}

const mapKeys = new Set(['objMeta', 'reactions']);

function setObject(target: Record<string, any>, patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'reactions' && (value === null || value === undefined)) {
      if (target.reactions) for (const k of Object.keys(target.reactions)) delete target.reactions[k];
    } else if (value === null && key !== 'objMeta' && (target[key] === undefined || ['src', 'text', 'fontSize', 'fill', 'colors', 'radius', 'reactions', 'place'].includes(key))) {
      delete target[key];
    } else if (value === undefined) {
      continue;
    } else if (mapKeys.has(key) && value && typeof value === 'object' && target[key] && typeof target[key] === 'object') {
      // Key by key, so two users' reactions (or two objMeta fields) set at once both survive.
      const map = target[key] as Record<string, unknown>;
      for (const k of Object.keys(map)) if (!(k in (value as object))) delete map[k];
      for (const [k, v] of Object.entries(value as object)) if (JSON.stringify(map[k]) !== JSON.stringify(v)) map[k] = plain(v);
    } else if (JSON.stringify(target[key]) !== JSON.stringify(value)) {
      target[key] = plain(value);
    }
  }
}

/** Write a history entry into the document as one change. `change` is null when nothing changed. */
export function applyEntryToDoc(doc: BoardDoc, entry: HistoryEntry): { doc: BoardDoc; change: Uint8Array | null } {
  const next = A.change(doc, { message: entry.uuid }, (d) => {
    for (const id of entry.ids) {
      const patch = entry.changed[id];
      if (patch === undefined) continue;
      if (patch === null) delete d.objects[id];
      // Every object gets its reactions map at birth, so two first reactions at once land in one map.
      else if (!d.objects[id]) d.objects[id] = plain({ reactions: {}, ...patch, id }) as BoardObject;
      else setObject(d.objects[id] as unknown as Record<string, any>, patch as Record<string, unknown>);
    }
    const parts = entry.boardChanged;
    if (parts?.background) setObject(d.background as unknown as Record<string, any>, parts.background as unknown as Record<string, unknown>);
    if (parts && 'roomName' in parts) d.roomName = parts.roomName ? plain(parts.roomName) : null;
    // The board's room is one value: a new room replaces the whole of it (two at once: one wins, the same on every peer).
    if (parts && 'room' in parts) d.room = parts.room ? plain(parts.room) : null;
    // The views for the renders are one list: a new list replaces the whole of it.
    if (parts && 'views' in parts) d.views = parts.views?.length ? plain(parts.views) : null;
  });
  return { doc: next, change: next === doc ? null : A.getLastLocalChange(next) ?? null };
}

/** The board the document holds, as plain data. */
export function boardFromDoc(doc: BoardDoc): Board {
  const js = A.toJS(doc) as Partial<Board>;
  const base = emptyBoard();
  const objects = js.objects ?? {};
  // An empty reactions map is how the document keeps "no reactions" (see applyEntryToDoc).
  for (const o of Object.values(objects)) if (o.reactions && Object.keys(o.reactions).length === 0) delete o.reactions;
  const board: Board = { background: js.background ?? base.background, objects, roomName: js.roomName ?? null };
  // A board without a room of its own (never set, or set back to the project's) has no `room` key.
  if (js.room) board.room = js.room;
  if (js.views?.length) board.views = js.views;
  return board;
}

export const heads = (doc: BoardDoc) => A.getHeads(doc);
export const changeHash = (change: Uint8Array) => A.decodeChange(change).hash;
export const saveDoc = (doc: BoardDoc) => A.save(doc);
export const loadDoc = (bytes: Uint8Array, actor?: string) => A.load<Board>(bytes, actor ? { actor } : undefined);
export const mergeDocs = (into: BoardDoc, from: BoardDoc) => A.merge(A.clone(into), from);
export const allChanges = (doc: BoardDoc) => A.getAllChanges(doc);
export const missingDeps = (doc: BoardDoc) => A.getMissingDeps(doc, []);

/** Apply changes received from elsewhere. */
export function applyChanges(doc: BoardDoc, changes: readonly Uint8Array[]): BoardDoc {
  const [next] = A.applyChanges(doc, changes as Uint8Array[]);
  return next;
}

/** Automerge's sync protocol with one peer (the server keeps one per socket, a client one for the server). */
export class SyncPeer {
  private state = A.initSyncState();
  /** The next message for the peer, or null when it has everything we know it lacks. */
  generate(doc: BoardDoc): Uint8Array | null {
    const [state, message] = A.generateSyncMessage(doc, this.state);
    this.state = state;
    return message;
  }
  receive(doc: BoardDoc, message: Uint8Array): BoardDoc {
    const [next, state] = A.receiveSyncMessage(doc, this.state, message);
    this.state = state;
    return next;
  }
  /** Start over (after a reset or a reconnect). */
  reset() {
    this.state = A.initSyncState();
  }
}

/** The same sync message without the changes it carries: the server takes document changes only as checked `change` messages. */
export function withoutChanges(message: Uint8Array): Uint8Array {
  const decoded = A.decodeSyncMessage(message);
  return A.encodeSyncMessage({ ...decoded, changes: [] });
}

const chunk = 0x8000;
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += chunk) s += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(s);
}
export function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}
