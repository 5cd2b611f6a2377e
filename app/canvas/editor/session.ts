import type { Board, HistoryEntry } from '../../../domain/canvas/board';

/**
 * What the editor needs from a live board: the model, completed operations in,
 * per-user undo/redo, presence. The pages implement it over the canvas sync client
 * (Automerge over the board's socket): app/canvas/pages/sync-session.client.ts.
 */

export type Connection = 'connecting' | 'online' | 'offline';

export interface Peer {
  onlineId: string;
  email: string;
  color: string;
  /** Board coordinates of their pointer, null until it moves. */
  pointer: { x: number; y: number } | null;
  /** The ids they have selected (drawn with an outline in their colour). */
  selection: string[];
  hide: boolean;
}

export interface HistoryItem {
  uuid: string;
  action: HistoryEntry['action'];
  ids: string[];
  /** Who made it (e-mail, or 'someone' when the server does not say). */
  by: string;
  at: string;
}

export interface SessionState {
  board: Board;
  canUndo: boolean;
  canRedo: boolean;
  connection: Connection;
  /** Changes made here that the server has not confirmed yet (kept while offline). */
  pending: number;
  peers: Peer[];
  me: { onlineId: string; email: string; color: string };
  /** Last problem to show (a refused change, a failed undo). */
  error: string | null;
}

export interface EditorSession {
  getState(): SessionState;
  /** Called after every state change (model, stacks, presence, connection). */
  subscribe(listener: () => void): () => void;
  /** One completed user operation. */
  commit(entry: HistoryEntry): void;
  undo(): void;
  redo(): void;
  setPointer(pointer: { x: number; y: number } | null): void;
  setSelection(ids: string[]): void;
  history(): Promise<HistoryItem[]>;
  /** The board as it was after the change `uuid` (the history view's preview), or null when this session cannot tell. */
  boardAt(uuid: string): Promise<Board | null>;
  /** Restore the board as it was after `uuid`, as a new change. */
  restore(uuid: string): Promise<void>;
  close(): void;
}
