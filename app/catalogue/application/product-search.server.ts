import type { Runtime } from '../../../infra/runtime';
import { searchGoods } from '../../../projections/catalogue/goods.queries';

export interface ProductHit {
  id: string;
  name: string;
  brand: string;
  picture: string | null;
  effectivePriceCents: number;
  priceCents: number;
  purchasable: boolean;
  url: string;
}

/**
 * The marketplace's search, best first (its relevance and typo tolerance, as
 * /api/inventorySearch): the first `limit` listed products matching the
 * keyword, their total and the words read as others.
 */
export async function searchProducts(runtime: Runtime, keyword: string, limit: number): Promise<{ total: number; list: ProductHit[]; corrections: Record<string, string> }> {
  const pageSize = Math.min(100, Math.max(1, limit));
  const list: ProductHit[] = [];
  let total = 0;
  let corrections: Record<string, string> = {};
  for (let page = 1; list.length < limit; page++) {
    const found = await searchGoods(runtime.db, { keywords: keyword, page, pageSize, sort: 'relevance' });
    total = found.total;
    corrections = found.corrections;
    list.push(...found.items.map((g) => ({ id: g.id, name: g.name, brand: g.brand, picture: g.savedPics[0] ?? null, effectivePriceCents: g.effectivePriceCents, priceCents: g.priceCents, purchasable: g.purchasable, url: g.visitUrl })));
    if (found.items.length < pageSize) break;
  }
  return { total, list: list.slice(0, limit), corrections };
}
