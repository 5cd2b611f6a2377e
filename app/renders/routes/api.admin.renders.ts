import { asksConsoleList, consoleListResponse, staffApiCall } from '~/staff/index.server';
import { rendersList } from '../../../projections/renders/console';

/** GET /api/admin/renders (the console's `sort`, `range`, `filter` {status, provider, plan, ownerId}): every AI render with its cost (staff). */
const handler = staffApiCall(async (args) => {
  const input = asksConsoleList(args.input) ? args.input : { ...args.input, range: '[0,24]' };
  return consoleListResponse(args.context.runtime, 'renders', rendersList, input);
});
export const loader = handler;
