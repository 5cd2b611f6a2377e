import { allBoards } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/getAllBoard: every board of the signed-in client. */
export const loader = ideaCall(async ({ context, asker }) => allBoards(context.runtime, asker));
export const action = loader;
