import type { Knex } from 'knex';
import { memoByCheckpoints } from '../read-model-memo';
import { buildTree, categoriesProjection, listCategories, withDescendants } from './categories';
import { goodsProjection, goodsTable } from './goods';
import { goodsViewColumns, toView, totalPagesFor, type GoodsView, type SearchResult, type SortOrder } from './goods.queries';

/**
 * Read queries the storefront pages need beyond search and product look-ups:
 * the home page's category tiles and sale strip, and the promo page's listing.
 */


/** Rows whose availability text says it cannot be bought (part 2 §5) sort last. */
const unavailableLast = `(lower(availability) LIKE '%not%' OR lower(availability) LIKE '%out%')`;

const onSale = (q: Knex.QueryBuilder) =>
  q.where('delisted', false).whereNotNull('sale_price_cents').whereRaw('sale_price_cents < price_cents');

export interface CategoryTile {
  id: string;
  name: string;
  /** Listed products in the category and everything below it. */
  count: number;
  /** The first picture of its newest product, or null for an empty category. */
  picture: string | null;
}

/**
 * One tile per top-level category, in the tree's order. Counting every listed
 * product is the home page's heaviest read: it is worked out once per change of
 * the goods or the tree (their projections' checkpoints), not per request.
 */
export function categoryTiles(db: Knex): Promise<CategoryTile[]> {
  return memoByCheckpoints(db, [goodsProjection.name, categoriesProjection.name], 'categoryTiles', () => countedCategoryTiles(db));
}

async function countedCategoryTiles(db: Knex): Promise<CategoryTile[]> {
  const rows = await listCategories(db);
  const roots = buildTree(rows);
  const counts: { category_id: string; count: string | number }[] = await db(goodsTable)
    .select('category_id', db.raw('count(*) AS count'))
    .where('delisted', false)
    .groupBy('category_id');
  const byCategory = new Map(counts.map((r) => [String(r.category_id), Number(r.count)]));
  // One newest product per category through the category index, not a sort of the whole catalogue.
  const { rows: covers } = await db.raw<{ rows: Record<string, any>[] }>(
    `SELECT c.id AS cover_of, g.*
       FROM unnest(?::text[]) AS c(id)
       CROSS JOIN LATERAL (
         SELECT ${goodsViewColumns.join(', ')} FROM ${goodsTable}
          WHERE category_id = c.id AND NOT delisted
          ORDER BY listed_at DESC, id
          LIMIT 1
       ) g`,
    [rows.map((r) => r.id)],
  );
  // The product's pictures as every page shows them (its model's, when it has one).
  const coverOf = new Map(covers.map((r) => [String(r.cover_of), toView(r).savedPics[0] ?? null]));
  return roots.map((root) => {
    const ids = withDescendants(rows, [root.id]);
    const count = ids.reduce((sum, id) => sum + (byCategory.get(id) ?? 0), 0);
    const picture = ids.map((id) => coverOf.get(id)).find((p): p is string => Boolean(p)) ?? null;
    return { id: root.id, name: root.name, count, picture };
  });
}

/** On-sale products that can be bought, deepest discount first (sorting every sale row: once per change of the goods). */
export function salePicks(db: Knex, limit = 8): Promise<GoodsView[]> {
  return memoByCheckpoints(db, [goodsProjection.name], `salePicks:${limit}`, () => sortedSalePicks(db, limit));
}

async function sortedSalePicks(db: Knex, limit: number): Promise<GoodsView[]> {
  const rows = await onSale(db(goodsTable).select(...goodsViewColumns))
    .whereRaw(`NOT ${unavailableLast}`)
    .orderByRaw('(price_cents - sale_price_cents)::float / price_cents DESC')
    .orderBy('id')
    .limit(limit);
  return rows.map(toView);
}

export interface SaleSearchInput {
  page?: number;
  pageSize?: number;
  sort?: SortOrder;
}

/** Every listed product on sale, paged like search (total pages = floor(total / size) + 1). */
export async function searchSaleGoods(db: Knex, input: SaleSearchInput): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 20, 1), 100);
  const page = Math.max(input.page ?? 1, 1);
  // The count as a scalar subquery: a window count would drag every sale row through the sort.
  const total = onSale(db(goodsTable).count('*')).as('total');
  const q = onSale(db(goodsTable).select(...goodsViewColumns, total));
  if (input.sort === 'price_asc') q.orderBy('effective_price_cents', 'asc');
  else if (input.sort === 'price_desc') q.orderBy('effective_price_cents', 'desc');
  else if (input.sort !== 'newest') q.orderByRaw(`${unavailableLast}, (price_cents - sale_price_cents)::float / price_cents DESC`);
  const rows = await q.orderBy('listed_at', 'desc').orderBy('id', 'asc').limit(pageSize).offset((page - 1) * pageSize);
  let count = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    const [first] = await onSale(db(goodsTable).count({ count: '*' }));
    count = Number(first.count);
  }
  return { items: rows.map(toView), total: count, page, pageSize, totalPages: totalPagesFor(count, pageSize), corrections: {} };
}
