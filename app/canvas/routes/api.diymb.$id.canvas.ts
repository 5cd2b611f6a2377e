import { getCanvas, saveCanvas } from '~/canvas/application/canvas-calls.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET diymb/{id}/canvas: [{snapshot, objects, info}] (id -1: the default board; ?key= a share key). POST: save the whole canvas as one change. */
export const loader = sessionApiCall(async ({ context, session, params, input }) => getCanvas(context.runtime, session.actor, params.id, input.key));
export const action = sessionApiCall(async ({ context, session, params, input }) => saveCanvas(context.runtime, session.actor, params.id, input));
