import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { envelope, methodNotAllowed } from '../../web/api.server';
import { staffCase, staffCaseCommands, type StaffCaseStep } from '../application/staff-cases.server';

/** POST /api/admin/cases/{id}/{publish|unpublish}: staff only (401, 403); a project's case without its client's consent is refused (409). Answers the case as it now is. */
export const staffCaseCall = (step: StaffCaseStep) =>
  staffApiCall(async (args) => {
    if (args.request.method !== 'POST') return methodNotAllowed();
    const { definition, done } = staffCaseCommands[step];
    await runStaffCommand(args, definition, { caseId: args.params.id });
    return envelope(await staffCase(args.context.runtime, args.params.id ?? ''), done);
  });
