import { myRenders } from '~/renders/application/renders.server';
import { renderCall } from '~/renders/server/render-api.server';

/** GET or POST /api/gnn/getRenderingList {start, pageSize ≤ 60}: the caller's renders, newest first → {total, list}. */
export const loader = renderCall(async ({ context, caller, input }) => myRenders(context.runtime, caller, input));
export const action = loader;
