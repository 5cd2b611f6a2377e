import type { Event } from '../shared/messages';
import { type Background, type Board, emptyBoard, type HistoryEntry, type RoomNameLabel } from './board';
import { applyEntry } from './entry';
import type { BoardRole } from './rights';

/**
 * A mood board as an aggregate (events on `canvas-<boardId>`): who its members
 * are, its name, whether the client may arrange it, its share keys, and every
 * change — the history entry plus the Automerge change bytes (base64), so both
 * the board and its Automerge document can be rebuilt from the stream.
 */
export const canvasStream = (boardId: string) => `canvas-${boardId}`;
export const boardIdPattern = /^mb[a-f0-9]{16}$/;

/** What a board is for: a DIY project (diy-<id>) or a design project (need-<id>). */
export type BoardProject = { kind: 'diy'; id: string } | { kind: 'need'; id: string };
export interface BoardMember { userId: string; role: Exclude<BoardRole, 'viewer' | 'staff'> }

export type CanvasBoardEvent =
  | Event<'BoardCreated', { boardId: string; project: BoardProject; name: string; members: BoardMember[]; initial: BoardStart; initialChanges: string[]; createdAt: string; private?: boolean }>
  | Event<'BoardMemberAdded', { boardId: string; member: BoardMember; addedAt: string }>
  | Event<'BoardRenamed', { boardId: string; name: string; renamedAt: string }>
  | Event<'BoardEditRightsGranted', { boardId: string; grantedAt: string }>
  | Event<'BoardEditRightsRevoked', { boardId: string; revokedAt: string }>
  | Event<'BoardShareKeyCreated', { boardId: string; keyId: string; keyHash: string; createdAt: string }>
  | Event<'BoardChanged', { boardId: string; actorId: string; entry: HistoryEntry; changes: string[]; restoredFrom: string | null; changedAt: string }>;

/** What a new board's first document holds (its objects are none). */
export interface BoardStart {
  background: Background;
  roomName: RoomNameLabel | null;
}

export interface BoardMeta {
  boardId: string;
  project: BoardProject;
  name: string;
  members: BoardMember[];
  clientCanEdit: boolean;
  shareKeyHashes: string[];
  /**
   * A designer's draft board of a proposal (issue 10, issue 20): only its designer
   * (and staff) open it; a client is never its member, whatever the members say.
   * The client sees it only as published, on the review side.
   */
  private?: boolean;
}

export interface CanvasBoardState {
  meta: BoardMeta | null;
  board: Board;
  /** Change uuids in order (history). */
  history: string[];
}

export const initialCanvasBoardState = (): CanvasBoardState => ({ meta: null, board: emptyBoard(), history: [] });

export function evolveCanvasBoard(state: CanvasBoardState, event: CanvasBoardEvent): CanvasBoardState {
  const m = state.meta;
  switch (event.type) {
    case 'BoardCreated': {
      const { boardId, project, name, members, initial } = event.data;
      return { ...state, board: { ...emptyBoard(), background: { ...initial.background }, roomName: initial.roomName }, meta: { boardId, project, name, members, clientCanEdit: false, shareKeyHashes: [], private: event.data.private === true } };
    }
    case 'BoardMemberAdded':
      return m ? { ...state, meta: { ...m, members: [...m.members.filter((x) => x.userId !== event.data.member.userId), event.data.member] } } : state;
    case 'BoardRenamed':
      return m ? { ...state, meta: { ...m, name: event.data.name } } : state;
    case 'BoardEditRightsGranted':
      return m ? { ...state, meta: { ...m, clientCanEdit: true } } : state;
    case 'BoardEditRightsRevoked':
      return m ? { ...state, meta: { ...m, clientCanEdit: false } } : state;
    case 'BoardShareKeyCreated':
      return m ? { ...state, meta: { ...m, shareKeyHashes: [...m.shareKeyHashes, event.data.keyHash] } } : state;
    case 'BoardChanged':
      return { ...state, board: applyEntry(state.board, event.data.entry), history: [...state.history, event.data.entry.uuid] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const canvasBoardEventTypes = Object.keys({
  BoardCreated: true,
  BoardMemberAdded: true,
  BoardRenamed: true,
  BoardEditRightsGranted: true,
  BoardEditRightsRevoked: true,
  BoardShareKeyCreated: true,
  BoardChanged: true,
} satisfies Record<CanvasBoardEvent['type'], true>) as CanvasBoardEvent['type'][];
