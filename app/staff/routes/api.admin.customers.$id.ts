import { consoleApiCall } from '~/staff/console/console-api.server';
import { consoleCustomer } from '~/staff/console/customers.server';

/** GET /api/admin/customers/{id}: one customer with their addresses, masked (staff and salesmen). */
export const loader = consoleApiCall('customers', async ({ context, params }) => consoleCustomer(context.runtime, params.id!));
