import { myBoards } from '~/canvas/application/boards.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET diymb/list: the caller's mood boards, newest first (staff: all). */
export const loader = sessionApiCall(async ({ context, session, input }) =>
  myBoards(context.runtime, session.actor, { start: Math.max(0, Number(input.start) || 0), pageSize: Math.min(100, Math.max(1, Number(input.pageSize) || 50)) }),
);
