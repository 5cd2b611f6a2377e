import type { Board } from '../../../domain/canvas/board';
import type { EditorSession } from '../editor/session';
import { SyncSession } from './sync-session.client';

export interface SessionTarget {
  boardId: string;
  board: Board;
  userId: string;
  email: string;
  readOnly: boolean;
  shareKey?: string;
}

/** The live session for a board page (loaded with the editor, never by other pages). */
export async function openSession(target: SessionTarget): Promise<EditorSession> {
  return new SyncSession(target);
}
