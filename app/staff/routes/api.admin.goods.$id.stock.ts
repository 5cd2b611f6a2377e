import { catalogueCommands } from '../../../domain/catalogue/commands';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { NotFoundError } from '../../../domain/shared/errors';
import { getGoods } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';

/** GET|POST /api/admin/goods/{id}/stock: units on hand and left to sell; POST {onHand} counts a new delivery or a stock-take (SetStockLevel). */
const handler = staffApiCall(async (args) => {
  const goodsId = args.params.id!;
  const db = args.context.runtime.db;
  if (!(await getGoods(db, goodsId))) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  if (args.request.method === 'POST') await runStaffCommand(args, catalogueCommands.SetStockLevel, { onHand: args.input.onHand, goodsId });
  const row = await db('catalogue_stock_v1').where({ goods_id: goodsId }).first();
  return { goodsId, counted: Boolean(row), onHand: row?.on_hand ?? null, reserved: row?.reserved ?? 0, available: (await availableStock(db, [goodsId])).get(goodsId) ?? null };
});
export const loader = handler;
export const action = handler;
