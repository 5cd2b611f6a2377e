import { NotFoundError } from '../../../domain/shared/errors';
import { staffApiCall } from '~/staff/staff-api.server';
import { listPage } from '../../../projections/console/lists';
import { categoriesList } from '../../../projections/console/specs';

/** GET /api/admin/categories/{id}: one category (name, shown name, parent, sort). */
export const loader = staffApiCall(async ({ context, params }) => {
  const { list } = await listPage(context.runtime.db, categoriesList, { sort: categoriesList.defaultSort, range: [0, 0], filter: {}, ids: [params.id!] });
  if (!list[0]) throw new NotFoundError('CATEGORY_NOT_FOUND', 'This category does not exist');
  return list[0];
});
