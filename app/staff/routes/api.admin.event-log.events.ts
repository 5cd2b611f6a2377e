import { envelope } from '~/web/api.server';
import { eventLogApiCall, logViewOf } from '~/staff/event-log/event-log-api.server';
import { eventList } from '~/staff/event-log/event-log.server';

/**
 * GET /api/admin/event-log/events?sort=["position","DESC"]&range=[0,24]&filter={"type":["OrderPlaced"],"actor":"demo-client"}:
 * events across streams, each with its command id and actor, for staff and analysts.
 */
export const loader = eventLogApiCall(async ({ context, input, session }) => {
  const { list, total, range } = await eventList(context.runtime, input, logViewOf(session.actor));
  const response = envelope({ list, total });
  response.headers.set('Content-Range', range);
  return response;
});
