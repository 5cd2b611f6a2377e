import { consoleApiCall } from '~/staff/console/console-api.server';
import { consoleListResponse } from '~/staff/console/list-params.server';
import { customersList } from '../../../projections/console/specs';

/** GET /api/admin/customers?sort&range&filter: client accounts, e-mails and phones masked (staff and salesmen). */
export const loader = consoleApiCall('customers', async ({ context, input }) => consoleListResponse(context.runtime, 'customers', customersList, input));
