import type { Knex } from 'knex';
import type { SlotBudget } from '../../domain/diy/ideas';
import { listCategories, withDescendants } from '../catalogue/categories';
import { goodsTable } from '../catalogue/goods';
import { goodsViewColumns, toView, type GoodsView } from '../catalogue/goods.queries';

export interface IdeaCandidates {
  slot: SlotBudget;
  categoryId: string;
  categoryName: string;
  /** Purchasable products of the category, the best fit for the slot's budget first. */
  goods: GoodsView[];
  /** True when nothing in the category fits the slot's cap: the cheapest are offered instead. */
  overBudget: boolean;
}

/**
 * For each slot of a DIY board, the marketplace products that fit it: listed and
 * purchasable, in the slot's category (or under it), priced within its cap and
 * closest to its target. A category the marketplace does not have is left out.
 */
export async function ideaCandidates(db: Knex, slots: readonly SlotBudget[], perSlot = 3): Promise<IdeaCandidates[]> {
  const categories = await listCategories(db);
  const found: IdeaCandidates[] = [];
  for (const slot of slots) {
    const wanted = slot.category.trim().toLowerCase();
    const category = categories.find((c) => c.name.trim().toLowerCase() === wanted || c.displayName.trim().toLowerCase() === wanted);
    if (!category) continue;
    const ids = withDescendants(categories, [category.id]);
    const query = (capped: boolean) => {
      const q = db(goodsTable).select(...goodsViewColumns).where('delisted', false).whereIn('category_id', ids);
      if (capped) {
        if (slot.capCents !== null) q.where('effective_price_cents', '<=', slot.capCents);
        q.orderByRaw('abs(effective_price_cents - ?)', [slot.targetCents]);
      } else q.orderBy('effective_price_cents', 'asc');
      return q.orderBy('id').limit(perSlot * 4);
    };
    let goods = (await query(true)).map(toView).filter((g) => g.purchasable);
    let overBudget = false;
    if (!goods.length && slot.capCents !== null) {
      goods = (await query(false)).map(toView).filter((g) => g.purchasable);
      overBudget = goods.length > 0;
    }
    if (goods.length) found.push({ slot, categoryId: category.id, categoryName: category.name, goods: goods.slice(0, perSlot), overBudget });
  }
  return found;
}
