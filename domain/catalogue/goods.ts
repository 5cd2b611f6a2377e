import type { Event } from '../shared/messages';

export const goodsStream = (goodsId: string) => `goods-${goodsId}`;

export type ShippingType = 'FREE' | 'SMALL' | 'STANDARD' | 'OVERSIZED';
export type MarkType = 'AUTO' | 'MANUAL' | 'NO_MARKED';

export interface Dimensions {
  width: number;
  depth: number;
  height: number;
  unit: 'in' | 'cm';
}

/** Every field the spec lists for goods (part 1 §3), plus what a shop page needs. */
export interface GoodsDetails {
  name: string;
  brand: string;
  description: string;
  categoryId: string;
  priceCents: number;
  salePriceCents: number | null;
  availability: string;
  savedPics: string[];
  dimensions: Dimensions | null;
  shippingType: ShippingType;
  /** Per-item shipping cost in cents (shipping = cost × count) … */
  shippingCost: number;
  /** … or a percentage of the line (0–100); used when shippingCost is 0. */
  shippingPct: number;
  vendorId: string;
  /** How availability was last confirmed; NO_MARKED means never. */
  markType: MarkType | null;
  markTime: string | null;
  /**
   * The 3D model's facts as staff set them in the console (issue 22): a model
   * kind, its variant, a material and a colour of ./finishes.ts. Null or absent
   * (events older than these facts) = as the name says (./model-facts.ts).
   */
  kind?: string | null;
  variant?: string | null;
  material?: string | null;
  colour?: string | null;
}

export type GoodsEvent =
  | Event<'GoodsListed', { goodsId: string; listedAt: string } & GoodsDetails>
  | Event<'GoodsPriceChanged', { goodsId: string; priceCents: number; salePriceCents: number | null }>
  | Event<'GoodsAvailabilityChanged', { goodsId: string; availability: string; markType: MarkType | null; markTime: string | null }>
  | Event<'GoodsDetailsChanged', { goodsId: string; changes: Partial<Omit<GoodsDetails, 'priceCents' | 'salePriceCents' | 'availability' | 'markType' | 'markTime'>> }>
  | Event<'GoodsDelisted', { goodsId: string; delistedAt: string }>;

export type GoodsState =
  | { status: 'none' }
  | { status: 'listed' | 'delisted'; goods: GoodsDetails };

export const initialGoodsState = (): GoodsState => ({ status: 'none' });

export function evolveGoods(state: GoodsState, event: GoodsEvent): GoodsState {
  switch (event.type) {
    case 'GoodsListed': {
      const { goodsId: _id, listedAt: _at, ...goods } = event.data;
      return { status: 'listed', goods };
    }
    case 'GoodsPriceChanged':
    case 'GoodsAvailabilityChanged':
    case 'GoodsDetailsChanged': {
      if (state.status === 'none') return state;
      const { goodsId: _id, ...rest } = event.data;
      const changes = 'changes' in rest ? rest.changes : rest;
      return { ...state, goods: { ...state.goods, ...changes } };
    }
    case 'GoodsDelisted':
      return state.status === 'none' ? state : { ...state, status: 'delisted' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * Can this product go in a cart? Part 2 §5 (and issue 7): out of stock when the
 * availability text contains 'not' or 'out' (any case), or when it has no mark type
 * (NO_MARKED counts as none) and no mark time. Message: 'The product is out of stock'.
 * (Part 1 §5 words the second half loosely — "no mark time or mark type"; part 2 is the precise one.)
 */
export function isPurchasable(goods: Pick<GoodsDetails, 'availability' | 'markType' | 'markTime'>): boolean {
  const availability = goods.availability.toLowerCase();
  if (availability.includes('not') || availability.includes('out')) return false;
  const noMarkType = !goods.markType || goods.markType === 'NO_MARKED';
  return !(noMarkType && !goods.markTime);
}

export const outOfStockMessage = 'The product is out of stock';

/** Price the shopper pays for one item, in cents. */
export function effectivePriceCents(goods: Pick<GoodsDetails, 'priceCents' | 'salePriceCents'>): number {
  return goods.salePriceCents !== null && goods.salePriceCents < goods.priceCents ? goods.salePriceCents : goods.priceCents;
}

/** Every goods event type; `satisfies` makes forgetting one a compile error. Projections are tested against it. */
export const goodsEventTypes = Object.keys({
  GoodsListed: true,
  GoodsPriceChanged: true,
  GoodsAvailabilityChanged: true,
  GoodsDetailsChanged: true,
  GoodsDelisted: true,
} satisfies Record<GoodsEvent['type'], true>) as GoodsEvent['type'][];
