import { boardThumbnailUrl, saveBoardThumbnail } from '~/files/application/board-files.server';
import { sessionApiCall } from '~/identity/index.server';

/** POST diymb/{id}/thumbnail (multipart `file`: the board's SVG or a picture; `targetWidth`) → the thumbnail's URL. GET: the latest one's URL. */
export const action = sessionApiCall(async ({ context, request, session, params, input }) => saveBoardThumbnail(context.runtime, session.actor, params.id, input, request.signal));
export const loader = sessionApiCall(async ({ context, session, params }) => boardThumbnailUrl(context.runtime, session.actor, params.id));
