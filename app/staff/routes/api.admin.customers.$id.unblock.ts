import { methodNotAllowed } from '~/web/api.server';
import { consoleButtonCall } from '~/staff/console/console-api.server';
import { setCustomerBlocked } from '~/staff/console/customers.server';

/** POST /api/admin/customers/{id}/unblock: lift the block (button customers.unblock). */
export const action = consoleButtonCall('customers.unblock', async ({ context, params, request, session, input }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return setCustomerBlocked(context.runtime, session.actor, params.id!, false, input);
});
