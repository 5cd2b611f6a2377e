import { listBoardIdeas } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/listCase {boardId, start, pageSize}: a readable board's ideas, latest saved first. */
export const loader = ideaCall(async ({ context, asker, input }) => listBoardIdeas(context.runtime, asker, input));
export const action = loader;
