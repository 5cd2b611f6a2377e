import { history } from '~/canvas/application/canvas-calls.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET diymb/{id}/history: the board's changes, newest first (who, what, when). */
export const loader = sessionApiCall(async ({ context, session, params }) => history(context.runtime, session.actor, params.id));
