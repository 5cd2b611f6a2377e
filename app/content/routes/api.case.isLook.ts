import { caseCall } from '~/content/server/case-api.server';
import { isLook } from '~/content/application/cases.server';

/**
 * /api/case/isLook {caseId}: GET answers whether the signed-in user has looked
 * at the case; POST records this look in their history (LookAtDesignCase).
 * Visitors: 401.
 */
export const loader = caseCall(async ({ context, asker, input }) => isLook(context.runtime, asker, input, false));
export const action = caseCall(async ({ request, context, asker, input, commandId }) => isLook(context.runtime, asker, input, request.method === 'POST', await commandId()));
