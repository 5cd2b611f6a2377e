import { publicRenders } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';

/** GET /api/aiRender/listShared {start, pageSize}: the public gallery. */
export const loader = renderCall(async ({ context, caller, input }) => publicRenders(context.runtime, caller, input));
export const action = loader;
