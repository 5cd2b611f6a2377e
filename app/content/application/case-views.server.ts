import { roomTypeById } from '../../../domain/projects/rooms';
import type { Runtime } from '../../../infra/runtime';
import { delistedAmong, getGoodsByIds, type GoodsView } from '../../../projections/catalogue/goods.queries';
import type { CaseRecord } from '../../../projections/content/design-cases';

/** A product of a case, priced now (the catalogue's price when asked, never the price when the case was made). */
export interface CaseProduct {
  goodsId: string;
  name: string;
  brand: string;
  priceCents: number;
  salePriceCents: number | null;
  effectivePriceCents: number;
  purchasable: boolean;
  picture: string | null;
  visitUrl: string;
}

/** A case in a list: its cover, style, room and budget. */
export interface CaseCard {
  id: string;
  title: string;
  style: string;
  roomType: { id: string; name: string };
  budgetCents: number;
  cover: string | null;
  productCount: number;
  publishedAt: string | null;
}

/** A case's page and `case get`. `status` and `consent` tell the project's people and staff where an unpublished case stands. */
export interface CaseView extends CaseCard {
  description: string;
  pictures: { url: string; alt: string }[];
  floorPlan: { url: string; alt: string } | null;
  boards: { boardId: string; title: string }[];
  products: CaseProduct[];
  /** What the products that can be bought cost now, together. */
  totalCents: number;
  origin: 'project' | 'staff';
  status: 'draft' | 'published';
  consent: boolean;
}

export const roomTypeOf = (id: string) => ({ id, name: roomTypeById(id)?.name ?? 'Room' });

export const toProduct = (g: GoodsView): CaseProduct => ({
  goodsId: g.id, name: g.name, brand: g.brand, priceCents: g.priceCents, salePriceCents: g.salePriceCents, effectivePriceCents: g.effectivePriceCents,
  purchasable: g.purchasable, picture: g.savedPics[0] ?? null, visitUrl: g.visitUrl,
});

export const toCard = (c: CaseRecord): CaseCard => ({
  id: c.caseId, title: c.title, style: c.style, roomType: roomTypeOf(c.roomTypeId), budgetCents: c.budgetCents,
  cover: c.pictures[0]?.url ?? null, productCount: c.goodsIds.length, publishedAt: c.publishedAt,
});

/** The products still listed, in the case's order, each at today's price. */
export async function productsNow(runtime: Runtime, goodsIds: readonly string[]): Promise<CaseProduct[]> {
  const [goods, delisted] = await Promise.all([getGoodsByIds(runtime.db, goodsIds), delistedAmong(runtime.db, goodsIds)]);
  return goods.filter((g) => !delisted.has(g.id)).map(toProduct);
}

export async function toView(runtime: Runtime, c: CaseRecord): Promise<CaseView> {
  const products = await productsNow(runtime, c.goodsIds);
  return {
    ...toCard(c),
    description: c.description, pictures: c.pictures, floorPlan: c.floorPlan, boards: c.boards, products,
    totalCents: products.filter((p) => p.purchasable).reduce((sum, p) => sum + p.effectivePriceCents, 0),
    origin: c.origin, status: c.status, consent: c.consent,
  };
}
