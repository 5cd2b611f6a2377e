import { consoleApiCall } from '~/staff/console/console-api.server';
import { consoleListResponse } from '~/staff/console/list-params.server';
import { returnsList } from '../../../projections/console/specs';

/** GET /api/admin/returns?sort&range&filter: return requests with their order; ids are `{orderId}~{returnId}`. */
export const loader = consoleApiCall('returns', async ({ context, input }) => consoleListResponse(context.runtime, 'returns', returnsList, input));
