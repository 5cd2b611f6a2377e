import { consoleApiCall } from '~/staff/console/console-api.server';
import { consoleListResponse } from '~/staff/console/list-params.server';
import { proposalsList } from '../../../projections/console/specs';

/** GET /api/admin/proposals?sort&range&filter: designers' proposals and the clients' reviews of them (read-only). */
export const loader = consoleApiCall('proposals', async ({ context, input }) => consoleListResponse(context.runtime, 'proposals', proposalsList, input));
