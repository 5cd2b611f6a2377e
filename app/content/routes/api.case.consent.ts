import { caseMessages } from '../../../domain/content/design-case';
import { caseCall } from '~/content/server/case-api.server';
import { setConsent } from '~/content/application/cases.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/case/consent {caseId}: the project's client agrees that staff may publish its case. */
export const action = caseCall(async ({ request, context, asker, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await setConsent(context.runtime, asker, input, true, await commandId()), caseMessages.consented);
});
export const loader = methodNotAllowed;
