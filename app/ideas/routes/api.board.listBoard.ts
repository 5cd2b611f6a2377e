import { listBoards } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/listBoard {start, pageSize ≤ 100}: the signed-in client's boards with their covers. */
export const loader = ideaCall(async ({ context, asker, input }) => listBoards(context.runtime, asker, input));
export const action = loader;
