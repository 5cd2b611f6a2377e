import { swapAiPiece } from '~/aiboards/application/ai-boards.server';
import { aiCommandCall } from '~/aiboards/server/ai-api.server';

/** POST /api/mbauto/swap {id, slot, alternative?}: the slot shows its alternative (or its pick again); the DIY project's pieces follow. */
export const action = aiCommandCall(async ({ context, caller, input }) => swapAiPiece(context.runtime, caller, input));
export const loader = action;
