import { boardCount } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/getBoardCount: { boards, items, publicBoards } of the signed-in client. */
export const loader = ideaCall(async ({ context, asker }) => boardCount(context.runtime, asker));
export const action = loader;
