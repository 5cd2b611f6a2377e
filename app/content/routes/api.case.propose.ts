import { caseMessages } from '../../../domain/content/design-case';
import { caseCall } from '~/content/server/case-api.server';
import { proposeCase } from '~/content/application/propose.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/case/propose {needId, title, description?}: the designer of a delivered project proposes it as a case; it waits for the client's consent. */
export const action = caseCall(async ({ request, context, asker, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await proposeCase(context.runtime, asker, input, await commandId()), caseMessages.proposed);
});
export const loader = methodNotAllowed;
