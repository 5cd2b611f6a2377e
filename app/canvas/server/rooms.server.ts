import { randomUUID } from 'node:crypto';
import * as A from '@automerge/automerge';
import type { Board, ChangeAction, HistoryEntry } from '../../../domain/canvas/board';
import { type BoardMeta, canvasStream } from '../../../domain/canvas/canvas-board';
import { roleOn } from '../../../domain/canvas/canvas-board.decide';
import { canvasCommands } from '../../../domain/canvas/commands';
import { canonicalJson, diffBoards } from '../../../domain/canvas/entry';
import { notAProductMessage, roomInvalidMessage } from '../../../domain/canvas/operations';
import { parseRoom } from '../../../domain/rooms/room';
import { boardViewsSchema, viewsProblem } from '../../../domain/canvas/views';
import { type BoardRole, getIsCanEdit } from '../../../domain/canvas/rights';
import { backgroundSchema, boardObjectSchema, objMetaSchema, roomNameSchema } from '../../../domain/canvas/schemas';
import { isDomainError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { applyEntryToDoc, type BoardDoc, boardFromDoc, fromBase64, missingDeps, saveDoc, SyncPeer, toBase64, withoutChanges } from '../sync/doc';
import type { OnlineUser, ServerMessage } from '../sync/protocol';
import { getBoardRow } from '../../../projections/canvas/boards';
import { loadBoard } from './board-state.server';
import { placeProblem, roomOfBoard } from '../application/room-call.server';

/**
 * One room per board in this process (sticky by board in scale mode): the
 * board's Automerge document, who is connected, and one queue through which
 * every change to the document passes — a client's change, a saved snapshot,
 * a restore — so each is checked against the board it really lands on.
 */
export interface RoomPeer {
  actor: Actor;
  userId: string;
  role: BoardRole;
  user: OnlineUser;
  sync: SyncPeer;
  send(message: ServerMessage): void;
}

export interface Room {
  boardId: string;
  meta: BoardMeta;
  doc: BoardDoc;
  board: Board;
  version: number;
  uuids: Set<string>;
  peers: Set<RoomPeer>;
  queue: Promise<unknown>;
}

export type ChangeOutcome = { ok: true; entry: HistoryEntry; duplicate: boolean } | { ok: false; message: string };

export class CanvasRooms {
  private rooms = new Map<string, Promise<Room | null>>();
  private live = new Map<string, Room>();
  constructor(private readonly runtime: Runtime) {}

  /** The board's room, loaded from its stream on first use; null when there is no such board. */
  room(boardId: string): Promise<Room | null> {
    let room = this.rooms.get(boardId);
    if (!room) {
      room = loadBoard(this.runtime, boardId).then(async (b) => {
        if (!b.meta) return null;
        // A draft board made before BoardCreated carried `private` is known by the read model (a proposal names it).
        const meta = b.meta.private ? b.meta : { ...b.meta, private: (await getBoardRow(this.runtime.db, boardId))?.private === true };
        return { boardId, meta, doc: b.doc, board: b.board, version: b.version, uuids: b.uuids, peers: new Set<RoomPeer>(), queue: Promise.resolve() as Promise<unknown> };
      });
      room.catch(() => this.rooms.delete(boardId));
      this.rooms.set(boardId, room);
      void room.then((r) => {
        if (r) {
          this.live.set(boardId, r);
          this.follow();
        } else this.rooms.delete(boardId);
      });
    }
    return room;
  }

  /**
   * Keeps the rooms of this process level with their streams while any is live.
   * A board's stream can move without its room here: a JSON call served by
   * another app process (several workers, several machines), or a process that
   * appends to the board itself. On each append anywhere (LISTEN, at most every
   * `followMs`) and every second, the live rooms' stream versions are read in
   * one statement; a room behind its stream is reloaded in its queue and its
   * editors are synced to the board as it now stands.
   */
  private following: { unsubscribe: () => void; timer: NodeJS.Timeout } | null = null;
  private checkDue: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private follow() {
    if (this.following) return;
    const timer = setInterval(() => this.scheduleCheck(), followPollMs);
    timer.unref?.();
    this.following = { unsubscribe: this.runtime.feed.onAppended(() => this.scheduleCheck()), timer };
  }

  private unfollow() {
    if (!this.following) return;
    this.following.unsubscribe();
    clearInterval(this.following.timer);
    this.following = null;
  }

  private scheduleCheck() {
    if (this.checkDue) return;
    this.checkDue = setTimeout(() => {
      this.checkDue = null;
      if (this.checking) return this.scheduleCheck();
      this.checking = this.catchUpRooms()
        .catch((error) => this.runtime.logger.warn('canvas rooms could not check their streams', { error: String(error) }))
        .finally(() => (this.checking = null));
    }, followMs);
    this.checkDue.unref?.();
  }

  /** Reads the live rooms' stream versions and reloads each room its stream has passed. */
  async catchUpRooms(): Promise<void> {
    const rooms = [...this.live.values()];
    if (rooms.length === 0) return this.unfollow();
    const versions = await this.runtime.feed.streamVersions(rooms.map((r) => canvasStream(r.boardId)));
    await Promise.all(rooms.filter((r) => (versions.get(canvasStream(r.boardId)) ?? 0) > r.version).map((r) => this.enqueue(r, () => this.reload(r))));
  }

  /** In the room's queue: the board as its stream now says, and every editor synced to it (their own changes stay theirs to send). */
  private async reload(room: Room) {
    const fresh = await loadBoard(this.runtime, room.boardId);
    if (!fresh.meta || fresh.version <= room.version) return;
    const rightsBefore = [...room.peers].map((p) => this.canEdit(room, p));
    room.meta = { ...fresh.meta, private: fresh.meta.private || room.meta.private };
    room.doc = fresh.doc;
    room.board = fresh.board;
    room.version = fresh.version;
    room.uuids = fresh.uuids;
    [...room.peers].forEach((p, i) => {
      const canEdit = this.canEdit(room, p);
      if (canEdit !== rightsBefore[i]) p.send({ v: 1, type: 'rights', canEdit });
      this.syncPeer(room, p);
    });
  }

  private canEdit(room: Room, peer: RoomPeer): boolean {
    const who = roleOn(room.meta, peer.actor);
    return who ? getIsCanEdit(who.role, room.meta.clientCanEdit) : false;
  }

  /** Run `task` after everything queued on the room. */
  private enqueue<T>(room: Room, task: () => Promise<T>): Promise<T> {
    const run = room.queue.then(task, task);
    room.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Forget a room nobody uses: after a minute with nobody connected and nothing
   * queued, so that a socket joining while a call still works on the room finds
   * the same room (one document per board in this process).
   */
  release(room: Room) {
    if (room.peers.size > 0) return;
    const timer = setTimeout(() => {
      void room.queue.then(() => {
        if (room.peers.size > 0 || this.live.get(room.boardId) !== room) return;
        this.live.delete(room.boardId);
        this.rooms.delete(room.boardId);
      });
    }, idleRoomMs);
    timer.unref?.();
  }

  /** Board metadata changed (rights, members): reload it and tell the connected editors. */
  async refresh(boardId: string) {
    const current = this.rooms.get(boardId);
    if (!current) return;
    const room = await current;
    if (!room) return;
    await this.enqueue(room, async () => {
      const fresh = await loadBoard(this.runtime, boardId);
      if (fresh.meta) room.meta = { ...fresh.meta, private: fresh.meta.private || room.meta.private };
      for (const p of room.peers) p.send({ v: 1, type: 'rights', canEdit: this.canEdit(room, p) });
    });
  }

  /** A client's sync message, without the changes it may carry (those come only as checked `change` messages). */
  receiveSync(room: Room, peer: RoomPeer, data: Uint8Array) {
    return this.enqueue(room, async () => {
      room.doc = peer.sync.receive(room.doc, withoutChanges(data));
      this.syncPeer(room, peer);
    });
  }

  syncPeer(room: Room, peer: RoomPeer) {
    const message = peer.sync.generate(room.doc);
    if (message) peer.send({ v: 1, type: 'sync', data: toBase64(message) });
  }

  /** Start a peer over from the server's document (after a refused change). */
  reset(room: Room, peer: RoomPeer, reason: string) {
    peer.sync.reset();
    peer.send({ v: 1, type: 'reset', doc: toBase64(saveDoc(room.doc)), reason });
  }

  /**
   * A client's operation: its Automerge change bytes and what it says it did.
   * The server applies the bytes to a copy of the document, derives the entry
   * itself, checks it (shape, rights — in the ChangeBoard command) and only
   * then appends it and makes it the board's.
   */
  submitClientChange(room: Room, peer: RoomPeer, msg: { boardId: string; actor: string; entry: { action: ChangeAction; uuid: string }; changes: string[] }): Promise<ChangeOutcome> {
    return this.enqueue(room, async () => {
      if (msg.boardId !== room.boardId) return { ok: false, message: 'This change is for another board' };
      if (msg.actor !== peer.userId) return { ok: false, message: 'This change names another user' };
      if (room.uuids.has(msg.entry.uuid)) return { ok: true, entry: msg.entry as HistoryEntry, duplicate: true };
      let next: BoardDoc;
      try {
        const bytes = msg.changes.map(fromBase64);
        const [doc] = A.applyChanges(A.clone(room.doc), bytes);
        next = doc;
        if (missingDeps(next).length) return { ok: false, message: 'This change builds on changes the server does not have' };
        if (bytes.some((b) => A.decodeChange(b).actor === A.getActorId(room.doc))) return { ok: false, message: 'This change names another user' };
      } catch {
        return { ok: false, message: 'This change could not be read' };
      }
      // Only the board model's keys (issue 20): a key it would ignore is refused, not carried to everyone.
      const stray = strayKeys(next);
      if (stray) return { ok: false, message: stray };
      return this.commit(room, peer.actor, next, msg.entry.action, msg.entry.uuid, msg.changes, null, false, byteCap);
    });
  }

  /** A change the server makes itself (a saved snapshot, a restore, undo through the API): one entry, one Automerge change. */
  /** Answers once the read models show it (a JSON call reads them next). */
  submitServerChange(room: Room, actor: Actor, make: (board: Board) => HistoryEntry, restoredFrom: string | null = null): Promise<ChangeOutcome> {
    return this.enqueue(room, async () => {
      // A call may come to a process whose copy of the room has not seen the last change made elsewhere yet.
      const version = (await this.runtime.feed.streamVersions([canvasStream(room.boardId)])).get(canvasStream(room.boardId)) ?? 0;
      if (version > room.version) await this.reload(room);
      const entry = make(room.board);
      const { doc, change } = applyEntryToDoc(A.clone(room.doc), entry);
      return this.commit(room, actor, doc, entry.action, entry.uuid, change ? [toBase64(change)] : [], restoredFrom, true);
    });
  }

  private async commit(room: Room, actor: Actor, next: BoardDoc, action: ChangeAction, uuid: string, changes: string[], restoredFrom: string | null = null, readYourWrites = false, cap?: (entry: HistoryEntry, changes: string[]) => string | null): Promise<ChangeOutcome> {
    const after = boardFromDoc(next);
    const entry = diffBoards(room.board, after, action, uuid);
    const bad = invalidParts(after, entry) ?? cap?.(entry, changes) ?? (await placeProblem(this.runtime, room.meta.project, after, entry.ids.filter((id) => entry.changed[id] && 'place' in entry.changed[id]!))) ?? (await viewsAgainstRoom(this.runtime, room.meta.project, after, entry));
    if (bad) return { ok: false, message: bad };
    if (changes.length === 0) return { ok: true, entry, duplicate: false };
    try {
      // Socket changes do not wait for the read models (the editors have the document); a JSON call does.
      const run = readYourWrites
        ? (def: typeof canvasCommands.ChangeBoard, input: unknown) => this.runtime.execute(def, input, { actor }, { waitFor: ['canvas-boards'] })
        : (def: typeof canvasCommands.ChangeBoard, input: unknown) => this.runtime.pipeline.execute(def, input, { actor });
      const result = restoredFrom
        ? await run(canvasCommands.RestoreBoardState as unknown as typeof canvasCommands.ChangeBoard, { boardId: room.boardId, toUuid: restoredFrom, entry, changes })
        : await run(canvasCommands.ChangeBoard, { boardId: room.boardId, entry, changes });
      room.version = result.version;
    } catch (error) {
      if (isDomainError(error)) return { ok: false, message: error.message };
      throw error;
    }
    room.doc = next;
    room.board = after;
    room.uuids.add(uuid);
    for (const p of room.peers) this.syncPeer(room, p);
    return { ok: true, entry, duplicate: false };
  }
}

/** The document's own keys: the board model's (background, roomName, objects, room, views) and nothing else. */
const boardKeys = new Set(['background', 'roomName', 'objects', 'room', 'views']);
export const strayKeyMessage = 'This change writes outside the board: only the board model is kept';
function strayKeys(doc: BoardDoc): string | null {
  return Object.keys(doc).some((k) => !boardKeys.has(k)) ? strayKeyMessage : null;
}

/** A board object as the model has it, objMeta included: no key of its own beyond the model's. */
const strictObjectSchema = boardObjectSchema.extend({ objMeta: objMetaSchema.strict() }).strict();

/**
 * How large a client's change may be (issue 20): what it does to the board, as
 * the history entry says, twice over, plus 16 kB — so bytes that leave nothing
 * on the board (written and taken back in one change) are not kept either.
 */
export const CHANGE_SLACK_BYTES = 16_000;
export const tooLargeChangeMessage = 'This change is larger than what it does to the board';
function byteCap(entry: HistoryEntry, changes: string[]): string | null {
  const bytes = changes.reduce((n, c) => n + Math.floor((c.length * 3) / 4), 0);
  const size = JSON.stringify({ changed: entry.changed, unchanged: entry.unchanged, boardChanged: entry.boardChanged ?? null }).length;
  return bytes > CHANGE_SLACK_BYTES + 2 * size ? tooLargeChangeMessage : null;
}

/** What the change leaves on the board must be valid board data: the first refusal, or null. */
function invalidParts(after: Board, entry: HistoryEntry): string | null {
  for (const id of entry.ids) {
    if (entry.changed[id] === null) continue;
    const parsed = strictObjectSchema.safeParse(after.objects[id]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `Invalid object ${id}: ${issue?.path.join('.') || 'shape'} ${issue?.message ?? ''}`.trim();
    }
    if (after.objects[id]!.id !== id || after.objects[id]!.objMeta.id !== id) return `Invalid object ${id}: its id does not match`;
    if (after.objects[id]!.place && after.objects[id]!.type !== 'product') return notAProductMessage;
  }
  if (entry.boardChanged?.background && !backgroundSchema.safeParse(after.background).success) return 'Invalid background';
  if (entry.boardChanged && 'roomName' in entry.boardChanged && !roomNameSchema.safeParse(after.roomName).success) return 'Invalid room name';
  if (entry.boardChanged && 'room' in entry.boardChanged && after.room) {
    // The room model's own check and words (issue 23): the first field's message.
    const parsed = parseRoom(after.room);
    if (!parsed.room) return Object.values(parsed.problems)[0] ?? roomInvalidMessage;
    // Only the room model's keys, as it would keep them (nothing rides along in the document).
    if (canonicalJson(parsed.room) !== canonicalJson(after.room)) return roomInvalidMessage;
  }
  if (entry.boardChanged && 'views' in entry.boardChanged && after.views) {
    // The views' own check and words (issue 23); their place against the room is checked with the room (viewsAgainstRoom).
    const parsed = boardViewsSchema.safeParse(after.views);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid views';
    if (canonicalJson(parsed.data) !== canonicalJson(after.views)) return 'Invalid views';
  }
  return null;
}

/** The views a change leaves, against the room they are of (the board's, else the project's): the first view standing too far from it, or null. */
async function viewsAgainstRoom(runtime: Runtime, project: BoardMeta['project'], after: Board, entry: HistoryEntry): Promise<string | null> {
  const views = entry.boardChanged && 'views' in entry.boardChanged ? after.views : null;
  if (!views?.length) return null;
  return viewsProblem((await roomOfBoard(runtime, after, project)).room, views);
}

const idleRoomMs = 60_000;
/** How soon after an append the live rooms look at their streams, and how often they look without one. */
const followMs = 50;
const followPollMs = 1000;
const registry = new WeakMap<Runtime, CanvasRooms>();
/** The rooms of this process (one registry per runtime). */
export function canvasRooms(runtime: Runtime): CanvasRooms {
  let rooms = registry.get(runtime);
  if (!rooms) registry.set(runtime, (rooms = new CanvasRooms(runtime)));
  return rooms;
}

export const newUuid = () => randomUUID().replace(/-/g, '');
