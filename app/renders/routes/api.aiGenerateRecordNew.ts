import { requestRender } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';
import { methodNotAllowed } from '~/web/api.server';

/**
 * POST /api/aiGenerateRecordNew {roomType, style, prompt?, photoKey?} (JSON, or multipart with `file`):
 * a render of one's own room photo → {renderId, status, href}. 409 when no provider is set up; 429 over quota.
 */
export const action = renderCall(async ({ context, caller, input, request }) => (request.method === 'POST' ? requestRender(context.runtime, caller, input) : methodNotAllowed()));
export const loader = methodNotAllowed;
