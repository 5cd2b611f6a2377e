import { staffGetCode, staffPromotionCommands } from '~/promotions/application/staff-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';

/** POST /api/admin/discount-codes/{code}/end: the code stops applying from now (EndDiscountCode). */
export const action = staffApiCall(async (args) => {
  await runStaffCommand(args, staffPromotionCommands.end, { code: args.params.code });
  return staffGetCode(args.context.runtime, args.params.code!);
});
