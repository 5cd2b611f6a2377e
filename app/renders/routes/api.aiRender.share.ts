import { shareRender } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/aiRender/share {id, shared}: show one's finished render in the public gallery, or take it out. */
export const action = renderCall(async ({ context, caller, input, request }) => (request.method === 'POST' ? shareRender(context.runtime, caller, input) : methodNotAllowed()));
export const loader = methodNotAllowed;
