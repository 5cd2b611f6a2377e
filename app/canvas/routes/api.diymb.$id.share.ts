import { share } from '~/canvas/application/canvas-calls.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST diymb/{id}/share: a read-only link /mb/share/{id}?key=… (the key is shown once; only its hash is kept). */
export const action = sessionApiCall(async ({ context, session, params }) => share(context.runtime, session.actor, params.id));
export const loader = async () => methodNotAllowed();
