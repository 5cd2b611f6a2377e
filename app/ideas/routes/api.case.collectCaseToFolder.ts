import { ideaMessages } from '../../../domain/ideas/idea-boards';
import { saveIdea } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';
import { UnauthorizedError } from '../../../domain/shared/errors';

/** POST /api/case/collectCaseToFolder {caseId | goodsId, boardId}: saved to one of one's boards. */
export const action = ideaCommandCall(async ({ context, asker, input }) => {
  if (!asker.user) throw new UnauthorizedError('Please sign in to save to your boards.');
  return envelope(await saveIdea(context.runtime, asker, input, true), ideaMessages.saved);
});
export const loader = methodNotAllowed;
