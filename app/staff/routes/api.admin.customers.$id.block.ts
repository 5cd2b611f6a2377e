import { methodNotAllowed } from '~/web/api.server';
import { consoleButtonCall } from '~/staff/console/console-api.server';
import { setCustomerBlocked } from '~/staff/console/customers.server';

/** POST /api/admin/customers/{id}/block {reason}: block the customer: no sign-in, and their sessions stop working (button customers.block). */
export const action = consoleButtonCall('customers.block', async ({ context, params, request, session, input }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return setCustomerBlocked(context.runtime, session.actor, params.id!, true, input);
});
