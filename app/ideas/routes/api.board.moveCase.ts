import { moveIdeas } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/board/moveCase {ids, boardId, fromBoardId?}: ideas moved to another of one's own boards. */
export const action = ideaCommandCall(async ({ context, asker, input }) => moveIdeas(context.runtime, asker, input));
export const loader = methodNotAllowed;
