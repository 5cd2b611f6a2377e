import { caseMessages } from '../../../domain/content/design-case';
import { caseCall } from '~/content/server/case-api.server';
import { sendReport } from '~/content/application/cases.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/case/sendReportEmail {clientId, content, caseId}: a signed-in user reports a published case; customer care gets it by mail. */
export const action = caseCall(async ({ request, context, asker, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await sendReport(context.runtime, asker, input, await commandId()), caseMessages.reported);
});
export const loader = methodNotAllowed;
