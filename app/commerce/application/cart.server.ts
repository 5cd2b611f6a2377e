import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cartCommands } from '../../../domain/cart/commands';
import { type CartLine, type CartRefer, cartStream, type GoodsSnapshot, quantityLimitMessage, removeFailedMessage, maxItemQuantity } from '../../../domain/cart/cart';
import { countField } from '../../../domain/cart/cart.decide';
import { type CartTotals, cartTotals, getFreeShipAmount } from '../../../domain/cart/totals';
import { outOfStockMessage } from '../../../domain/catalogue/goods';
import type { AccountStatus } from '../../../domain/identity/account';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { getNeedOf, latestFreeShippingDate } from '../../../projections/projects/needs';
import { getDiyProjectOf } from '../../../projections/diy/projects';
import type { Runtime } from '../../../infra/runtime';
import { type CartLineRow, badgeOf, cartLineOf, cartLinesQuery } from '../../../projections/cart/cart-lines';
import { rowsShowingStreams } from '../../web/stream-freshness.server';
import { getGoodsByIds, type GoodsView } from '../../../projections/catalogue/goods.queries';
import { goodsWithStock } from '../../../projections/catalogue/goods-stock.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { parseWith } from '../../web/api.server';
import { parseJsonWithin, tooDeepMessage } from '../../web/json-depth';

/**
 * The cart use cases, shared by the JSON API (/api/cart/*, /api/order/manage/*Cart,
 * /api/cart/manage/*) and the pages. A cart belongs to its owner: the visitor id
 * before sign-in, the user id after (`cart-<ownerId>`).
 */
export interface Shopper {
  ownerId: string;
  actor: Actor;
  /** The signed-in client's account status (VERIFING: asked to verify before adding); null for a visitor. */
  clientStatus: AccountStatus | null;
  userId: string | null;
}

const goodsIdField = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: 'Please choose a product' }) })
  .pipe(z.coerce.string().trim().min(1, 'Please choose a product').max(64, 'Unknown product').regex(/^[A-Za-z0-9_-]+$/, 'Unknown product'));
const lineIdField = z
  .string({ required_error: removeFailedMessage, invalid_type_error: removeFailedMessage })
  .trim()
  .min(1, removeFailedMessage)
  .max(64, removeFailedMessage)
  .regex(/^[A-Za-z0-9_-]+$/, removeFailedMessage);

/**
 * A cart command answers once its event is appended, without waiting for the
 * cart lines (ADR 066): the next read of the cart waits for them instead, up
 * to the cart stream's last event (`cartLinesNow`, `cartBadgeNow`). A shopper
 * who adds and reads at once still sees the add; one who only adds does not wait.
 */
const cartReaders = { waitFor: [] };

/** The shopper's cart lines, with every command already answered on the cart in them (usually one statement, ADR 074). */
export async function cartLinesNow(runtime: Runtime, ownerId: string): Promise<CartLineRow[]> {
  const rows = await rowsShowingStreams<Parameters<typeof cartLineOf>[0]>(runtime, [cartStream(ownerId)], ['cart-lines'], () => cartLinesQuery(runtime.db, ownerId), 'position');
  return rows.map(cartLineOf);
}

/** The header's cart count and line ids (part 1 §3), with every command already answered on the cart in them. */
export async function cartBadgeNow(runtime: Runtime, ownerId: string) {
  return badgeOf(await cartLinesNow(runtime, ownerId));
}

/** The cart rules' view of a product, taken from the catalogue and stock read models now. */
export function snapshotOf(goods: GoodsView & { delisted?: boolean }, available: number | undefined): GoodsSnapshot {
  return {
    goodsId: goods.id,
    priceCents: goods.priceCents,
    salePriceCents: goods.salePriceCents,
    // Counted stock that has run out reads as out of stock, like the catalogue's own word.
    availability: available === 0 ? 'out of stock' : goods.availability,
    markType: goods.markType,
    markTime: goods.markTime ? new Date(goods.markTime).toISOString() : null,
    shippingType: goods.shippingType,
    shippingCost: goods.shippingCost,
    shippingPct: goods.shippingPct,
    delisted: goods.delisted ?? false,
  };
}

/** The product and its counted stock, in one query. */
async function goodsFor(runtime: Runtime, goodsId: string) {
  const { goods, delisted, available: stock } = await goodsWithStock(runtime.db, [goodsId]);
  const view = goods[0];
  if (!view) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  const available = stock.get(goodsId) ?? null;
  return { view, snapshot: snapshotOf({ ...view, delisted: delisted.has(goodsId) }, available ?? undefined), available };
}

/** More than the counted stock: say how many are left rather than a bare refusal. */
function checkStock(available: number | null, count: number) {
  if (available === null || count <= available) return;
  if (available === 0) throw new ValidationError('OUT_OF_STOCK', outOfStockMessage);
  const message = `Only ${available} left in stock`;
  throw new ValidationError('NOT_ENOUGH_STOCK', message, { count: message });
}

const addSchema = z.object({ goodsId: goodsIdField, count: countField.default(1) });

/** Adds a product (or more of it) to the shopper's cart; `refer`: the project it is bought for (checked by the caller). */
export async function addToCart(runtime: Runtime, shopper: Shopper, input: unknown, commandId?: string, refer: CartRefer | null = null) {
  const { goodsId, count } = parseWith(addSchema, input);
  const { view, snapshot, available } = await goodsFor(runtime, goodsId);
  await runtime.execute(
    cartCommands.AddCartLine,
    { ownerId: shopper.ownerId, needGoodsId: randomUUID(), goods: snapshot, count, clientStatus: shopper.clientStatus, available, refer },
    { actor: shopper.actor, commandId },
    cartReaders,
  );
  return { message: `${view.name} was added to your cart.`, goodsId, count };
}

const changeSchema = z.object({ needGoodsId: lineIdField, count: countField });

export async function changeCartCount(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { needGoodsId, count } = parseWith(changeSchema, input);
  const line = (await cartLinesNow(runtime, shopper.ownerId)).find((l) => l.needGoodsId === needGoodsId);
  if (!line) throw new NotFoundError('CART_LINE_NOT_FOUND', 'This item is no longer in your cart');
  if (count > maxItemQuantity) throw new ValidationError('QUANTITY_LIMIT', quantityLimitMessage, { count: quantityLimitMessage });
  checkStock((await availableStock(runtime.db, [line.goodsId])).get(line.goodsId) ?? null, count);
  await runtime.execute(cartCommands.ChangeCartLineCount, { ownerId: shopper.ownerId, needGoodsId, count }, { actor: shopper.actor }, cartReaders);
  return { needGoodsId, count };
}

/** Part 1 §5: without a need-goods id the answer is exactly 'Failed to remove item from cart!'. */
function parseRemoval<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError('REMOVE_FAILED', removeFailedMessage, { needGoodsId: removeFailedMessage });
  return parsed.data;
}

/** Part 1 §5: removing needs the need-goods id, else 'Failed to remove item from cart!'. */
export async function removeFromCart(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { needGoodsId } = parseRemoval(z.object({ needGoodsId: lineIdField }), input);
  await runtime.execute(cartCommands.RemoveCartLine, { ownerId: shopper.ownerId, needGoodsId }, { actor: shopper.actor }, cartReaders);
  return { needGoodsId };
}

const idList = z
  .union([z.string(), z.array(z.string())], { errorMap: () => ({ message: removeFailedMessage }) })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(lineIdField).min(1, removeFailedMessage).max(200, removeFailedMessage));

/** deleteCartsByNeedGoods: removes several lines; every id must be one of the shopper's lines. */
export async function removeManyFromCart(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { needGoodsIds } = parseRemoval(z.object({ needGoodsIds: idList }), normalizeIds(input));
  const mine = new Set((await cartLinesNow(runtime, shopper.ownerId)).map((l) => l.needGoodsId));
  if (needGoodsIds.some((id) => !mine.has(id))) throw new NotFoundError('CART_LINE_NOT_FOUND', removeFailedMessage);
  for (const needGoodsId of new Set(needGoodsIds))
    await runtime.execute(cartCommands.RemoveCartLine, { ownerId: shopper.ownerId, needGoodsId }, { actor: shopper.actor }, cartReaders);
  return { removed: [...new Set(needGoodsIds)] };
}

/** The spec's request names vary (ids, needGoodsIds, needGoodsId): one list. */
function normalizeIds(input: unknown) {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return { needGoodsIds: o.needGoodsIds ?? o.ids ?? o.needGoodsId };
}

/** Part 1 §7 batchSaveDiyMb (goodsStr, referId): a DIY board's products, "id" or "id:count", comma separated. */
const diySchema = z.object({
  goodsStr: z
    .string({ required_error: 'Please choose the products to add', invalid_type_error: 'Please choose the products to add' })
    .trim()
    .min(1, 'Please choose the products to add')
    .max(4000, 'Too many products at once'),
  referId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Invalid board id').optional(),
});
export const diyAddedMessage = 'Added To Cart.';

/**
 * The project a batch is bought for (referId): one of the shopper's own DIY boards
 * (`dy…`) or design projects (digits); another's, or none, is not found.
 */
export async function referFor(runtime: Runtime, shopper: Shopper, referId: string): Promise<CartRefer> {
  const owner = shopper.userId ? { kind: 'client' as const, clientId: shopper.userId } : { kind: 'visitor' as const, visitorId: shopper.ownerId };
  if (/^\d{1,10}$/.test(referId) && (await getNeedOf(runtime.db, owner, referId))) return { type: 'NEED', id: referId };
  if (/^dy[0-9a-f]{16}$/.test(referId) && (await getDiyProjectOf(runtime.db, owner, referId))) return { type: 'DIY', id: referId };
  throw new NotFoundError('REFER_NOT_FOUND', 'This project does not exist');
}

export async function addBoardToCart(runtime: Runtime, shopper: Shopper, input: unknown, known?: CartRefer) {
  const { goodsStr, referId } = parseWith(diySchema, input);
  const refer = known ?? (referId ? await referFor(runtime, shopper, referId) : null);
  const items = goodsStr.split(',').map((part) => {
    const [goodsId = '', count = '1'] = part.split(':').map((s) => s.trim());
    return parseWith(addSchema, { goodsId, count });
  });
  if (items.length > 100) throw new ValidationError('TOO_MANY', 'Too many products at once');
  const added: string[] = [];
  const refused: Array<{ goodsId: string; message: string }> = [];
  for (const item of items) {
    try {
      await addToCart(runtime, shopper, item, undefined, refer);
      added.push(item.goodsId);
    } catch (error) {
      if (error instanceof ValidationError || error instanceof NotFoundError || (error as { status?: number }).status === 409) refused.push({ goodsId: item.goodsId, message: (error as Error).message });
      else throw error;
    }
  }
  if (added.length === 0) throw new ValidationError('NOTHING_ADDED', refused[0]?.message ?? outOfStockMessage);
  return { message: diyAddedMessage, added, refused };
}

export interface CartLineView {
  needGoodsId: string;
  /** The project the line is bought for (referId, referType), or null. */
  refer: CartRefer | null;
  goodsCount: number;
  goods: GoodsView & { available: number | null; outOfStock: boolean };
  subtotalCents: number;
  saleDiscountCents: number;
  shippingCents: number;
  /** Part 1 §9: a line of 10 or more shows a quantity selector. */
  showQuantitySelector: boolean;
}

export interface CartView {
  lines: CartLineView[];
  totals: CartTotals;
  /** Lines whose product can no longer be bought (delisted products disappear from the cart). */
  blocked: boolean;
  /** How much more to spend for free shipping, 0 once reached. */
  toFreeShippingCents: number;
}

/** Where the free-shipping window of a paid design project ends (part 1 §4); design projects set it. */
export async function freeShippingEligibleUntil(runtime: Runtime, userId: string | null): Promise<string | null> {
  // The latest eligibility date of the client's paid design projects (a visitor has none).
  return userId ? latestFreeShippingDate(runtime.db, userId) : null;
}

/** Lines priced now from the catalogue and stock: totals always follow today's prices. */
export async function priceLines(runtime: Runtime, rows: readonly (Pick<CartLineRow, 'needGoodsId' | 'goodsId' | 'goodsCount'> & { refer?: CartRefer | null })[], userId: string | null, now = new Date()) {
  const ids = [...new Set(rows.map((r) => r.goodsId))];
  const [{ goods, available: stock, delisted: gone }, eligibleUntil] = await Promise.all([goodsWithStock(runtime.db, ids), freeShippingEligibleUntil(runtime, userId)]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  const lines: CartLine[] = [];
  const views: Array<Omit<CartLineView, 'subtotalCents' | 'saleDiscountCents' | 'shippingCents'>> = [];
  for (const row of rows) {
    const g = byId.get(row.goodsId);
    if (!g || gone.has(row.goodsId)) continue;
    const snapshot = snapshotOf(g, stock.get(g.id));
    const available = stock.get(g.id) ?? null;
    const outOfStock = !g.purchasable || available === 0 || (available !== null && available < row.goodsCount);
    lines.push({ needGoodsId: row.needGoodsId, goods: snapshot, goodsCount: row.goodsCount });
    views.push({ needGoodsId: row.needGoodsId, refer: row.refer ?? null, goodsCount: row.goodsCount, goods: { ...g, available, outOfStock }, showQuantitySelector: row.goodsCount >= 10 });
  }
  const totals = cartTotals(lines, { eligibleUntil, now: now.toISOString() });
  return { lines, views, totals };
}

export async function cartView(runtime: Runtime, shopper: Shopper, now = new Date()): Promise<CartView> {
  const rows = await cartLinesNow(runtime, shopper.ownerId);
  const { views, totals } = await priceLines(runtime, rows, shopper.userId, now);
  const byLine = new Map(totals.lines.map((l) => [l.needGoodsId, l]));
  const lines = views.map((v) => ({ ...v, ...byLine.get(v.needGoodsId)! }));
  const freeAt = getFreeShipAmount().freeShipAmount;
  return {
    lines,
    totals,
    blocked: lines.some((l) => l.goods.outOfStock),
    toFreeShippingCents: totals.freeShipping ? 0 : Math.max(0, freeAt - totals.subtotalCents),
  };
}

const goodsJsonField = z
  .union([z.string().max(20_000, 'Too many products at once'), z.array(z.unknown())], { errorMap: () => ({ message: 'goodsJson must list products as [{"goodsId","count"}]' }) })
  .transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    const parsed = parseJsonWithin(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.problem === 'depth' ? `goodsJson: ${tooDeepMessage}` : 'goodsJson must list products as [{"goodsId","count"}]' });
    return z.NEVER;
  })
  .pipe(z.array(z.object({ goodsId: goodsIdField, count: countField.default(1) }), { invalid_type_error: 'goodsJson must list products as [{"goodsId","count"}]' }).max(200, 'Too many products at once'));

const shippingTypeField = z.enum(['FREE', 'SMALL', 'STANDARD', 'OVERSIZED'], { errorMap: () => ({ message: 'newType is one of FREE, SMALL, STANDARD, OVERSIZED' }) });

async function pricedGoodsList(runtime: Runtime, items: Array<{ goodsId: string; count: number }>, userId: string | null) {
  const rows = items.map((item, i) => ({ needGoodsId: `q${i}`, goodsId: item.goodsId, goodsCount: Math.min(item.count, maxItemQuantity) }));
  const known = new Set((await getGoodsByIds(runtime.db, rows.map((r) => r.goodsId))).map((g) => g.id));
  const unknown = rows.find((r) => !known.has(r.goodsId));
  if (unknown) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  return priceLines(runtime, rows, userId);
}

/** getCartsShippingFree (goodsJson): what shipping these products would cost together, and whether it is free. */
export async function shippingForGoods(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { goodsJson } = parseWith(z.object({ goodsJson: goodsJsonField }), input);
  const { totals } = await pricedGoodsList(runtime, goodsJson, shopper.userId);
  return {
    freeShipping: totals.freeShipping,
    smallFreeShipping: totals.smallFreeShipping,
    freeShippingEligible: totals.freeShippingEligible,
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    toFreeShippingCents: totals.freeShipping ? 0 : Math.max(0, getFreeShipAmount().freeShipAmount - totals.subtotalCents),
    lines: totals.lines.map((l, i) => ({ goodsId: goodsJson[i]!.goodsId, shippingCents: l.shippingCents })),
  };
}

/**
 * countNewShippingFree (newType, goodsJson, promoCode): with these products added to
 * the cart, how many of its lines (of shipping type `newType`, when given) would newly
 * ship free, and the shipping before and after.
 */
export async function countNewShippingFree(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { goodsJson, newType } = parseWith(z.object({ goodsJson: goodsJsonField.default('[]'), newType: shippingTypeField.optional() }), input);
  const cart = await cartLinesNow(runtime, shopper.ownerId);
  const before = await priceLines(runtime, cart, shopper.userId);
  const added = goodsJson.map((g, i) => ({ needGoodsId: `new${i}`, goodsId: g.goodsId, goodsCount: g.count }));
  const known = new Set((await getGoodsByIds(runtime.db, added.map((r) => r.goodsId))).map((g) => g.id));
  if (added.some((r) => !known.has(r.goodsId))) throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  const after = await priceLines(runtime, [...cart, ...added], shopper.userId);
  const shippingBefore = new Map(before.totals.lines.map((l) => [l.needGoodsId, l.shippingCents]));
  const typeOf = new Map(after.lines.map((l) => [l.needGoodsId, l.goods.shippingType]));
  const count = after.totals.lines.filter(
    (l) => (shippingBefore.get(l.needGoodsId) ?? 0) > 0 && l.shippingCents === 0 && (!newType || typeOf.get(l.needGoodsId) === newType),
  ).length;
  return {
    count,
    freeShipping: after.totals.freeShipping,
    smallFreeShipping: after.totals.smallFreeShipping,
    shippingBeforeCents: before.totals.shippingCents,
    shippingAfterCents: after.totals.shippingCents,
  };
}
