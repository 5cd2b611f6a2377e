import { catalogueCommands } from '../../../domain/catalogue/commands';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { getGoods } from '../../../projections/catalogue/goods.queries';

/** POST /api/admin/goods/{id}/details: change name, brand, pictures, shipping and other details (ChangeGoodsDetails). */
export const action = staffApiCall(async (args) => {
  const { id, ...body } = args.input;
  const { changes = body } = body as { changes?: unknown };
  await runStaffCommand(args, catalogueCommands.ChangeGoodsDetails, { changes, goodsId: args.params.id });
  return getGoods(args.context.runtime.db, args.params.id!);
});
