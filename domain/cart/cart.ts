import { isPurchasable, type MarkType, type ShippingType } from '../catalogue/goods';
import type { Event } from '../shared/messages';

/** One cart per owner: a visitor id before sign-in, the user id after (ARCHITECTURE: `cart-<ownerId>`). */
export const cartStream = (ownerId: string) => `cart-${ownerId}`;

/** Part 1 §9 and part 2 §5: max item quantity 1000. */
export const maxItemQuantity = 1000;
/** Part 2 §5 writes it with the final period (part 1 §5 without); the issue asks for this one. */
export const quantityLimitMessage = 'The quantity of an item cannot exceed 1000.';
export const removeFailedMessage = 'Failed to remove item from cart!';
export const verifyEmailMessage = 'Please verify your e-mail address before adding items to your cart. We can send the activation e-mail again.';

/**
 * What the cart rules need to know about a product, copied from the catalogue read
 * model by the application layer when the line is added (the cart never reads it).
 */
export interface GoodsSnapshot {
  goodsId: string;
  priceCents: number;
  salePriceCents: number | null;
  availability: string;
  markType: MarkType | null;
  markTime: string | null;
  shippingType: ShippingType;
  /** Per-item shipping cost in cents (shipping = cost × count) … */
  shippingCost: number;
  /** … or a percentage of the line (0–100), used when shippingCost is 0. */
  shippingPct: number;
  delisted: boolean;
}

/**
 * What a cart line was bought for (part 1 §3 goods: referId, referType): a design
 * project's furniture (`NEED`, the need id) or a DIY board's (`DIY`, the board id).
 * The order line keeps it, so a project can list the orders of its furniture.
 */
export interface CartRefer {
  type: 'NEED' | 'DIY';
  id: string;
}

/** Part 1 §3 cart line: id (needGoodsId), goods, goodsCount; `refer` when added for a project. */
export interface CartLine {
  needGoodsId: string;
  goods: GoodsSnapshot;
  goodsCount: number;
  refer?: CartRefer;
}

export interface MergedLine {
  /** The visitor cart's line that was folded in. */
  visitorNeedGoodsId: string;
  /** The account cart's line it landed in (an existing line for the same goods, or a new one). */
  needGoodsId: string;
  goods: GoodsSnapshot;
  /** The line's count after the merge, capped at 1000. */
  goodsCount: number;
}

export type CartEvent =
  | Event<'CartLineAdded', { ownerId: string; line: CartLine; addedAt: string }>
  /** `refer`: the line is now (also) bought for this project (set when a line without one is added again for a project). */
  | Event<'CartLineCountChanged', { ownerId: string; needGoodsId: string; goodsCount: number; refer?: CartRefer }>
  | Event<'CartLineRemoved', { ownerId: string; needGoodsId: string }>
  | Event<'VisitorCartMerged', { ownerId: string; visitorId: string; lines: MergedLine[]; mergedAt: string }>
  | Event<'CartCleared', { ownerId: string; orderId: string | null; clearedAt: string }>;

export interface CartState {
  lines: CartLine[];
  /** Visitor lines already folded in, so that merging the same visitor cart again adds nothing. */
  mergedVisitorLines: string[];
}

export const initialCartState = (): CartState => ({ lines: [], mergedVisitorLines: [] });

export function evolveCart(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartLineAdded':
      return { ...state, lines: [...state.lines, event.data.line] };
    case 'CartLineCountChanged': {
      const { needGoodsId, goodsCount, refer } = event.data;
      return { ...state, lines: state.lines.map((l) => (l.needGoodsId === needGoodsId ? { ...l, goodsCount, ...(refer ? { refer } : {}) } : l)) };
    }
    case 'CartLineRemoved':
      return { ...state, lines: state.lines.filter((l) => l.needGoodsId !== event.data.needGoodsId) };
    case 'VisitorCartMerged': {
      let lines = state.lines;
      for (const m of event.data.lines) {
        lines = lines.some((l) => l.needGoodsId === m.needGoodsId)
          ? lines.map((l) => (l.needGoodsId === m.needGoodsId ? { ...l, goodsCount: m.goodsCount } : l))
          : [...lines, { needGoodsId: m.needGoodsId, goods: m.goods, goodsCount: m.goodsCount }];
      }
      return { lines, mergedVisitorLines: [...state.mergedVisitorLines, ...event.data.lines.map((m) => m.visitorNeedGoodsId)] };
    }
    case 'CartCleared':
      return { ...state, lines: [] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Part 2 §5: the cart refuses what the catalogue says cannot be bought ('The product is out of stock'). */
export const isOutOfStock = (goods: Pick<GoodsSnapshot, 'availability' | 'markType' | 'markTime'>): boolean => !isPurchasable(goods);

/**
 * Part 1 §5: "a count of zero or less is forced to 1 before sending" — a rule of the
 * cart's forms (the pages apply it to what the shopper typed). The JSON API itself is
 * strict: a count below 1 is refused with a message and changes nothing.
 */
export const countToSend = (count: number): number => (count <= 0 ? 1 : count);

/** Every cart event type; `satisfies` makes forgetting one a compile error. */
export const cartEventTypes = Object.keys({
  CartLineAdded: true,
  CartLineCountChanged: true,
  CartLineRemoved: true,
  VisitorCartMerged: true,
  CartCleared: true,
} satisfies Record<CartEvent['type'], true>) as CartEvent['type'][];
