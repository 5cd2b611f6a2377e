import { eventLogApiCall } from '~/staff/event-log/event-log-api.server';
import { logVocabulary } from '~/staff/event-log/event-log.server';

/** GET /api/admin/event-log/contexts: the contexts, their stream prefixes and event types (what the filters can name). */
export const loader = eventLogApiCall(async ({ context }) => logVocabulary(context.runtime));
