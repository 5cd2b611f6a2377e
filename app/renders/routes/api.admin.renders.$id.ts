import { NotFoundError } from '../../../domain/shared/errors';
import { staffApiCall } from '~/staff/index.server';
import { consoleRenderOf } from '../../../projections/renders/console';
import { rendersTable } from '../../../projections/renders/render-jobs';

/** GET /api/admin/renders/{renderId}: one render as the console shows it (staff; no storage keys). */
export const loader = staffApiCall(async ({ params, context }) => {
  const id = params.id ?? '';
  const row = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await context.runtime.db(rendersTable).where({ render_id: id }).first() : null;
  if (!row) throw new NotFoundError('RENDER_NOT_FOUND', 'No such render');
  return consoleRenderOf(row);
});
