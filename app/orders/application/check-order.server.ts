import { z } from 'zod';
import { maxItemQuantity, quantityLimitMessage } from '../../../domain/cart/cart';
import { effectivePriceCents, outOfStockMessage } from '../../../domain/catalogue/goods';
import { formatDollars } from '../../../domain/promotions/codes';
import { UnauthorizedError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { parseWith } from '../../web/api.server';
import { cartLinesNow, type Shopper } from '~/commerce/index.server';
import { orderIdField } from './client-orders.server';
import type { OrderCaller } from './order-messages.server';
import { getOrderDetail } from './order-service.server';

/**
 * POST /order/checkOrder (part 2 §7): is this still buyable as it stands — an
 * order waiting for payment, a list of goods, or (given nothing) the caller's
 * cart? Each item is checked against the catalogue now: the 1000 cap ('The
 * quantity of an item cannot exceed 1000.'), out of stock ('The product is out
 * of stock'), the units left, a product no longer sold, and a price that changed
 * since it was ordered. Nothing changes; the answer lists what blocks it.
 */
export interface CheckedItem {
  goodsId: string;
  name: string | null;
  count: number;
  /** What it was ordered at (an order's lines), and what it costs now, per item. */
  orderedCents: number | null;
  priceCents: number | null;
  available: number | null;
  problems: string[];
}

const goodsList = z
  .array(
    z.object({
      goodsId: z.union([z.string(), z.number()], { errorMap: () => ({ message: 'Please choose a product' }) }).pipe(z.coerce.string().trim().min(1, 'Please choose a product').max(64, 'Unknown product').regex(/^[A-Za-z0-9_-]+$/, 'Unknown product')),
      count: z.coerce.number({ invalid_type_error: 'count must be a number' }).int('count must be a whole number').min(1, 'count must be at least 1').max(1_000_000, quantityLimitMessage),
    }),
    { invalid_type_error: 'goods is a list of { goodsId, count }' },
  )
  .min(1, 'Please choose a product')
  .max(200, 'Too many products at once');
const checkSchema = z.object({ orderId: orderIdField.optional(), goods: goodsList.optional() });

async function check(runtime: Runtime, items: Array<{ goodsId: string; count: number; orderedCents: number | null; name?: string }>): Promise<CheckedItem[]> {
  const ids = [...new Set(items.map((i) => i.goodsId))];
  const [goods, stock, delisted] = await Promise.all([
    getGoodsByIds(runtime.db, ids),
    availableStock(runtime.db, ids),
    ids.length ? runtime.db('catalogue_goods_v1').whereIn('id', ids).where({ delisted: true }).pluck('id') : Promise.resolve([] as string[]),
  ]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  const gone = new Set<string>(delisted);
  return items.map((item) => {
    const g = byId.get(item.goodsId);
    const problems: string[] = [];
    const available = stock.get(item.goodsId) ?? null;
    if (!g || gone.has(item.goodsId)) problems.push('This product is no longer sold');
    if (item.count > maxItemQuantity) problems.push(quantityLimitMessage);
    if (g && !gone.has(item.goodsId)) {
      if (!g.purchasable || available === 0) problems.push(outOfStockMessage);
      else if (available !== null && item.count > available && item.count <= maxItemQuantity) problems.push(`Only ${available} left in stock`);
    }
    const priceCents = g ? effectivePriceCents(g) : null;
    if (g && item.orderedCents !== null && priceCents !== item.orderedCents)
      problems.push(`The price of ${g.name} is now ${formatDollars(priceCents!)} (it was ${formatDollars(item.orderedCents)})`);
    return { goodsId: item.goodsId, name: g?.name ?? item.name ?? null, count: item.count, orderedCents: item.orderedCents, priceCents, available, problems };
  });
}

/** checkOrder {orderId} | {goods: [{goodsId, count}]} | {} (the caller's cart). */
export async function checkOrder(runtime: Runtime, shopper: Shopper, caller: OrderCaller | null, input: unknown) {
  const q = parseWith(checkSchema, input);
  let items: Array<{ goodsId: string; count: number; orderedCents: number | null; name?: string }>;
  let source: { kind: 'order'; orderId: string; status: string } | { kind: 'goods' } | { kind: 'cart' };
  if (q.orderId) {
    if (!caller) throw new UnauthorizedError();
    const order = await getOrderDetail(runtime, { caller, staff: { actor: caller.actor, siteUrl: '' } }, { orderId: q.orderId });
    items = order.lines.map((l) => ({ goodsId: l.goodsId, count: l.count, orderedCents: l.unitPriceCents, name: l.name }));
    source = { kind: 'order', orderId: order.orderId, status: order.status };
  } else if (q.goods) {
    items = q.goods.map((g) => ({ ...g, orderedCents: null }));
    source = { kind: 'goods' };
  } else {
    items = (await cartLinesNow(runtime, shopper.ownerId)).map((l) => ({ goodsId: l.goodsId, count: l.goodsCount, orderedCents: null }));
    source = { kind: 'cart' };
  }
  const checked = await check(runtime, items);
  const messages = [...new Set(checked.flatMap((i) => i.problems))];
  return { ok: messages.length === 0, source, items: checked, messages };
}
