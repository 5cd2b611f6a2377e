import { svg2pngForBoard } from '~/files/application/board-files.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST file/svg2png/moodBoard {moodBoardId, svgText} (JSON): the board rendered to PNG on the server → its URL. Board members only. */
export const action = sessionApiCall(async ({ context, request, session, input }) => svg2pngForBoard(context.runtime, session.actor, input, request.signal));
export const loader = methodNotAllowed;
