import { removeIdeas } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/board/deleteCase {ids, boardId}: ideas (`case:<id>`, `product:<id>`, or a case id) taken off one's board. */
export const action = ideaCommandCall(async ({ context, asker, input }) => removeIdeas(context.runtime, asker, input));
export const loader = methodNotAllowed;
