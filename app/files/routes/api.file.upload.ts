import { uploadImage } from '~/files/application/uploads.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST file/upload (multipart `file`): a JPEG, PNG, WebP or GIF up to 10 MB, checked and re-encoded → its URL. */
export const action = sessionApiCall(async ({ context, session, input }) => uploadImage(context.runtime, session.actor, input));
export const loader = methodNotAllowed;
