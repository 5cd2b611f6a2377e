import { attachPhoto } from '~/aiboards/application/ai-boards.server';
import { aiCommandCall } from '~/aiboards/server/ai-api.server';

/** POST /api/diymb/saveImageNeed {id, photo (multipart)}: a room photo, checked and re-encoded, becomes the brief's photo of one's AI board; another's is 404. */
export const action = aiCommandCall(async ({ context, caller, input }) => attachPhoto(context.runtime, caller, input, input.photo));
export const loader = action;
