import { cancelRender } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/aiRender/cancel {id}: cancel one's running render. */
export const action = renderCall(async ({ context, caller, input, request }) => (request.method === 'POST' ? cancelRender(context.runtime, caller, input) : methodNotAllowed()));
export const loader = methodNotAllowed;
