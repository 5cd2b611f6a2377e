import { caseCall } from '~/content/server/case-api.server';
import { alsoLike } from '~/content/application/cases.server';

/** GET or POST /api/case/alsoLike {id, pageSize?}: other published cases like this one (its style or room, nearest budget first). */
export const loader = caseCall(async ({ context, asker, input }) => alsoLike(context.runtime, asker, input));
export const action = loader;
