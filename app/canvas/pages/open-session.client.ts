import type { Board } from '../../../domain/canvas/board';
import { LocalSession } from '../editor/local-session';
import type { EditorSession } from '../editor/session';

export interface SessionTarget {
  boardId: string;
  board: Board;
  email: string;
  readOnly: boolean;
}

/**
 * The live session for a board page. Until the canvas sync client
 * (app/canvas/sync) is wired here, the board opens in memory from what the page
 * loaded.
 */
export async function openSession(target: SessionTarget): Promise<EditorSession> {
  return new LocalSession(target.board, { email: target.email, onlineId: crypto.randomUUID(), color: '#b86e4a' });
}
