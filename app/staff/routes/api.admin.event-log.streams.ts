import { envelope } from '~/web/api.server';
import { eventLogApiCall, logViewOf } from '~/staff/event-log/event-log-api.server';
import { streamList } from '~/staff/event-log/event-log.server';

/**
 * GET /api/admin/event-log/streams?sort=["lastPosition","DESC"]&range=[0,24]&filter={"context":"orders"}:
 * streams by context, with the total (and a Content-Range header), for staff and analysts.
 */
export const loader = eventLogApiCall(async ({ context, input, session }) => {
  const { list, total, range } = await streamList(context.runtime, input, logViewOf(session.actor));
  const response = envelope({ list, total });
  response.headers.set('Content-Range', range);
  return response;
});
