import { saveBoard } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/board/saveBoard {id?, name, isPrivate?}: a new board (private unless said), or one's board renamed or made public/private. */
export const action = ideaCommandCall(async ({ context, asker, input }) => saveBoard(context.runtime, asker, input));
export const loader = methodNotAllowed;
