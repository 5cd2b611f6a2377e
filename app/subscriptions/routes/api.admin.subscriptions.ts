import { asksConsoleList, consoleListResponse, staffApiCall } from '~/staff/index.server';
import { subscriptionsList } from '../../../projections/subscriptions/console';

/** GET /api/admin/subscriptions (the console's `sort`, `range`, `filter` {status: active | past_due | lapsed | ended}): every AI subscription with its renewals and failures (staff). */
const handler = staffApiCall(async (args) => {
  const input = asksConsoleList(args.input) ? args.input : { ...args.input, range: '[0,24]' };
  return consoleListResponse(args.context.runtime, 'subscriptions', subscriptionsList, input);
});
export const loader = handler;
