import { catalogueCommands } from '../../../domain/catalogue/commands';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { listCategories } from '../../../projections/catalogue/categories';

/** POST /api/admin/categories/{id}/move (MoveCategory). */
export const action = staffApiCall(async (args) => {
  await runStaffCommand(args, catalogueCommands.MoveCategory, { ...args.input, categoryId: args.params.id });
  return (await listCategories(args.context.runtime.db)).find((c) => c.id === args.params.id) ?? null;
});
