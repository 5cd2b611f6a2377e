import { getBoard } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/getBoard {boardId, clientId?}: one's board, or anyone's public one, with its ideas; otherwise 404. */
export const loader = ideaCall(async ({ context, asker, input }) => getBoard(context.runtime, asker, input));
export const action = loader;
