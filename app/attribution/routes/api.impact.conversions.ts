import { sessionApiCall, userOf } from '~/identity/index.server';
import { conversionStatus } from '../application/calls.server';

/**
 * POST /api/impact/conversions {orderId} (part 1 §7): the confirmation page's
 * conversion call. The server posts conversions to the partner itself (ADR 054);
 * this answers the caller's own order's report status. 401 for a visitor, 404
 * for another's order.
 */
export const action = sessionApiCall(async ({ context, session, input }) => conversionStatus(context.runtime, userOf(session).id, input));
