import { z } from 'zod';
import { catalogueCommands } from '../../../domain/catalogue/commands';
import { parseWith } from '~/web/api.server';
import { runStaffCommand, staffApiCall } from '~/staff/staff-api.server';
import { getGoods, searchGoods } from '../../../projections/catalogue/goods.queries';
import { goodsList } from '../../../projections/console/specs';
import { asksConsoleList, consoleListResponse } from '~/staff/console/list-params.server';

const listQuery = z.object({
  keywords: z.string().max(200).default(''),
  categoryId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc']).optional(),
});

/**
 * GET /api/admin/goods: the catalogue for staff, paged; in the console's shape
 * (`sort`, `range`, `filter`) every product, delisted ones too, with the total.
 */
export const loader = staffApiCall(async ({ input, context }) => {
  if (asksConsoleList(input)) return consoleListResponse(context.runtime, 'goods', goodsList, input);
  const q = parseWith(listQuery, input);
  const result = await searchGoods(context.runtime.db, { ...q, categoryIds: q.categoryId ? [q.categoryId] : [] });
  return { list: result.items, total: result.total, page: result.page, pageSize: result.pageSize };
});

/** POST /api/admin/goods: list a new product (ListGoods). */
export const action = staffApiCall(async (args) => {
  const result = await runStaffCommand(args, catalogueCommands.ListGoods, args.input);
  return getGoods(args.context.runtime.db, result.streamId.slice('goods-'.length));
});
