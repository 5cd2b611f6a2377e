import { methodNotAllowed } from '~/web/api.server';
import { catalogueCommands } from '../../../domain/catalogue/commands';
import { NotFoundError } from '../../../domain/shared/errors';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { getGoods } from '../../../projections/catalogue/goods.queries';

async function found(db: Parameters<typeof getGoods>[0], id: string) {
  const goods = await getGoods(db, id);
  if (!goods) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  return goods;
}

/** GET /api/admin/goods/{id}: one product, delisted ones included. */
export const loader = staffApiCall(async ({ params, context }) => found(context.runtime.db, params.id!));

/** DELETE /api/admin/goods/{id}: delist (the product's history stays in its stream). */
export const action = staffApiCall(async (args) => {
  if (args.request.method !== 'DELETE') return methodNotAllowed();
  await runStaffCommand(args, catalogueCommands.DelistGoods, { goodsId: args.params.id });
  return found(args.context.runtime.db, args.params.id!);
});
