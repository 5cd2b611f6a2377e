import { colourByKey, coloursOf, materialsFor, type ProductKind } from '../../domain/catalogue/finishes';
import type { Dimensions, GoodsDetails } from '../../domain/catalogue/goods';

/**
 * A deterministic demo catalogue: the same categories and products on every
 * machine, generated from a seeded random number generator. Each product's name,
 * description and pictures come from one kind, one material allowed for it and
 * one colour of that material (domain/catalogue/finishes.ts), so they agree.
 * Products list no photos: their pictures are rendered from their 3D models
 * (issue 22: /media/models/…, named by projections/catalogue/product-model.ts),
 * never fetched from outside.
 */
export interface DemoCategory {
  categoryId: string;
  name: string;
  parentId: string | null;
  sort: number;
  /** Which drawing the picture route uses for goods in this category. */
  kind?: ProductKind;
  /** Typical price range in dollars. */
  price?: [number, number];
  nouns?: string[];
}

const leaf = (categoryId: string, name: string, parentId: string, kind: ProductKind, price: [number, number], nouns: string[]): DemoCategory => ({
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
  leaf('bookcases', 'Bookcases', 'storage', 'bookcase', [149, 1499], ['Bookcase', 'Etagere', 'Open Shelf']),
  leaf('dressers', 'Dressers', 'storage', 'cabinet', [399, 2499], ['Dresser', 'Chest of Drawers']),
  leaf('media-consoles', 'Media Consoles', 'storage', 'cabinet', [299, 1999], ['Media Console', 'TV Stand']),
  leaf('sideboards', 'Sideboards', 'storage', 'cabinet', [399, 2799], ['Sideboard', 'Buffet', 'Credenza']),
  { categoryId: 'bedroom', name: 'Bedroom', parentId: null, sort: 4 },
  leaf('beds', 'Beds', 'bedroom', 'bed', [499, 3999], ['Platform Bed', 'Panel Bed', 'Canopy Bed']),
  leaf('nightstands', 'Nightstands', 'bedroom', 'cabinet', [99, 899], ['Nightstand', 'Bedside Table']),
  leaf('bedding', 'Bedding', 'bedroom', 'textile', [49, 499], ['Duvet Cover', 'Quilt', 'Sheet Set']),
  { categoryId: 'lightings', name: 'lightings', parentId: null, sort: 5 },
  leaf('floor-lamps', 'Floor Lamps', 'lightings', 'lamp', [99, 999], ['Floor Lamp', 'Arc Lamp']),
  leaf('table-lamps', 'Table Lamps', 'lightings', 'lamp', [49, 599], ['Table Lamp', 'Desk Lamp']),
  leaf('pendants', 'Pendants & Chandeliers', 'lightings', 'pendant', [129, 2499], ['Pendant', 'Chandelier']),
  { categoryId: 'rugs', name: 'Rugs', parentId: null, sort: 6 },
  leaf('area-rugs', 'Area Rugs', 'rugs', 'rug', [99, 2999], ['Area Rug', 'Flatweave Rug', 'Shag Rug']),
  leaf('runners', 'Runners', 'rugs', 'rug', [59, 599], ['Runner Rug', 'Hallway Runner']),
  { categoryId: 'wall-arts-and-decor', name: 'wall arts and decor', parentId: null, sort: 7 },
  leaf('wall-art', 'Wall Art', 'wall-arts-and-decor', 'art', [39, 899], ['Abstract Print', 'Landscape Print', 'Botanical Print']),
  leaf('mirrors', 'Mirrors', 'wall-arts-and-decor', 'mirror', [79, 1199], ['Round Mirror', 'Floor Mirror', 'Arched Mirror']),
  leaf('vases', 'Vases & Objects', 'wall-arts-and-decor', 'vase', [19, 299], ['Vase', 'Bud Vase', 'Jug Vase']),
  leaf('pillows', 'Pillows & Throws', 'wall-arts-and-decor', 'textile', [29, 249], ['Throw Pillow', 'Throw Blanket']),
  { categoryId: 'window-treatment', name: 'window treatment', parentId: null, sort: 8 },
  leaf('curtain-panels', 'Curtain Panels', 'window-treatment', 'curtain', [39, 399], ['Curtain Panel', 'Sheer Curtain', 'Blackout Curtain']),
  leaf('blinds', 'Blinds & Shades', 'window-treatment', 'curtain', [49, 499], ['Roman Shade', 'Roller Shade']),
  { categoryId: 'outdoor', name: 'Outdoor', parentId: null, sort: 9 },
  leaf('outdoor-seating', 'Outdoor Seating', 'outdoor', 'chair', [199, 2499], ['Outdoor Lounge Chair', 'Outdoor Sofa', 'Adirondack Chair']),
  leaf('outdoor-dining', 'Outdoor Dining', 'outdoor', 'table', [299, 2999], ['Outdoor Dining Table', 'Bistro Table']),
];

const brands = [
  'Alder & Oak', 'Brightwell', 'Casa Lumen', 'Driftwood Co.', 'Ember Home', 'Fernhill', 'Greystone', 'Harbor Loom',
  'Ivy Lane', 'Juniper Works', 'Kestrel', 'Linden Studio', 'Maple & Moss', 'Northfold', 'Olive Atelier', 'Pinecrest',
];
const adjectives = [
  'Aria', 'Bexley', 'Cove', 'Dune', 'Elmwood', 'Fable', 'Grove', 'Haven', 'Isla', 'Juno', 'Kinsley', 'Luca', 'Marlow',
  'Nova', 'Oslo', 'Porter', 'Quinn', 'Rhodes', 'Sable', 'Tatum', 'Umber', 'Vale', 'Willow', 'Yara', 'Zephyr',
];

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


/** "Sage Velvet Sofa", "Walnut Sideboard" (wood is its own colour), "White Marble Coffee Table", "Navy Abstract Print". */
export function productTitle(material: string, colour: { key: string; name: string }, noun: string): string {
  if (material === 'Canvas') return `${colour.name} ${noun}`;
  if (colour.name.includes(material)) return `${colour.name} ${noun}`;
  const ownColour = ['natural-oak', 'walnut', 'teak', 'brass', 'black-iron', 'rattan', 'jute', 'smoked-glass'].includes(colour.key);
  return ownColour ? `${material} ${noun}` : `${colour.name} ${material} ${noun}`;
}

function describe(name: string, material: string, colour: string, brand: string): string {
  const made = material === 'Canvas' ? 'printed on canvas' : `made in ${material.toLowerCase()}`;
  return `The ${name}, ${made}, in ${colour.toLowerCase()}. Designed by ${brand}, built to last, and chosen by our designers for its proportions and finish.`;
}

/** What some products are only made of (outdoor teak, cotton sheets, wool shag…); anything their kind allows otherwise. */
const onlyOf: [RegExp, readonly string[]][] = [
  [/Outdoor|Adirondack|Bistro/, ['Teak', 'Rattan', 'Iron']],
  [/Duvet|Sheet|Quilt/, ['Linen', 'Cotton']],
  [/Shag/, ['Wool']],
  [/Flatweave|Runner/, ['Wool', 'Cotton', 'Jute']],
  [/Shade/, ['Linen', 'Cotton']],
  [/Stool/, ['Oak', 'Walnut', 'Leather', 'Rattan']],
  [/Desk$/, ['Oak', 'Walnut', 'Teak', 'Lacquered', 'Iron']],
  [/Upholstered|Swivel|Lounge|Armchair|Accent/, ['Velvet', 'Linen', 'Boucle', 'Leather']],
];
const suits = (noun: string, material: string) => onlyOf.find(([re]) => re.test(noun))?.[1].includes(material) ?? true;

/** Typical sizes (width, depth, height in inches) by what the product is. */
const sizes: [RegExp, [number, number], [number, number], [number, number]][] = [
  [/Sectional/, [104, 124], [62, 84], [32, 36]],
  [/Loveseat|Settee/, [56, 68], [32, 38], [30, 36]],
  [/Sofa/, [78, 92], [34, 40], [30, 36]],
  [/Stool/, [16, 19], [16, 19], [26, 31]],
  [/Chair/, [22, 34], [24, 34], [30, 38]],
  [/Ottoman|Pouf/, [18, 30], [18, 30], [16, 19]],
  [/Bench/, [40, 56], [14, 18], [17, 19]],
  [/Coffee|Cocktail/, [36, 52], [20, 30], [15, 18]],
  [/Side Table|End Table|Drink Table|Bedside|Nightstand/, [16, 26], [14, 20], [20, 26]],
  [/Dining|Pedestal|Bistro/, [36, 84], [36, 42], [29, 31]],
  [/Desk/, [42, 60], [22, 28], [29, 30]],
  [/Bookcase|Etagere|Shelf/, [30, 40], [12, 16], [60, 84]],
  [/Dresser|Chest/, [36, 64], [18, 22], [30, 48]],
  [/Console|TV Stand|Sideboard|Buffet|Credenza/, [54, 78], [16, 20], [24, 32]],
  [/Bed/, [64, 84], [84, 90], [36, 60]],
  [/Floor Lamp|Arc Lamp/, [12, 20], [12, 20], [58, 72]],
  [/Lamp/, [10, 16], [10, 16], [18, 28]],
  [/Pendant|Chandelier/, [12, 32], [12, 32], [12, 30]],
  [/Runner/, [24, 36], [96, 144], [1, 1]],
  [/Rug/, [60, 120], [96, 156], [1, 1]],
  [/Mirror/, [24, 40], [1, 2], [30, 72]],
  [/Print/, [16, 40], [1, 2], [20, 50]],
  [/Vase/, [4, 10], [4, 10], [8, 20]],
  [/Curtain/, [50, 54], [1, 1], [84, 108]],
  [/Shade/, [24, 48], [2, 3], [60, 72]],
  [/Duvet|Quilt|Sheet|Blanket/, [60, 108], [50, 98], [1, 1]],
  [/Pillow/, [18, 22], [18, 22], [5, 7]],
];

function sizeOf(noun: string, rand: () => number): Dimensions {
  const [, w, d, h] = sizes.find(([re]) => re.test(noun)) ?? [/./, [20, 40], [20, 40], [20, 40]];
  const within = ([lo, hi]: [number, number]) => Math.round(lo + rand() * (hi - lo));
  return { width: within(w), depth: within(d), height: within(h), unit: 'in' };
}

/** Demo goods always have dimensions. */
export type DemoGoods = { goodsId: string } & GoodsDetails & { dimensions: Dimensions };

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** `count` products spread over every leaf category, identical for the same seed. */
export function demoGoods(count: number, seed = 20261122, idPrefix = 'g'): DemoGoods[] {
  const rand = seededRandom(seed);
  const leaves = demoCategories.filter((c) => c.kind);
  const markBase = Date.UTC(2026, 9, 1);
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const category = leaves[i % leaves.length];
    const noun = pick(rand, category.nouns!);
    const kind = category.kind!;
    const material = pick(rand, materialsFor(kind).filter((m) => suits(noun, m.name)));
    const colour = colourByKey.get(pick(rand, coloursOf(material)))!;
    const title = productTitle(material.name, colour, noun);
    // No two products of a category share a name: another collection name, or a numbered edition once they run out.
    const first = Math.floor(rand() * adjectives.length);
    const candidates = adjectives.map((_, k) => `${adjectives[(first + k) % adjectives.length]} ${title}`);
    let name = candidates.find((n) => !taken.has(`${category.categoryId}:${n}`));
    for (let n = 2; !name; n++) if (!taken.has(`${category.categoryId}:${candidates[0]} ${n}`)) name = `${candidates[0]} ${n}`;
    taken.add(`${category.categoryId}:${name}`);
    const brand = pick(rand, brands);
    const [lo, hi] = category.price!;
    const dollars = Math.round((lo + rand() * (hi - lo)) / 10) * 10 - 1;
    const priceCents = Math.max(dollars, 9) * 100;
    const onSale = rand() < 0.25;
    const salePriceCents = onSale ? Math.round((priceCents * (0.6 + rand() * 0.3)) / 100) * 100 - 1 : null;
    const stock = rand();
    const availability = stock < 0.08 ? 'out of stock' : stock < 0.11 ? 'not available' : stock < 0.2 ? 'low stock' : 'available';
    const unmarked = rand() < 0.03;
    const big = ['sofa', 'bed', 'cabinet', 'bookcase', 'table'].includes(kind);
    const shipRoll = rand();
    const shippingType = shipRoll < 0.3 ? 'FREE' : shipRoll < 0.55 ? 'SMALL' : big && shipRoll > 0.85 ? 'OVERSIZED' : 'STANDARD';
    const shippingCost = shippingType === 'FREE' ? 0 : shippingType === 'SMALL' ? 995 : shippingType === 'OVERSIZED' ? 14900 : rand() < 0.5 ? 4900 : 0;
    const shippingPct = shippingType === 'STANDARD' && shippingCost === 0 ? 8 : 0;
    const goodsId = `${idPrefix}${String(i + 1).padStart(5, '0')}`;
    return {
      goodsId,
      name,
      brand,
      description: describe(name, material.name, colour.name, brand),
      categoryId: category.categoryId,
      priceCents,
      salePriceCents,
      availability,
      savedPics: [] as string[],
      dimensions: sizeOf(noun, rand),
      shippingType,
      shippingCost,
      shippingPct,
      vendorId: `vendor-${brands.indexOf(brand) + 1}`,
      markType: unmarked ? 'NO_MARKED' : rand() < 0.7 ? 'AUTO' : 'MANUAL',
      markTime: unmarked ? null : new Date(markBase + Math.floor(rand() * 40) * 86_400_000).toISOString(),
    };
  });
}
