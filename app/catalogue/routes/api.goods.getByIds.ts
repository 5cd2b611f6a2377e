import { z } from 'zod';
import { publicApiCall, parseWith } from '~/web/api.server';
import { delistedAmong, getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';

const schema = z.object({
  ids: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(64)).min(1, 'Please give at least one id').max(100, 'At most 100 ids at a time')),
  /** The spec asks for page 1 when looking up by uuids; accepted and ignored. */
  page: z.coerce.number().int().optional(),
});

const handler = publicApiCall(async ({ input, context }) => {
  const { ids } = parseWith(schema, input);
  const goods = await getGoodsByIds(context.runtime.db, ids);
  // Counted stock left now (null: not counted, made to order); `listed` false: delisted (kept for boards and orders that name it).
  const [stock, delisted] = await Promise.all([availableStock(context.runtime.db, goods.map((g) => g.id)), delistedAmong(context.runtime.db, goods.map((g) => g.id))]);
  return goods.map((g) => ({ ...g, stock: stock.get(g.id) ?? null, listed: !delisted.has(g.id) }));
});
export const loader = handler;
export const action = handler;
