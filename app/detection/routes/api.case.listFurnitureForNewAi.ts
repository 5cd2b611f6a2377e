import { sessionApiCall } from '~/identity/index.server';
import { listFurnitureForNewAi, viewerOf } from '~/detection/application/shop-photo.server';

/** GET/POST /api/case/listFurnitureForNewAi {imgId, top? (≤ 100, default 100), splitCount? (≤ 50, default 50)}: products for all the picture's pieces, round robin, best first. */
export const loader = sessionApiCall(async ({ context, session, input }) => listFurnitureForNewAi(context.runtime, viewerOf(session), input));
export const action = loader;
