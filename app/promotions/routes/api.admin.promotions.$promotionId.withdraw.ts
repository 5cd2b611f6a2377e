import { staffSalePromotionCommands } from '~/promotions/application/sale-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';

/** POST /api/admin/promotions/{id}/withdraw: the promotion is no longer served (WithdrawPromotion). */
export const action = staffApiCall(async (args) => {
  await runStaffCommand(args, staffSalePromotionCommands.withdraw, { promotionId: args.params.promotionId });
  return { promotionId: args.params.promotionId, withdrawn: true };
});
