import { caseCall } from '~/content/server/case-api.server';
import { getCase } from '~/content/application/cases.server';

/** GET or POST /api/case/get {id, width?}: one case with its products priced now; an unpublished case is 404 to anyone but its designer, its client and staff. */
export const loader = caseCall(async ({ context, asker, input }) => getCase(context.runtime, asker, input));
export const action = loader;
