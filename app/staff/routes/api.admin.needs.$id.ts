import { NotFoundError } from '../../../domain/shared/errors';
import { staffApiCall } from '~/staff/staff-api.server';
import { listPage } from '../../../projections/console/lists';
import { projectsList } from '../../../projections/console/specs';

/** GET /api/admin/needs/{id}: one design project with its answers, payment, designer and revisions. */
export const loader = staffApiCall(async ({ context, params }) => {
  const { list } = await listPage(context.runtime.db, projectsList, { sort: projectsList.defaultSort, range: [0, 0], filter: {}, ids: [params.id!] });
  if (!list[0]) throw new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');
  return list[0];
});
