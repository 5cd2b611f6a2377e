import type { BoardObject, ObjMeta, ObjectType } from './board';

/**
 * Object factories with the spec's constants (part 2 §3): the colour palette's
 * geometry and a product's objMeta (price = cents / 100).
 */
export const PALETTE_RADIUS = 17;
export const PALETTE_DEFAULT_COLOR = '#000000';

/** Colours (default one black), radius 17, width 2·radius·count + 20, height 2·radius. */
export function paletteGeometry(colors: readonly string[] = [], radius = PALETTE_RADIUS) {
  const list = colors.length ? [...colors] : [PALETTE_DEFAULT_COLOR];
  return { colors: list, radius, width: 2 * radius * list.length + 20, height: 2 * radius };
}

export const emptyMeta = (id: string, type: ObjectType): ObjMeta => ({
  id, type, price: null, name: null, productId: null, displayImg: null, customCategory: null,
  source: null, vendor: null, goodsCategory: null, originImg: null, groupStatus: null,
});

export interface ProductInfo {
  productId: string;
  name: string;
  priceCents: number;
  image: string;
  vendor?: string | null;
  goodsCategory?: string | null;
  customCategory?: string | null;
  source?: string | null;
}

/** A product's objMeta: the price in dollars is the catalogue's cents divided by 100. */
export function productMeta(id: string, p: ProductInfo): ObjMeta {
  return {
    ...emptyMeta(id, 'product'), price: p.priceCents / 100, name: p.name, productId: p.productId, displayImg: p.image, originImg: p.image,
    vendor: p.vendor ?? null, goodsCategory: p.goodsCategory ?? null, customCategory: p.customCategory ?? null, source: p.source ?? null,
  };
}

type Place = { left: number; top: number; width?: number; height?: number };

const base = (id: string, type: ObjectType, ownerId: string, at: Place, meta: ObjMeta): BoardObject => ({
  id, type, ownerId, objMeta: meta, z: 0, left: at.left, top: at.top, width: at.width ?? 200, height: at.height ?? 200,
  scaleX: 1, scaleY: 1, angle: 0, flipX: false, flipY: false, originX: 'left', originY: 'top',
});

export const productObject = (id: string, ownerId: string, at: Place, p: ProductInfo): BoardObject => ({ ...base(id, 'product', ownerId, at, productMeta(id, p)), src: p.image });
export const imageObject = (id: string, ownerId: string, at: Place, src: string): BoardObject => ({ ...base(id, 'custom_img', ownerId, at, { ...emptyMeta(id, 'custom_img'), displayImg: src, originImg: src }), src });
export const textObject = (id: string, ownerId: string, at: Place, text: string, fontSize = 32): BoardObject => ({ ...base(id, 'textbox', ownerId, at, emptyMeta(id, 'textbox')), text, fontSize, fill: '#000000' });
export const placeholderObject = (id: string, ownerId: string, at: Place): BoardObject => ({ ...base(id, 'placeholder', ownerId, at, emptyMeta(id, 'placeholder')), src: null });
export function paletteObject(id: string, ownerId: string, at: Place, colors: readonly string[] = []): BoardObject {
  const g = paletteGeometry(colors);
  return { ...base(id, 'color_palette', ownerId, { ...at, width: g.width, height: g.height }, emptyMeta(id, 'color_palette')), colors: g.colors, radius: g.radius };
}
