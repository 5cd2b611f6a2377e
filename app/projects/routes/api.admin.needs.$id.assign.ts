import { assignment, staffNeed } from '~/projects/application/staff-projects.server';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { projectCommands } from '../../../domain/projects/commands';

/** POST /api/admin/needs/{id}/assign {designerId}: staff assign a designer to a submitted or paid project (AssignDesigner). */
export const action = staffApiCall(async (args) => {
  const checked = await assignment(args.context.runtime, args.params.id!, args.input);
  await runStaffCommand(args, projectCommands.AssignDesigner, checked);
  return staffNeed(args.context.runtime, checked.needId);
});
