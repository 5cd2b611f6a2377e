import { staffListCodes, staffGetCode, staffPromotionCommands } from '~/promotions/application/staff-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';

/** GET /api/admin/discount-codes {start, pageSize}: the codes staff created. POST creates one (CreateDiscountCode). */
const handler = staffApiCall(async (args) => {
  if (args.request.method === 'POST') {
    await runStaffCommand(args, staffPromotionCommands.create, args.input);
    return staffGetCode(args.context.runtime, String(args.input.code));
  }
  return staffListCodes(args.context.runtime, args.input);
});
export const loader = handler;
export const action = handler;
