import { catalogueCommands } from '../../../domain/catalogue/commands';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { listCategories } from '../../../projections/catalogue/categories';
import { categoriesList } from '../../../projections/console/specs';
import { asksConsoleList, consoleListResponse } from '~/staff/console/list-params.server';

/** GET /api/admin/categories: every category, flat, with its stored and shown names (or a page in the console's shape). */
export const loader = staffApiCall(async ({ context, input }) =>
  asksConsoleList(input) ? consoleListResponse(context.runtime, 'categories', categoriesList, input) : listCategories(context.runtime.db),
);

/** POST /api/admin/categories: create a category {categoryId, name, parentId, sort}. */
export const action = staffApiCall(async (args) => {
  const { categoryId } = args.input as { categoryId?: string };
  await runStaffCommand(args, catalogueCommands.CreateCategory, args.input);
  return (await listCategories(args.context.runtime.db)).find((c) => c.id === categoryId) ?? null;
});
