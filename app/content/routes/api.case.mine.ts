import { caseCall } from '~/content/server/case-api.server';
import { myCases } from '~/content/application/cases.server';

/** GET /api/case/mine: the cases of the signed-in user's projects in any state (a designer's proposals, a client's to consent to). */
export const loader = caseCall(async ({ context, asker }) => myCases(context.runtime, asker));
