import type { HistoryEntry } from '../../../domain/canvas/board';

/**
 * Where the browser keeps a board while editing (so edits made offline survive
 * a reload and merge on reconnect): the Automerge document and the changes the
 * server has not acknowledged yet.
 */
export interface PendingChange {
  entry: HistoryEntry;
  /** Automerge change bytes, base64. */
  changes: string[];
}

export interface StoredBoard {
  /** Automerge.save of the document, base64. */
  doc: string | null;
  pending: PendingChange[];
}

export interface SyncStorage {
  load(boardId: string): StoredBoard | null;
  save(boardId: string, state: StoredBoard): void;
  clear(boardId: string): void;
}

/** Tests and server-side use. */
export class MemoryStorage implements SyncStorage {
  private boards = new Map<string, string>();
  load(boardId: string) {
    const s = this.boards.get(boardId);
    return s ? (JSON.parse(s) as StoredBoard) : null;
  }
  save(boardId: string, state: StoredBoard) {
    this.boards.set(boardId, JSON.stringify(state));
  }
  clear(boardId: string) {
    this.boards.delete(boardId);
  }
}

/** The browser's localStorage (a quota error keeps the previous copy: the editor still has the document in memory). */
export class LocalStorageSync implements SyncStorage {
  constructor(private readonly store: Storage = globalThis.localStorage, private readonly prefix = 'roomcraft.canvas.') {}
  load(boardId: string) {
    try {
      const s = this.store.getItem(this.prefix + boardId);
      return s ? (JSON.parse(s) as StoredBoard) : null;
    } catch {
      return null;
    }
  }
  save(boardId: string, state: StoredBoard) {
    try {
      this.store.setItem(this.prefix + boardId, JSON.stringify(state));
    } catch {
      // Over quota: keep working from memory.
    }
  }
  clear(boardId: string) {
    this.store.removeItem(this.prefix + boardId);
  }
}
