import { caseCall } from '~/content/server/case-api.server';
import { listRecommends } from '~/content/application/cases.server';

/** GET or POST /api/case/listRecommends {styleId?, needId?, pageSize?}: published cases for a style and for one of the asker's projects (its room and budget). */
export const loader = caseCall(async ({ context, asker, input }) => listRecommends(context.runtime, asker, input));
export const action = loader;
