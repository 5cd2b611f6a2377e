import { boardsByIdList } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** GET or POST /api/board/listByIds {ids ≤ 100}: the boards named that the caller may read (theirs, or public), in that order. */
export const loader = ideaCall(async ({ context, asker, input }) => boardsByIdList(context.runtime, asker, input));
export const action = loader;
