import { z } from 'zod';
import { publicApiCall, parseWith } from '~/web/api.server';
import { searchGoods } from '../../../projections/catalogue/goods.queries';
import { isRoomKey } from '../../../projections/catalogue/facets';

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
  // The shop's filters (issue 22); the answer's `facets` count each value.
  colours: list,
  materials: list,
  brands: list,
  rooms: list.transform((v) => v.filter(isRoomKey)),
  kinds: list,
  priceMinCents: z.coerce.number({ invalid_type_error: 'priceMinCents must be a number' }).int().min(0).max(100_000_000).optional(),
  priceMaxCents: z.coerce.number({ invalid_type_error: 'priceMaxCents must be a number' }).int().min(0).max(100_000_000).optional(),
  inStock: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional().transform((v) => v === true || v === 'true' || v === '1'),
});

const handler = publicApiCall(async ({ input, context }) => {
  const q = parseWith(schema, input);
  const result = await searchGoods(context.runtime.db, {
    keywords: q.keywords,
    categoryIds: q.parentCategorys,
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    filters: { colours: q.colours, materials: q.materials, brands: q.brands, rooms: q.rooms, kinds: q.kinds, priceMinCents: q.priceMinCents, priceMaxCents: q.priceMaxCents, inStock: q.inStock },
    withFacets: true,
  });
  return { list: result.items, total: result.total, page: result.page, pageSize: result.pageSize, totalPages: result.totalPages, corrections: result.corrections, facets: result.facets };
});
export const loader = handler;
export const action = handler;
