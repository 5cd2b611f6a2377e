import { NotFoundError } from '../../../domain/shared/errors';
import { staffApiCall } from '~/staff/staff-api.server';
import { currentModel, draftModel } from '~/staff/goods-model.server';
import { getGoods } from '../../../projections/catalogue/goods.queries';

/**
 * GET /api/admin/goods/{id}/model: the product's 3D model as the console shows it
 * (issue 22): hasModel (or the reason), the GLB and the three pictures at their
 * current keys, the kind, variant, material and colour it is made as and which
 * come from the name. With `draft` (a JSON object of kind, variant, material,
 * colour and dimensions) it answers what that unsaved draft would give, with the
 * field messages saving it would meet; nothing is written and no file is made.
 */
export const loader = staffApiCall(async ({ params, context, input }) => {
  const goods = await getGoods(context.runtime.db, params.id!);
  if (!goods) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  return typeof input.draft === 'string' ? draftModel(goods, input.draft.slice(0, 2000)) : currentModel(goods);
});
