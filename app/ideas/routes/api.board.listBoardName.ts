import { boardNames } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/listBoardName: the signed-in client's boards' ids and names. */
export const loader = ideaCall(async ({ context, asker }) => boardNames(context.runtime, asker));
export const action = loader;
