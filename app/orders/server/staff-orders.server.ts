import { commandIdForKey, fingerprintOf } from '../../../infra/http/idempotency';
import { methodNotAllowed } from '../../web/api.server';
import { staffApiCall } from '~/staff/index.server';
import type { Runtime } from '../../../infra/runtime';
import type { StaffCall } from '../application/fulfilment.server';

type Args = Parameters<Parameters<typeof staffApiCall>[0]>[0];

/**
 * A staff order command from `/api/admin/orders/{id}/…` (POST only): the order id
 * from the path, the body's fields, and the command id an `Idempotency-Key` gives.
 */
export function staffOrderCommand<T>(name: string, run: (runtime: Runtime, staff: StaffCall, input: Record<string, unknown>) => Promise<T>, extra: (params: Args['params']) => Record<string, unknown> = () => ({})) {
  return staffApiCall(async (args) => {
    if (args.request.method !== 'POST') return methodNotAllowed();
    const { request, context, session, params, input } = args;
    const body = { ...input, ...extra(params), orderId: params.id };
    const fingerprint = fingerprintOf([request.method, new URL(request.url).pathname, name, body]);
    const commandId = await commandIdForKey(context.runtime.db, request.headers.get('idempotency-key'), session.user!.id, fingerprint);
    return run(context.runtime, { actor: session.actor, commandId, siteUrl: args.visit.siteUrl }, body);
  });
}
