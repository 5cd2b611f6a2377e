import { renameBoard } from '~/canvas/application/boards.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST diymb/{id}/rename {name}. */
export const action = sessionApiCall(async ({ context, session, params, input }) => renameBoard(context.runtime, session.actor, params.id, input.name));
export const loader = async () => methodNotAllowed();
