import { sessionApiCall } from '~/identity/index.server';
import { collectTracking } from '~/tracking/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST clientTrack/collect (part 1 §7): the same collect call as tracking/api/tracking/collect, under the client's path. */
export const action = sessionApiCall(({ request, context, session, input }) => collectTracking(context.runtime, session, request, input.list ?? input), { listBody: true });
export const loader = () => methodNotAllowed();
