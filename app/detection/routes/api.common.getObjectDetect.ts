import { sessionApiCall } from '~/identity/index.server';
import { getObjectDetect, viewerOf } from '~/detection/application/shop-photo.server';

/**
 * GET/POST /api/common/getObjectDetect {imgId, width?, quality?, rerun?}: the pieces found in one of the
 * caller's pictures and each one's five best products with the reasons. GET answers what is kept; POST
 * detects when nothing is kept (or again with `rerun`). Another's picture: 404.
 */
export const loader = sessionApiCall(async ({ context, session, input }) => getObjectDetect(context.runtime, viewerOf(session), input, false));
export const action = sessionApiCall(async ({ context, session, input }) => getObjectDetect(context.runtime, viewerOf(session), input, true));
