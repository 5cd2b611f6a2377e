import type { Dimensions, GoodsDetails } from '../../domain/catalogue/goods';

/**
 * A deterministic demo catalogue: the same categories and products on every
 * machine, generated from a seeded random number generator. Pictures are SVGs
 * drawn by /media/art/{kind}/{hue}-{variant}.svg, never fetched from outside.
 */
export interface DemoCategory {
  categoryId: string;
  name: string;
  parentId: string | null;
  sort: number;
  /** Which drawing the picture route uses for goods in this category. */
  kind?: string;
  /** Typical price range in dollars. */
  price?: [number, number];
  nouns?: string[];
}

const leaf = (categoryId: string, name: string, parentId: string, kind: string, price: [number, number], nouns: string[]): DemoCategory => ({
  categoryId, name, parentId, sort: 0, kind, price, nouns,
});

export const demoCategories: DemoCategory[] = [
  { categoryId: 'seating', name: 'Seating', parentId: null, sort: 1 },
  leaf('sofas', 'Sofas', 'seating', 'sofa', [699, 3499], ['Sofa', 'Loveseat', 'Settee']),
  leaf('sectionals', 'Sectionals', 'seating', 'sofa', [1299, 4999], ['Sectional', 'Modular Sectional', 'Chaise Sectional']),
  leaf('accent-chairs', 'Accent Chairs', 'seating', 'chair', [199, 1299], ['Accent Chair', 'Lounge Chair', 'Armchair', 'Swivel Chair']),
  leaf('dining-chairs', 'Dining Chairs', 'seating', 'chair', [89, 599], ['Dining Chair', 'Side Chair', 'Counter Stool', 'Bar Stool']),
  leaf('ottomans', 'Ottomans & Benches', 'seating', 'ottoman', [99, 799], ['Ottoman', 'Pouf', 'Bench']),
  { categoryId: 'tables', name: 'Tables', parentId: null, sort: 2 },
  leaf('coffee-tables', 'Coffee Tables', 'tables', 'table', [149, 1499], ['Coffee Table', 'Cocktail Table']),
  leaf('side-tables', 'Side Tables', 'tables', 'table', [79, 699], ['Side Table', 'End Table', 'Drink Table']),
  leaf('dining-tables', 'Dining Tables', 'tables', 'table', [399, 3299], ['Dining Table', 'Extending Dining Table', 'Pedestal Table']),
  leaf('desks', 'Desks', 'tables', 'table', [249, 1899], ['Desk', 'Writing Desk', 'Standing Desk']),
  { categoryId: 'storage', name: 'Storage', parentId: null, sort: 3 },
  leaf('bookcases', 'Bookcases', 'storage', 'cabinet', [149, 1499], ['Bookcase', 'Etagere', 'Shelf']),
  leaf('dressers', 'Dressers', 'storage', 'cabinet', [399, 2499], ['Dresser', 'Chest of Drawers']),
  leaf('media-consoles', 'Media Consoles', 'storage', 'cabinet', [299, 1999], ['Media Console', 'TV Stand']),
  leaf('sideboards', 'Sideboards', 'storage', 'cabinet', [399, 2799], ['Sideboard', 'Buffet', 'Credenza']),
  { categoryId: 'bedroom', name: 'Bedroom', parentId: null, sort: 4 },
  leaf('beds', 'Beds', 'bedroom', 'bed', [499, 3999], ['Platform Bed', 'Upholstered Bed', 'Canopy Bed']),
  leaf('nightstands', 'Nightstands', 'bedroom', 'cabinet', [99, 899], ['Nightstand', 'Bedside Table']),
  leaf('bedding', 'Bedding', 'bedroom', 'textile', [49, 499], ['Duvet Cover', 'Quilt', 'Sheet Set']),
  { categoryId: 'lightings', name: 'lightings', parentId: null, sort: 5 },
  leaf('floor-lamps', 'Floor Lamps', 'lightings', 'lamp', [99, 999], ['Floor Lamp', 'Arc Lamp']),
  leaf('table-lamps', 'Table Lamps', 'lightings', 'lamp', [49, 599], ['Table Lamp', 'Desk Lamp']),
  leaf('pendants', 'Pendants & Chandeliers', 'lightings', 'pendant', [129, 2499], ['Pendant', 'Chandelier']),
  { categoryId: 'rugs', name: 'Rugs', parentId: null, sort: 6 },
  leaf('area-rugs', 'Area Rugs', 'rugs', 'rug', [99, 2999], ['Area Rug', 'Wool Rug', 'Jute Rug']),
  leaf('runners', 'Runners', 'rugs', 'rug', [59, 599], ['Runner Rug', 'Hallway Runner']),
  { categoryId: 'wall-arts-and-decor', name: 'wall arts and decor', parentId: null, sort: 7 },
  leaf('wall-art', 'Wall Art', 'wall-arts-and-decor', 'art', [39, 899], ['Framed Print', 'Canvas Art', 'Wall Sculpture']),
  leaf('mirrors', 'Mirrors', 'wall-arts-and-decor', 'mirror', [79, 1199], ['Round Mirror', 'Floor Mirror', 'Arched Mirror']),
  leaf('vases', 'Vases & Objects', 'wall-arts-and-decor', 'vase', [19, 299], ['Vase', 'Bowl', 'Sculpture']),
  leaf('pillows', 'Pillows & Throws', 'wall-arts-and-decor', 'textile', [29, 249], ['Throw Pillow', 'Throw Blanket']),
  { categoryId: 'window-treatment', name: 'window treatment', parentId: null, sort: 8 },
  leaf('curtain-panels', 'Curtain Panels', 'window-treatment', 'curtain', [39, 399], ['Curtain Panel', 'Sheer Curtain', 'Blackout Curtain']),
  leaf('blinds', 'Blinds & Shades', 'window-treatment', 'curtain', [49, 499], ['Roman Shade', 'Roller Shade', 'Woven Blind']),
  { categoryId: 'outdoor', name: 'Outdoor', parentId: null, sort: 9 },
  leaf('outdoor-seating', 'Outdoor Seating', 'outdoor', 'chair', [199, 2499], ['Outdoor Lounge Chair', 'Outdoor Sofa', 'Adirondack Chair']),
  leaf('outdoor-dining', 'Outdoor Dining', 'outdoor', 'table', [299, 2999], ['Outdoor Dining Table', 'Bistro Set']),
];

const brands = [
  'Alder & Oak', 'Brightwell', 'Casa Lumen', 'Driftwood Co.', 'Ember Home', 'Fernhill', 'Greystone', 'Harbor Loom',
  'Ivy Lane', 'Juniper Works', 'Kestrel', 'Linden Studio', 'Maple & Moss', 'Northfold', 'Olive Atelier', 'Pinecrest',
];
const adjectives = [
  'Aria', 'Bexley', 'Cove', 'Dune', 'Elmwood', 'Fable', 'Grove', 'Haven', 'Isla', 'Juno', 'Kinsley', 'Luca', 'Marlow',
  'Nova', 'Oslo', 'Porter', 'Quinn', 'Rhodes', 'Sable', 'Tatum', 'Umber', 'Vale', 'Willow', 'Yara', 'Zephyr',
];
const materials = ['Oak', 'Walnut', 'Velvet', 'Linen', 'Boucle', 'Leather', 'Rattan', 'Marble', 'Brass', 'Ceramic', 'Teak', 'Wool', 'Cotton', 'Iron'];
const colors = ['Ivory', 'Charcoal', 'Sage', 'Terracotta', 'Navy', 'Oat', 'Blush', 'Olive', 'Sand', 'Ink', 'Rust', 'Cream'];

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Demo goods always have dimensions. */
export type DemoGoods = { goodsId: string } & GoodsDetails & { dimensions: Dimensions };

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** `count` products spread over every leaf category, identical for the same seed. */
export function demoGoods(count: number, seed = 20261122, idPrefix = 'g'): DemoGoods[] {
  const rand = seededRandom(seed);
  const leaves = demoCategories.filter((c) => c.kind);
  const markBase = Date.UTC(2026, 9, 1);
  return Array.from({ length: count }, (_, i) => {
    const category = leaves[i % leaves.length];
    const noun = pick(rand, category.nouns!);
    const material = pick(rand, materials);
    const color = pick(rand, colors);
    const name = `${pick(rand, adjectives)} ${material} ${noun}`;
    const brand = pick(rand, brands);
    const [lo, hi] = category.price!;
    const dollars = Math.round((lo + rand() * (hi - lo)) / 10) * 10 - 1;
    const priceCents = Math.max(dollars, 9) * 100;
    const onSale = rand() < 0.25;
    const salePriceCents = onSale ? Math.round((priceCents * (0.6 + rand() * 0.3)) / 100) * 100 - 1 : null;
    const stock = rand();
    const availability = stock < 0.08 ? 'out of stock' : stock < 0.11 ? 'not available' : stock < 0.2 ? 'low stock' : 'available';
    const unmarked = rand() < 0.03;
    const big = ['sofa', 'bed', 'cabinet', 'table'].includes(category.kind!);
    const shipRoll = rand();
    const shippingType = shipRoll < 0.3 ? 'FREE' : shipRoll < 0.55 ? 'SMALL' : big && shipRoll > 0.85 ? 'OVERSIZED' : 'STANDARD';
    const shippingCost = shippingType === 'FREE' ? 0 : shippingType === 'SMALL' ? 995 : shippingType === 'OVERSIZED' ? 14900 : rand() < 0.5 ? 4900 : 0;
    const shippingPct = shippingType === 'STANDARD' && shippingCost === 0 ? 8 : 0;
    const hue = Math.floor(rand() * 360);
    const goodsId = `${idPrefix}${String(i + 1).padStart(5, '0')}`;
    const size = big ? 60 + Math.round(rand() * 40) : 14 + Math.round(rand() * 30);
    return {
      goodsId,
      name,
      brand,
      description: `The ${name} in ${color.toLowerCase()} brings ${material.toLowerCase()} warmth to any room. Designed by ${brand}, built to last, and chosen by our designers for its proportions and finish.`,
      categoryId: category.categoryId,
      priceCents,
      salePriceCents,
      availability,
      savedPics: [1, 2, 3].map((v) => `/media/art/${category.kind}/${hue}-${v}.svg`),
      dimensions: { width: size, depth: Math.round(size * (0.4 + rand() * 0.5)), height: Math.round(size * (0.3 + rand() * 0.8)), unit: 'in' },
      shippingType,
      shippingCost,
      shippingPct,
      vendorId: `vendor-${brands.indexOf(brand) + 1}`,
      markType: unmarked ? 'NO_MARKED' : rand() < 0.7 ? 'AUTO' : 'MANUAL',
      markTime: unmarked ? null : new Date(markBase + Math.floor(rand() * 40) * 86_400_000).toISOString(),
    };
  });
}
