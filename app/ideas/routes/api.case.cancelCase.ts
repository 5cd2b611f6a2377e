import { ideaMessages } from '../../../domain/ideas/idea-boards';
import { unsaveIdea } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/case/cancelCase {caseId | goodsId, boardId?}: unsaved from that board, or from every board holding it. */
export const action = ideaCommandCall(async ({ context, asker, input }) => envelope(await unsaveIdea(context.runtime, asker, input), ideaMessages.unsaved));
export const loader = methodNotAllowed;
