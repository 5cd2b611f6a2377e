import { hint } from '~/ideas/application/boards.server';
import { ideaCall } from '~/ideas/server/board-api.server';

/** /api/board/notShowHint: POST remembers that the client dismissed the "save to a board" hint; GET → { showHint }. */
export const loader = ideaCall(async ({ context, asker }) => hint(context.runtime, asker, false));
export const action = ideaCall(async ({ request, context, asker }) => hint(context.runtime, asker, request.method === 'POST'));
