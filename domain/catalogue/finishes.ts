/**
 * The colours and materials goods come in. A product's name, description and
 * picture are all made from one colour and one material, so they cannot
 * disagree; each material names the kinds of product it is used for, and wood,
 * metal and natural fibres carry their own colour.
 */
export interface Colour {
  key: string;
  name: string;
  /** Hue (0–359), saturation and lightness (0–100) of the main surface. */
  hsl: readonly [number, number, number];
}

const c = (key: string, name: string, h: number, s: number, l: number): Colour => ({ key, name, hsl: [h, s, l] });

export const colours: readonly Colour[] = [
  c('ivory', 'Ivory', 42, 38, 88),
  c('cream', 'Cream', 45, 48, 84),
  c('oat', 'Oat', 36, 26, 74),
  c('sand', 'Sand', 34, 32, 66),
  c('blush', 'Blush', 352, 42, 78),
  c('terracotta', 'Terracotta', 14, 52, 52),
  c('rust', 'Rust', 18, 56, 40),
  c('mustard', 'Mustard', 44, 62, 50),
  c('olive', 'Olive', 68, 28, 40),
  c('sage', 'Sage', 100, 16, 58),
  c('forest', 'Forest Green', 150, 30, 28),
  c('teal', 'Teal', 186, 36, 36),
  c('navy', 'Navy', 222, 40, 28),
  c('slate', 'Slate Blue', 212, 22, 52),
  c('charcoal', 'Charcoal', 220, 6, 28),
  c('ink', 'Ink Black', 215, 20, 16),
  // The colours of materials that have their own.
  c('natural-oak', 'Natural Oak', 34, 42, 64),
  c('walnut', 'Walnut', 24, 36, 32),
  c('teak', 'Teak', 28, 46, 44),
  c('brass', 'Brass', 43, 58, 54),
  c('black-iron', 'Black', 0, 0, 14),
  c('white-marble', 'White Marble', 40, 12, 90),
  c('green-marble', 'Green Marble', 150, 20, 34),
  c('rattan', 'Rattan', 38, 46, 62),
  c('jute', 'Jute', 40, 36, 60),
  c('smoked-glass', 'Smoked Glass', 30, 10, 56),
];

export const colourByKey = new Map(colours.map((x) => [x.key, x]));

/** Colours that are a material's own (wood, metal, fibre, stone, glass): a frame or stem in one is that material. */
export const materialColours: readonly string[] = colours.slice(16).map((x) => x.key);

/** Painted, dyed or glazed: any of the named colours (not the materials' own). */
export const paintable = colours.slice(0, 16).map((x) => x.key);

export type ProductKind =
  | 'sofa' | 'chair' | 'ottoman' | 'table' | 'cabinet' | 'bookcase' | 'bed' | 'textile' | 'lamp' | 'pendant' | 'rug' | 'art' | 'mirror' | 'vase' | 'curtain';

export interface Material {
  name: string;
  /** Its own colour, or null when it comes in any `paintable` colour. */
  ownColours: readonly string[] | null;
  kinds: readonly ProductKind[];
}

export const materials: readonly Material[] = [
  { name: 'Velvet', ownColours: null, kinds: ['sofa', 'chair', 'ottoman', 'bed', 'textile', 'curtain'] },
  { name: 'Linen', ownColours: null, kinds: ['sofa', 'chair', 'ottoman', 'bed', 'textile', 'curtain', 'lamp'] },
  { name: 'Boucle', ownColours: ['ivory', 'cream', 'oat', 'sand', 'charcoal'], kinds: ['sofa', 'chair', 'ottoman', 'bed'] },
  { name: 'Leather', ownColours: ['rust', 'terracotta', 'charcoal', 'ink', 'sand', 'olive'], kinds: ['sofa', 'chair', 'ottoman'] },
  { name: 'Cotton', ownColours: null, kinds: ['textile', 'curtain', 'rug'] },
  { name: 'Wool', ownColours: null, kinds: ['rug', 'textile', 'ottoman'] },
  { name: 'Jute', ownColours: ['jute'], kinds: ['rug'] },
  { name: 'Oak', ownColours: ['natural-oak'], kinds: ['table', 'cabinet', 'bookcase', 'bed', 'chair', 'mirror'] },
  { name: 'Walnut', ownColours: ['walnut'], kinds: ['table', 'cabinet', 'bookcase', 'bed', 'chair', 'mirror'] },
  { name: 'Teak', ownColours: ['teak'], kinds: ['table', 'cabinet', 'bookcase', 'chair'] },
  { name: 'Lacquered', ownColours: null, kinds: ['cabinet', 'bookcase', 'table'] },
  { name: 'Marble', ownColours: ['white-marble', 'green-marble'], kinds: ['table'] },
  { name: 'Rattan', ownColours: ['rattan'], kinds: ['chair', 'pendant', 'mirror'] },
  { name: 'Brass', ownColours: ['brass'], kinds: ['lamp', 'pendant', 'mirror'] },
  { name: 'Iron', ownColours: ['black-iron'], kinds: ['lamp', 'pendant', 'mirror', 'table', 'bookcase'] },
  { name: 'Glass', ownColours: ['smoked-glass'], kinds: ['pendant', 'vase'] },
  { name: 'Ceramic', ownColours: null, kinds: ['lamp', 'vase'] },
  { name: 'Canvas', ownColours: null, kinds: ['art'] },
];

export const materialsFor = (kind: ProductKind) => materials.filter((m) => m.kinds.includes(kind));
export const coloursOf = (m: Material) => m.ownColours ?? paintable;
