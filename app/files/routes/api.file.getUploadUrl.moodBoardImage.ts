import { uploadTarget } from '~/files/application/uploads.server';
import { sessionApiCall } from '~/identity/index.server';

/**
 * file/getUploadUrl/moodBoardImage {contentType | ext}: a signed PUT URL for one
 * image (images/{id}/{uuid}.{ext}, 300 s, the content type signed) → { bucket,
 * key, uploadUrl, method, headers, expiresIn, expiresAt, url }. Then PUT the file
 * to uploadUrl with those headers and POST file/confirmUpload {key}.
 */
export const loader = sessionApiCall(async ({ context, session, input }) => uploadTarget(context.runtime, session.actor, input));
export const action = loader;
