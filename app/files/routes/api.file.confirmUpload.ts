import { confirmUpload } from '~/files/application/uploads.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST file/confirmUpload {key}: the signed upload checked, re-encoded and published → its URL. */
export const action = sessionApiCall(async ({ context, session, input }) => confirmUpload(context.runtime, session.actor, input));
export const loader = methodNotAllowed;
