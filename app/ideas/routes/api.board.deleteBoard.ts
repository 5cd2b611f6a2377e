import { isDomainError } from '../../../domain/shared/errors';
import { deleteBoard } from '~/ideas/application/boards.server';
import { ownBoard } from '~/ideas/application/idea-views.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { failure, methodNotAllowed } from '~/web/api.server';

/** POST /api/board/deleteBoard {id, continueDel}: a board with ideas asks first (409, its message and `data.itemCount`) unless continueDel. */
export const action = ideaCommandCall(async ({ context, asker, input }) => {
  try {
    return await deleteBoard(context.runtime, asker, input);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'BOARD_NOT_EMPTY') throw error;
    const board = await ownBoard(context.runtime, asker, input.id ?? input.boardId);
    return failure(error.message, 409, undefined, { itemCount: board.itemCount, continueDel: false });
  }
});
export const loader = methodNotAllowed;
