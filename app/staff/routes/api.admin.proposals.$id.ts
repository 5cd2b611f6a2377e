import { NotFoundError } from '../../../domain/shared/errors';
import { consoleApiCall } from '~/staff/console/console-api.server';
import { listPage } from '../../../projections/console/lists';
import { proposalsList } from '../../../projections/console/specs';

/** GET /api/admin/proposals/{id}: one proposal version with its boards, the client's review and revisions. */
export const loader = consoleApiCall('proposals', async ({ context, params }) => {
  const { list } = await listPage(context.runtime.db, proposalsList, { sort: proposalsList.defaultSort, range: [0, 0], filter: {}, ids: [params.id!] });
  if (!list[0]) throw new NotFoundError('PROPOSAL_NOT_FOUND', 'This proposal does not exist');
  return list[0];
});
