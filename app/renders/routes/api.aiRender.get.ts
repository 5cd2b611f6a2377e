import { renderFor } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';

/** GET /api/aiRender/get?id=…: one render (one's own, or a shared one) with its status — what the Generating page polls. */
export const loader = renderCall(async ({ context, caller, input }) => renderFor(context.runtime, caller, String(input.id ?? '')));
export const action = loader;
