import { sessionApiCall } from '~/identity/index.server';
import { collectTracking } from '~/tracking/index.server';
import { methodNotAllowed } from '~/web/api.server';

/**
 * POST tracking/api/tracking/collect (part 1 §7; issue 26, ADR 050/053): one
 * tracking event or a batch (`[...]` or `{ events: [...] }`) for the session's
 * visitor, kept only with analytics consent and without Do Not Track.
 */
export const action = sessionApiCall(({ request, context, session, input }) => collectTracking(context.runtime, session, request, input.list ?? input), { listBody: true });
export const loader = () => methodNotAllowed();
