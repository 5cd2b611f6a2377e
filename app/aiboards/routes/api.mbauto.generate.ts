import { composeAiBoard } from '~/aiboards/application/ai-boards.server';
import { aiCommandCall } from '~/aiboards/server/ai-api.server';

/** POST /api/mbauto/generate {room, style, budget (dollars), photo? (multipart)}: a free AI mood board composed and kept as the caller's DIY project; answers the board. */
export const action = aiCommandCall(async ({ context, caller, input }) => composeAiBoard(context.runtime, caller, input, input.photo));
export const loader = action;
