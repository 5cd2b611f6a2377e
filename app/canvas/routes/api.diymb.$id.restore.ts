import { restore } from '~/canvas/application/canvas-calls.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST diymb/{id}/restore {uuid}: bring back the board as it stood after that change, as a new change. */
export const action = sessionApiCall(async ({ context, session, params, input }) => restore(context.runtime, session.actor, params.id, input));
export const loader = async () => methodNotAllowed();
