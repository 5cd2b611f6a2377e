import { envelope } from '~/web/api.server';
import { eventLogApiCall, logViewOf } from '~/staff/event-log/event-log-api.server';
import { streamDetail } from '~/staff/event-log/event-log.server';

/** GET /api/admin/event-log/streams/{streamId}?range=[0,99]: a stream and its events in order (type, data, position, time, command id, actor). */
export const loader = eventLogApiCall(async ({ context, input, params, session }) => {
  const { range, ...detail } = await streamDetail(context.runtime, params.streamId, input, logViewOf(session.actor));
  const response = envelope(detail);
  response.headers.set('Content-Range', range);
  return response;
});
