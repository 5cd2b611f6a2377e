import { caseCall } from '~/content/server/case-api.server';
import { listCaseByIds } from '~/content/application/cases.server';

/** GET or POST /api/case/listCase {ids, width?}: the cases named (a list, or ids joined by commas), in that order; one the asker may not see is left out. */
export const loader = caseCall(async ({ context, asker, input }) => listCaseByIds(context.runtime, asker, input));
export const action = loader;
