import { setBoardPrivacy } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/case/updatePrivateBoard {boardId, isPrivate}: one's board made private, or public (readable by its link). */
export const action = ideaCommandCall(async ({ context, asker, input }) => setBoardPrivacy(context.runtime, asker, input));
export const loader = methodNotAllowed;
