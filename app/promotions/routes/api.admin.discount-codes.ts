import { staffListCodes, staffGetCode, staffPromotionCommands } from '~/promotions/application/staff-promotions.server';
import { runStaffCommand, staffApiCall, asksConsoleList, consoleListResponse } from '~/staff/index.server';
import { codesList } from '../../../projections/console/specs';

/** GET /api/admin/discount-codes {start, pageSize} (or the console's `sort`, `range`, `filter`): the codes staff created, with uses. POST creates one (CreateDiscountCode). */
const handler = staffApiCall(async (args) => {
  if (args.request.method === 'POST') {
    await runStaffCommand(args, staffPromotionCommands.create, args.input);
    return staffGetCode(args.context.runtime, String(args.input.code));
  }
  if (asksConsoleList(args.input)) return consoleListResponse(args.context.runtime, 'discount-codes', codesList, args.input);
  return staffListCodes(args.context.runtime, args.input);
});
export const loader = handler;
export const action = handler;
