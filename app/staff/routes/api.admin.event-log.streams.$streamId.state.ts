import { eventLogApiCall, logViewOf } from '~/staff/event-log/event-log-api.server';
import { streamState } from '~/staff/event-log/event-log.server';

/** GET /api/admin/event-log/streams/{streamId}/state?at={version}: the aggregate's state after that event, folded with the domain's evolve. */
export const loader = eventLogApiCall(async ({ context, input, params, session }) => streamState(context.runtime, params.streamId, input, logViewOf(session.actor)));
