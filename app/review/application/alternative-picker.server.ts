import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds, searchGoods, type GoodsView } from '../../../projections/catalogue/goods.queries';

/**
 * The designer's alternatives picker (/moodboard/comment/{boardId}): for a product
 * the client asked to see options for, marketplace products to tick, each with its
 * picture, name, brand and price. Without a search, products of the same category;
 * with one, the marketplace search by name. What was offered before comes first,
 * ticked. Nobody types a product id.
 */

export interface AlternativeOption {
  productId: string;
  name: string;
  brand: string;
  priceCents: number;
  picture: string | null;
  chosen: boolean;
}

const PICKER_SIZE = 8;

const optionOf = (g: GoodsView, chosen: boolean): AlternativeOption => ({ productId: g.id, name: g.name, brand: g.brand, priceCents: g.effectivePriceCents, picture: g.savedPics[0] ?? null, chosen });

export async function alternativeOptions(runtime: Runtime, input: { productId: string; offered: readonly string[]; query: string; onBoard: readonly string[] }): Promise<AlternativeOption[]> {
  const offered = await getGoodsByIds(runtime.db, input.offered);
  const skip = new Set([input.productId, ...input.onBoard, ...input.offered]);
  let found: GoodsView[];
  if (input.query.trim()) found = (await searchGoods(runtime.db, { keywords: input.query.trim().slice(0, 100), pageSize: PICKER_SIZE + skip.size })).items;
  else {
    const [product] = await getGoodsByIds(runtime.db, [input.productId]);
    found = product?.categoryId ? (await searchGoods(runtime.db, { categoryIds: [product.categoryId], pageSize: PICKER_SIZE + skip.size })).items : [];
  }
  return [...offered.map((g) => optionOf(g, true)), ...found.filter((g) => !skip.has(g.id)).slice(0, PICKER_SIZE).map((g) => optionOf(g, false))];
}
