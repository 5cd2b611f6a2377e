import { saveInput, staffGetPromotion, staffSalePromotionCommands } from '~/promotions/application/sale-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';

/** GET /api/admin/promotions/{id}: one promotion. POST saves changes to it (SavePromotion). */
const handler = staffApiCall(async (args) => {
  const id = String(args.params.promotionId);
  if (args.request.method === 'POST') await runStaffCommand(args, staffSalePromotionCommands.save, saveInput(args.input as Record<string, unknown>, id));
  return staffGetPromotion(args.context.runtime, id);
});
export const loader = handler;
export const action = handler;
