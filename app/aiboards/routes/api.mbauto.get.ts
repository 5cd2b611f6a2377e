import { getAiBoard } from '~/aiboards/application/ai-boards.server';
import { aiCall } from '~/aiboards/server/ai-api.server';

/** GET or POST /api/mbauto/get {id}: one of the caller's AI boards with its products; another's is 404. */
export const loader = aiCall(async ({ context, caller, input }) => getAiBoard(context.runtime, caller, input));
export const action = loader;
