import { caseMessages } from '../../../domain/content/design-case';
import { caseCall } from '~/content/server/case-api.server';
import { setConsent } from '~/content/application/cases.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/case/withdrawConsent {caseId}: the project's client withdraws their consent; a published case stops being public at once. */
export const action = caseCall(async ({ request, context, asker, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await setConsent(context.runtime, asker, input, false, await commandId()), caseMessages.withdrawn);
});
export const loader = methodNotAllowed;
