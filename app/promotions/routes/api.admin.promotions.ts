import { saveInput, staffGetPromotion, staffListPromotions, staffSalePromotionCommands } from '~/promotions/application/sale-promotions.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';

/** GET /api/admin/promotions: every sale promotion staff saved. POST saves one (SavePromotion; a new one without promotionId). */
const handler = staffApiCall(async (args) => {
  if (args.request.method === 'POST') {
    const input = saveInput(args.input as Record<string, unknown>);
    await runStaffCommand(args, staffSalePromotionCommands.save, input);
    return staffGetPromotion(args.context.runtime, input.promotionId as string);
  }
  const rows = await staffListPromotions(args.context.runtime);
  return { total: rows.length, rows };
});
export const loader = handler;
export const action = handler;
