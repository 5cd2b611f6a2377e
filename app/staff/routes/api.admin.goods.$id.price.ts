import { catalogueCommands } from '../../../domain/catalogue/commands';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { getGoods } from '../../../projections/catalogue/goods.queries';

/** POST /api/admin/goods/{id}/price: change the price and sale price (ChangeGoodsPrice). */
export const action = staffApiCall(async (args) => {
  const { id, ...body } = args.input;
  await runStaffCommand(args, catalogueCommands.ChangeGoodsPrice, { ...body, goodsId: args.params.id });
  return getGoods(args.context.runtime.db, args.params.id!);
});
