import { contentCommands } from '../../../domain/content/commands';
import { consoleApiCall, consoleListResponse, runStaffCommand, staffApiCall } from '~/staff/index.server';
import { casesList } from '../../../projections/content/console-list';
import { checkProducts, contentFromForm, newStaffCaseId, staffCase } from '~/content/application/staff-cases.server';
import { envelope, methodNotAllowed } from '~/web/api.server';
import { caseMessages } from '../../../domain/content/design-case';

/** GET /api/admin/cases?sort&range&filter: every design case (draft or published, a project's or staff's), newest change first. */
export const loader = consoleApiCall('cases', async ({ context, input }) => consoleListResponse(context.runtime, 'cases', casesList, input));

/** POST /api/admin/cases {title, description?, roomTypeId, style, budgetCents, goodsIds, picture? | pictures?}: staff author a case (no client, no consent needed); it starts unpublished. */
export const action = staffApiCall(async (args) => {
  if (args.request.method !== 'POST') return methodNotAllowed();
  const caseId = newStaffCaseId();
  const content = contentFromForm(args.input);
  await checkProducts(args.context.runtime, content.goodsIds);
  await runStaffCommand(args, contentCommands.AuthorDesignCase, { caseId, content });
  return envelope(await staffCase(args.context.runtime, caseId), caseMessages.saved);
});
