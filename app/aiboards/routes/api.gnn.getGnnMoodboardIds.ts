import { myAiBoards } from '~/aiboards/application/ai-boards.server';
import { aiCall } from '~/aiboards/server/ai-api.server';

/** GET or POST /api/gnn/getGnnMoodboardIds {start?, pageSize?}: the caller's AI mood boards, newest first ({ total, ids, list }). */
export const loader = aiCall(async ({ context, caller, input }) => myAiBoards(context.runtime, caller, input));
export const action = loader;
