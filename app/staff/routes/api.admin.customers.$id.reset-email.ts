import { methodNotAllowed } from '~/web/api.server';
import { consoleButtonCall } from '~/staff/console/console-api.server';
import { sendCustomerReset } from '~/staff/console/customers.server';

/** POST /api/admin/customers/{id}/reset-email: mail the customer a password-reset link (button customers.reset-email). */
export const action = consoleButtonCall('customers.reset-email', async ({ context, params, request, visit }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return sendCustomerReset(context.runtime, visit, params.id!);
});
