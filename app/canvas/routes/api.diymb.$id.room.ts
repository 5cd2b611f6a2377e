import { getRoomCall } from '~/canvas/application/room-call.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET diymb/{id}/room (issue 23): the board's room, its products' true sizes, models and 3D poses, and the layout's warnings (?key= a share key). */
export const loader = sessionApiCall(async ({ context, session, params, input }) => getRoomCall(context.runtime, session.actor, params.id, input.key));
