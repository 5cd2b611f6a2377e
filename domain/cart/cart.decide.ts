import { z } from 'zod';
import { outOfStockMessage } from '../catalogue/goods';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import {
  type CartEvent,
  type CartLine,
  type CartState,
  evolveCart,
  initialCartState,
  isOutOfStock,
  maxItemQuantity,
  type MergedLine,
  quantityLimitMessage,
  removeFailedMessage,
  verifyEmailMessage,
} from './cart';

const id = (message = 'Invalid id') => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(64).regex(/^[A-Za-z0-9_-]+$/, message);
const cents = z.number().int('Amounts are whole cents').min(0).max(100_000_000);

/**
 * A quantity: a whole number of at least 1, given as a number or as digits in a form
 * field (the forms first apply part 1 §5's countToSend: zero or less becomes 1). The
 * 1000 limit is checked in `decide`, because it applies to the line's total as well.
 */
export const countField = z
  .union([z.number(), z.string().trim().regex(/^[+-]?\d+$/, 'Quantity must be a whole number')], {
    errorMap: () => ({ message: 'Quantity must be a whole number' }),
  })
  .pipe(z.coerce.number().int('Quantity must be a whole number').safe('Quantity must be a whole number').min(1, 'Quantity must be at least 1'));

export const goodsSnapshotSchema = z.object({
  goodsId: id('Invalid goods id'),
  priceCents: cents,
  salePriceCents: cents.nullable(),
  availability: z.string().max(60),
  markType: z.enum(['AUTO', 'MANUAL', 'NO_MARKED']).nullable(),
  markTime: z.string().datetime({ offset: true }).nullable(),
  shippingType: z.enum(['FREE', 'SMALL', 'STANDARD', 'OVERSIZED']),
  shippingCost: cents,
  shippingPct: z.number().min(0).max(100),
  delisted: z.boolean(),
});

/** Part 1 §3 referId / referType: the project a line is bought for. */
export const cartReferSchema = z.object({ type: z.enum(['NEED', 'DIY']), id: id('Invalid project id') });

const lineSchema = z.object({ needGoodsId: id(), goods: goodsSnapshotSchema, goodsCount: z.number().int().min(1).max(maxItemQuantity) });

export const addCartLineSchema = z.object({
  ownerId: id(),
  /** A new id for the line, made by the caller. */
  needGoodsId: id(),
  goods: goodsSnapshotSchema,
  count: countField.default(1),
  /** The signed-in client's account status; null for a visitor. */
  clientStatus: z.enum(['VERIFING', 'ACTIVE']).nullable(),
  /** Units of counted stock left to sell; null for made-to-order goods. */
  available: z.number().int().min(0).nullable().default(null),
  /** The project the goods are bought for (referId, referType), or null. */
  refer: cartReferSchema.nullish(),
});
export const changeCartLineCountSchema = z.object({ ownerId: id(), needGoodsId: id(removeFailedMessage), count: countField });
export const removeCartLineSchema = z.object({ ownerId: id(), needGoodsId: id(removeFailedMessage) });
export const mergeVisitorCartSchema = z.object({ ownerId: id(), visitorId: id(), lines: z.array(lineSchema).max(500) });
export const clearCartSchema = z.object({ ownerId: id(), orderId: id().nullable().default(null) });

export type CartCommand =
  | Command<'AddCartLine', z.infer<typeof addCartLineSchema>>
  | Command<'ChangeCartLineCount', z.infer<typeof changeCartLineCountSchema>>
  | Command<'RemoveCartLine', z.infer<typeof removeCartLineSchema>>
  | Command<'MergeVisitorCart', z.infer<typeof mergeVisitorCartSchema>>
  | Command<'ClearCart', z.infer<typeof clearCartSchema>>;

/** A visitor owns the cart of their visitor id, a user that of their user id (or of the visitor id they signed in from). */
export function assertOwnsCart(actor: Actor, ownerId: string): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'visitor' && actor.visitorId === ownerId) return;
  if (actor.kind === 'user' && (actor.userId === ownerId || actor.visitorId === ownerId || actor.roles.includes('staff'))) return;
  throw new ForbiddenError();
}

function checkQuantity(count: number) {
  if (count > maxItemQuantity) throw new ValidationError('QUANTITY_LIMIT', quantityLimitMessage, { count: quantityLimitMessage });
}

/** A line may not hold more than the units left: none left is out of stock, some left says how many. */
function checkStock(count: number, available: number | null) {
  if (available === null || count <= available) return;
  if (available === 0) throw new ValidationError('OUT_OF_STOCK', outOfStockMessage);
  const message = `Only ${available} left in stock`;
  throw new ValidationError('NOT_ENOUGH_STOCK', message, { count: message });
}

function requireLine(state: CartState, needGoodsId: string, message: string): CartLine {
  const line = state.lines.find((l) => l.needGoodsId === needGoodsId);
  if (!line) throw new NotFoundError('CART_LINE_NOT_FOUND', message);
  return line;
}

/** Folds a visitor cart's lines into the account cart: same goods add counts (capped at 1000), others become new lines. */
function mergeLines(state: CartState, visitorLines: CartLine[]): MergedLine[] {
  const merged: MergedLine[] = [];
  const counts = new Map(state.lines.map((l) => [l.goods.goodsId, { needGoodsId: l.needGoodsId, count: l.goodsCount }]));
  for (const v of visitorLines) {
    if (state.mergedVisitorLines.includes(v.needGoodsId)) continue;
    const target = counts.get(v.goods.goodsId);
    if (!target && state.lines.some((l) => l.needGoodsId === v.needGoodsId))
      throw new IllegalStateError('CART_LINE_EXISTS', 'This cart line id is already in use');
    const goodsCount = Math.min(maxItemQuantity, (target?.count ?? 0) + v.goodsCount);
    const needGoodsId = target?.needGoodsId ?? v.needGoodsId;
    counts.set(v.goods.goodsId, { needGoodsId, count: goodsCount });
    merged.push({ visitorNeedGoodsId: v.needGoodsId, needGoodsId, goods: v.goods, goodsCount });
  }
  return merged;
}

export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  const { actor, now } = command.metadata;
  assertOwnsCart(actor, command.data.ownerId);
  switch (command.type) {
    case 'AddCartLine': {
      const { ownerId, needGoodsId, goods, count, clientStatus, available, refer } = command.data;
      if (clientStatus === 'VERIFING') throw new IllegalStateError('VERIFY_EMAIL', verifyEmailMessage);
      if (goods.delisted) throw new IllegalStateError('GOODS_DELISTED', 'This product is no longer listed');
      if (isOutOfStock(goods)) throw new ValidationError('OUT_OF_STOCK', outOfStockMessage);
      // One line per goods: adding the same goods again adds to its line (the new needGoodsId is then unused).
      const existing = state.lines.find((l) => l.goods.goodsId === goods.goodsId);
      if (existing) {
        checkQuantity(existing.goodsCount + count);
        checkStock(existing.goodsCount + count, available);
        // A line already bought for a project keeps it; one without takes the project it is now added for.
        const newRefer = refer && !existing.refer ? { refer } : {};
        return [{ type: 'CartLineCountChanged', data: { ownerId, needGoodsId: existing.needGoodsId, goodsCount: existing.goodsCount + count, ...newRefer } }];
      }
      checkQuantity(count);
      checkStock(count, available);
      if (state.lines.some((l) => l.needGoodsId === needGoodsId))
        throw new IllegalStateError('CART_LINE_EXISTS', 'This cart line id is already in use');
      return [{ type: 'CartLineAdded', data: { ownerId, line: { needGoodsId, goods, goodsCount: count, ...(refer ? { refer } : {}) }, addedAt: now } }];
    }
    case 'ChangeCartLineCount': {
      const { ownerId, needGoodsId, count } = command.data;
      const line = requireLine(state, needGoodsId, 'This item is no longer in your cart');
      checkQuantity(count);
      if (line.goodsCount === count) return [];
      return [{ type: 'CartLineCountChanged', data: { ownerId, needGoodsId, goodsCount: count } }];
    }
    case 'RemoveCartLine': {
      const { ownerId, needGoodsId } = command.data;
      requireLine(state, needGoodsId, removeFailedMessage);
      return [{ type: 'CartLineRemoved', data: { ownerId, needGoodsId } }];
    }
    case 'MergeVisitorCart': {
      const { ownerId, visitorId, lines } = command.data;
      if (visitorId === ownerId) return [];
      const merged = mergeLines(state, lines);
      if (merged.length === 0) return [];
      return [{ type: 'VisitorCartMerged', data: { ownerId, visitorId, lines: merged, mergedAt: now } }];
    }
    case 'ClearCart': {
      const { ownerId, orderId } = command.data;
      if (state.lines.length === 0) return [];
      return [{ type: 'CartCleared', data: { ownerId, orderId, clearedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: initialCartState,
  evolve: evolveCart,
  decide: decideCart,
};
