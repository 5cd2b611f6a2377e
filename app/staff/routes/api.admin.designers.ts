import { consoleApiCall } from '~/staff/console/console-api.server';
import { consoleListResponse } from '~/staff/console/list-params.server';
import { designersList } from '../../../projections/console/specs';

/** GET /api/admin/designers?sort&range&filter: designer accounts and their load (projects in design, delivered, all). */
export const loader = consoleApiCall('designers', async ({ context, input }) => consoleListResponse(context.runtime, 'designers', designersList, input));
