import { uploadCompressedImage } from '~/files/application/uploads.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST file/uploadAndCompress (multipart `file`): a copy at most 1600 px wide, JPEG (WebP when transparent) → its URL. */
export const action = sessionApiCall(async ({ context, session, input }) => uploadCompressedImage(context.runtime, session.actor, input));
export const loader = methodNotAllowed;
