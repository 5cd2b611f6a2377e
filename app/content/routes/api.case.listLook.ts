import { caseCall } from '~/content/server/case-api.server';
import { listLook } from '~/content/application/cases.server';

/** GET or POST /api/case/listLook {start?, pageSize?}: the published cases the signed-in user looked at, latest first. Visitors: 401. */
export const loader = caseCall(async ({ context, asker, input }) => listLook(context.runtime, asker, input));
export const action = loader;
