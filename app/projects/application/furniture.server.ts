import { z } from 'zod';
import { maxItemQuantity } from '../../../domain/cart/cart';
import { getFreeShipAmount, isFreeShippingEligible } from '../../../domain/cart/totals';
import { ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { delistedAmong, getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { diyIdeasOfPackage } from '../../../projections/projects/furniture.queries';
import { addBoardToCart, cartLinesNow, priceLines, type Shopper } from '~/commerce/index.server';
import { parseWith } from '../../web/api.server';
import { getNeed, needState, ownerOf, type ProjectCaller } from './needs.server';

/**
 * A design project's furniture as the client sees it (need/manage goods, cart
 * price, furniture payment; need checkMoodboardSale): the products its designer
 * recorded and the ideas of the DIY board it grew from, priced from the catalogue
 * now and through the cart's own rules (domain/cart/totals).
 */

export interface ProjectGoods {
  goodsId: string;
  count: number;
  /** DESIGNER: recorded for the project; DIY: kept on the DIY board the project was upgraded from. */
  source: 'DESIGNER' | 'DIY';
  name: string;
  brand: string;
  picture: string | null;
  href: string;
  priceCents: number;
  salePriceCents: number | null;
  effectivePriceCents: number;
  onSale: boolean;
  availability: string;
  /** Units of counted stock left (null: made to order). */
  stock: number | null;
  /** Whether the cart takes it now, in the project's count. */
  buyable: boolean;
}

const goodsIdsField = z
  .union([z.string().max(4000), z.array(z.string().max(64))], { errorMap: () => ({ message: 'goodsIds lists the products, comma-separated' }) })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]+$/, 'This product is not part of the project')).max(200, 'Too many products at once'))
  .optional();

/** The project's furniture with today's catalogue prices, availability and stock (another client's project: 404). */
export async function projectGoods(runtime: Runtime, caller: ProjectCaller, input: unknown, only?: 'DIY'): Promise<{ needId: string; projectId: string; goods: ProjectGoods[] }> {
  const { needId } = parseWith(z.object({ needId: z.unknown() }), input);
  const view = await getNeed(runtime, caller, { needId });
  const need = (await needState(runtime, view.needId))!;
  const recorded = (only === 'DIY' ? [] : need.products).map((p) => ({ goodsId: p.goodsId, count: p.count, source: 'DESIGNER' as const }));
  const fromDiy = (await diyIdeasOfPackage(runtime.db, ownerOf(caller), view.packageId))
    .filter((id) => !recorded.some((p) => p.goodsId === id))
    .map((goodsId) => ({ goodsId, count: 1, source: 'DIY' as const }));
  const wanted = [...recorded, ...fromDiy];
  const ids = wanted.map((p) => p.goodsId);
  const [found, stock, delisted] = await Promise.all([getGoodsByIds(runtime.db, ids), availableStock(runtime.db, ids), delistedAmong(runtime.db, ids)]);
  const byId = new Map(found.map((g) => [g.id, g]));
  const goods = wanted.flatMap((p) => {
    const g = byId.get(p.goodsId);
    if (!g) return [];
    const left = stock.get(g.id) ?? null;
    return [{
      goodsId: g.id, count: p.count, source: p.source, name: g.name, brand: g.brand, picture: g.savedPics[0] ?? null, href: g.visitUrl,
      priceCents: g.priceCents, salePriceCents: g.salePriceCents, effectivePriceCents: g.effectivePriceCents, onSale: g.effectivePriceCents < g.priceCents,
      availability: delisted.has(g.id) ? 'delisted' : left === 0 ? 'out of stock' : g.availability, stock: left,
      buyable: g.purchasable && !delisted.has(g.id) && (left === null || left >= p.count),
    }];
  });
  return { needId: view.needId, projectId: view.projectId, goods };
}

/** The goods asked for (goodsIds), each of them the project's; all of them when none are named. */
async function chosenGoods(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId, goodsIds } = parseWith(z.object({ needId: z.unknown(), goodsIds: goodsIdsField }), input);
  const all = await projectGoods(runtime, caller, { needId });
  if (!goodsIds || goodsIds.length === 0) return { ...all, chosen: all.goods };
  const stranger = goodsIds.find((id) => !all.goods.some((g) => g.goodsId === id));
  if (stranger) throw new ValidationError('NOT_PROJECT_GOODS', 'This product is not part of the project', { goodsIds: 'This product is not part of the project' });
  return { ...all, chosen: all.goods.filter((g) => goodsIds.includes(g.goodsId)) };
}

/**
 * need/manage cartPrice {needId, goodsIds?}: what the project's furniture (or the
 * pieces named) costs in the cart now — subtotal, sale savings, shipping, the
 * free-shipping flags — by the cart's rules, with the project's own free-shipping grant.
 */
export async function projectCartPrice(runtime: Runtime, caller: ProjectCaller, input: unknown, now = new Date()) {
  const { needId, chosen } = await chosenGoods(runtime, caller, input);
  return priceOfGoods(runtime, caller, needId, chosen, now);
}

/** What these of the project's goods cost in the cart now (the work of cartPrice, for a caller that has the goods already). */
export async function priceOfGoods(runtime: Runtime, caller: ProjectCaller, needId: string, chosen: ProjectGoods[], now = new Date()) {
  const buyable = chosen.filter((g) => g.buyable);
  const rows = buyable.map((g) => ({ needGoodsId: `p-${g.goodsId}`, goodsId: g.goodsId, goodsCount: Math.min(g.count, maxItemQuantity) }));
  const { totals } = await priceLines(runtime, rows, caller.userId, now);
  const view = await getNeed(runtime, caller, { needId });
  return {
    needId,
    lines: totals.lines.map((l, i) => ({ goodsId: rows[i]!.goodsId, count: rows[i]!.goodsCount, subtotalCents: l.subtotalCents, saleDiscountCents: l.saleDiscountCents, shippingCents: l.shippingCents })),
    unavailable: chosen.filter((g) => !g.buyable).map((g) => g.goodsId),
    subtotalCents: totals.subtotalCents,
    saleDiscountCents: totals.saleDiscountCents,
    goodsCents: totals.goodsCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.goodsCents + totals.shippingCents,
    freeShipping: totals.freeShipping,
    smallFreeShipping: totals.smallFreeShipping,
    freeShippingEligible: totals.freeShippingEligible,
    toFreeShippingCents: totals.freeShipping ? 0 : Math.max(0, getFreeShipAmount().freeShipAmount - totals.subtotalCents),
    project: { eligible: isFreeShippingEligible(view.freeShippingUntil, now.toISOString()), eligibleUntil: view.freeShippingUntil },
  };
}

/** The checkout, where the cart is paid (app/commerce/checkout-steps.ts). */
export const checkoutPath = '/payment/index/checkout';

/**
 * need/manage furniturePayment {needId, goodsIds?}: puts the project's furniture
 * (or the pieces named) into the client's cart in one step, each line marked as
 * bought for the project, and answers where to pay (the checkout). Asked again, it
 * adds only what the cart still lacks of the project's counts.
 */
export async function furniturePayment(runtime: Runtime, caller: ProjectCaller, shopper: Shopper, input: unknown) {
  const { needId, chosen } = await chosenGoods(runtime, caller, input);
  if (chosen.length === 0) throw new ValidationError('NO_FURNITURE', 'This project has no furniture to buy yet', { needId: 'This project has no furniture to buy yet' });
  const buyable = chosen.filter((g) => g.buyable);
  if (buyable.length === 0) throw new ValidationError('NOTHING_BUYABLE', 'The product is out of stock', { goodsIds: 'The product is out of stock' });
  const inCart = new Map<string, number>();
  for (const line of await cartLinesNow(runtime, shopper.ownerId)) inCart.set(line.goodsId, (inCart.get(line.goodsId) ?? 0) + line.goodsCount);
  const missing = buyable.map((g) => ({ goodsId: g.goodsId, count: Math.min(maxItemQuantity, g.count) - (inCart.get(g.goodsId) ?? 0) })).filter((g) => g.count > 0);
  const unavailable = chosen.filter((g) => !g.buyable).map((g) => ({ goodsId: g.goodsId, message: 'The product is out of stock' }));
  let added: string[] = [];
  let refused = unavailable;
  if (missing.length) {
    const result = await addBoardToCart(runtime, shopper, { goodsStr: missing.map((g) => `${g.goodsId}:${g.count}`).join(',') }, { type: 'NEED', id: needId });
    added = result.added;
    refused = [...unavailable, ...result.refused];
  }
  return { message: 'Added To Cart.', needId, added, alreadyInCart: buyable.filter((g) => !missing.some((m) => m.goodsId === g.goodsId)).map((g) => g.goodsId), refused, next: checkoutPath };
}

/**
 * need checkMoodboardSale {needId}: whether the project's furniture has sale prices
 * now (from the catalogue read model), which pieces and what they save.
 */
export async function moodboardSale(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId, goods } = await projectGoods(runtime, caller, input);
  const onSale = goods.filter((g) => g.onSale && g.availability !== 'delisted');
  return {
    needId,
    onSale: onSale.length > 0,
    goods: onSale.map((g) => ({ goodsId: g.goodsId, name: g.name, priceCents: g.priceCents, salePriceCents: g.salePriceCents, savingCents: (g.priceCents - g.effectivePriceCents) * g.count })),
    savingCents: onSale.reduce((s, g) => s + (g.priceCents - g.effectivePriceCents) * g.count, 0),
  };
}

/** goods getNeedDiy {needId}: the project's DIY ideas only (kept on the DIY board it grew from), priced now. */
export async function needDiyGoods(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  return projectGoods(runtime, caller, input, 'DIY');
}
