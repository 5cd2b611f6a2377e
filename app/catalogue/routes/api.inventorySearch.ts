import { z } from 'zod';
import { apiCall, parseWith } from '~/web/api.server';
import { searchGoods } from '../../../projections/catalogue/goods.queries';

const list = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)));

/** inventorySearch: isManual (the storefront sends 4), page, pageSize, keywords, parentCategorys. */
const schema = z.object({
  isManual: z.coerce.number().int().optional(),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').default(20),
  keywords: z.string().max(200, 'keywords are at most 200 characters').default(''),
  parentCategorys: list,
  sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc']).optional(),
});

const handler = apiCall(async ({ input, context }) => {
  const q = parseWith(schema, input);
  const result = await searchGoods(context.runtime.db, {
    keywords: q.keywords,
    categoryIds: q.parentCategorys,
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
  });
  return { list: result.items, total: result.total, page: result.page, pageSize: result.pageSize, totalPages: result.totalPages, corrections: result.corrections };
});
export const loader = handler;
export const action = handler;
