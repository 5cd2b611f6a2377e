/**
 * The kinds of product the 3D kernel can model, and what each one is: its
 * variants (the first is the default), what holds it up (the floor, a wall or
 * the ceiling), its finish when the product names none, and a typical size.
 *
 * This is a separate type from `ProductKind` in ../finishes.ts on purpose: the
 * clip-art kinds stay as they are for their users, and a product's model kind
 * is finer (a loveseat is not a sectional, a roller shade is not a curtain).
 */
export const modelKinds = [
  'sofa', 'sectional', 'loveseat', 'armchair', 'accent-chair', 'dining-chair', 'stool', 'bench', 'ottoman',
  'coffee-table', 'side-table', 'console', 'dining-table', 'desk',
  'bed', 'nightstand', 'dresser', 'chest', 'bookcase', 'tv-stand', 'cabinet',
  'floor-lamp', 'table-lamp', 'pendant',
  'rug', 'runner', 'mirror', 'wall-art', 'curtain', 'shade', 'pillow', 'throw', 'bedding', 'vase', 'planter',
  'outdoor-sofa', 'outdoor-chair', 'outdoor-table',
] as const;

export type ModelKind = (typeof modelKinds)[number];

/** What the model hangs from or stands on: its parts all connect to it. */
export type Support = 'floor' | 'wall' | 'ceiling';

export interface KindInfo {
  label: string;
  support: Support;
  /** The shapes a kind comes in; the first is the default. */
  variants: readonly string[];
  /** Finish when the product names none: a material of ../finishes.ts and a colour key. */
  material: string;
  colour: string;
  /** A typical size in inches (width × depth × height): tests, benchmarks and the room tiles use it. */
  typical: readonly [number, number, number];
}

const k = (label: string, support: Support, variants: string[], material: string, colour: string, typical: [number, number, number]): KindInfo => ({
  label, support, variants, material, colour, typical,
});

export const kindInfo: Record<ModelKind, KindInfo> = {
  sofa: k('Sofa', 'floor', ['square-arm', 'round-arm'], 'Linen', 'oat', [84, 37, 33]),
  sectional: k('Sectional', 'floor', ['right-chaise', 'left-chaise'], 'Linen', 'sand', [112, 70, 34]),
  loveseat: k('Loveseat', 'floor', ['square-arm', 'round-arm'], 'Velvet', 'sage', [62, 35, 33]),
  armchair: k('Armchair', 'floor', ['club', 'swivel'], 'Boucle', 'ivory', [32, 34, 31]),
  'accent-chair': k('Accent chair', 'floor', ['slipper', 'wingback'], 'Velvet', 'mustard', [27, 29, 34]),
  'dining-chair': k('Dining chair', 'floor', ['wood', 'upholstered'], 'Oak', 'natural-oak', [19, 21, 32]),
  stool: k('Stool', 'floor', ['round', 'square'], 'Walnut', 'walnut', [17, 17, 26]),
  bench: k('Bench', 'floor', ['slab', 'upholstered'], 'Oak', 'natural-oak', [48, 16, 18]),
  ottoman: k('Ottoman', 'floor', ['rectangular', 'pouf'], 'Boucle', 'oat', [30, 20, 17]),
  'coffee-table': k('Coffee table', 'floor', ['rectangular', 'round'], 'Walnut', 'walnut', [46, 24, 16]),
  'side-table': k('Side table', 'floor', ['pedestal', 'square'], 'Marble', 'white-marble', [18, 18, 22]),
  console: k('Console table', 'floor', ['shelf', 'drawers'], 'Oak', 'natural-oak', [56, 15, 30]),
  'dining-table': k('Dining table', 'floor', ['legs', 'pedestal', 'trestle'], 'Oak', 'natural-oak', [72, 38, 30]),
  desk: k('Desk', 'floor', ['writing', 'pedestal', 'standing'], 'Walnut', 'walnut', [52, 24, 30]),
  bed: k('Bed', 'floor', ['panel', 'upholstered', 'platform', 'canopy'], 'Oak', 'natural-oak', [64, 86, 44]),
  nightstand: k('Nightstand', 'floor', ['drawers', 'open'], 'Walnut', 'walnut', [22, 16, 24]),
  dresser: k('Dresser', 'floor', ['six-drawer'], 'Oak', 'natural-oak', [60, 20, 32]),
  chest: k('Chest', 'floor', ['drawers', 'trunk'], 'Walnut', 'walnut', [34, 19, 46]),
  bookcase: k('Bookcase', 'floor', ['bookcase', 'etagere'], 'Oak', 'natural-oak', [34, 14, 72]),
  'tv-stand': k('TV stand', 'floor', ['doors'], 'Walnut', 'walnut', [64, 18, 24]),
  cabinet: k('Cabinet', 'floor', ['sideboard', 'tall'], 'Lacquered', 'sage', [66, 18, 30]),
  'floor-lamp': k('Floor lamp', 'floor', ['straight', 'arc', 'tripod'], 'Brass', 'brass', [16, 16, 62]),
  'table-lamp': k('Table lamp', 'floor', ['gourd', 'stem'], 'Ceramic', 'terracotta', [14, 14, 24]),
  pendant: k('Pendant', 'ceiling', ['dome', 'globe', 'chandelier'], 'Brass', 'brass', [18, 18, 24]),
  rug: k('Rug', 'floor', ['rectangular', 'round'], 'Wool', 'slate', [96, 120, 1]),
  runner: k('Runner', 'floor', ['fringed'], 'Wool', 'rust', [30, 120, 1]),
  mirror: k('Mirror', 'wall', ['rectangular', 'round', 'arched'], 'Brass', 'brass', [30, 1.5, 40]),
  'wall-art': k('Wall art', 'wall', ['abstract', 'landscape', 'botanical'], 'Canvas', 'terracotta', [24, 1.5, 32]),
  curtain: k('Curtain panel', 'wall', ['panel', 'sheer'], 'Linen', 'cream', [52, 2, 96]),
  shade: k('Shade', 'wall', ['roller', 'roman'], 'Linen', 'oat', [36, 3, 64]),
  pillow: k('Pillow', 'floor', ['knife-edge'], 'Velvet', 'rust', [20, 6, 20]),
  throw: k('Throw', 'floor', ['fringed'], 'Wool', 'mustard', [60, 50, 1]),
  bedding: k('Bedding', 'floor', ['quilted'], 'Linen', 'sage', [88, 92, 1]),
  vase: k('Vase', 'floor', ['classic', 'bud', 'jug'], 'Ceramic', 'sage', [7, 7, 14]),
  planter: k('Planter', 'floor', ['pot', 'stand'], 'Ceramic', 'terracotta', [14, 14, 13]),
  'outdoor-sofa': k('Outdoor sofa', 'floor', ['slatted'], 'Teak', 'teak', [80, 34, 30]),
  'outdoor-chair': k('Outdoor chair', 'floor', ['lounge', 'adirondack'], 'Teak', 'teak', [30, 32, 32]),
  'outdoor-table': k('Outdoor table', 'floor', ['rectangular', 'round'], 'Teak', 'teak', [70, 38, 29]),
};

/** Typical sizes of the variants whose shape differs from the kind's usual one (a round rug is square, a trunk is low). */
const variantTypical: Partial<Record<ModelKind, Record<string, readonly [number, number, number]>>> = {
  ottoman: { pouf: [20, 20, 16] },
  'accent-chair': { wingback: [30, 32, 42] },
  'coffee-table': { round: [36, 36, 16] },
  'dining-table': { pedestal: [48, 48, 30] },
  desk: { standing: [55, 28, 40] },
  chest: { trunk: [40, 18, 20] },
  bookcase: { etagere: [30, 14, 72] },
  cabinet: { tall: [38, 20, 72] },
  'floor-lamp': { arc: [60, 16, 78], tripod: [22, 22, 62] },
  pendant: { globe: [12, 12, 22], chandelier: [28, 28, 26] },
  rug: { round: [96, 96, 1] },
  mirror: { round: [30, 1.5, 30], arched: [24, 1.5, 36] },
  'wall-art': { landscape: [32, 1.5, 24] },
  'outdoor-chair': { adirondack: [30, 34, 38] },
  'outdoor-table': { round: [42, 42, 29] },
};

/** A typical size (inches) of a kind in a variant. */
export const typicalSize = (kind: ModelKind, variant?: string): readonly [number, number, number] =>
  (variant && variantTypical[kind]?.[variant]) || kindInfo[kind].typical;

export const isModelKind = (value: unknown): value is ModelKind => typeof value === 'string' && (modelKinds as readonly string[]).includes(value);

/** Fabrics, for the kinds whose default shape follows the material (an upholstered dining chair). */
export const fabrics = ['Velvet', 'Linen', 'Boucle', 'Leather', 'Cotton', 'Wool', 'Jute', 'Canvas'];

/**
 * The variant a product gets when it names none: the kind's first, except
 * where the material settles it (a velvet dining chair is upholstered, a
 * glass pendant is a globe, a ceramic lamp has a gourd base) or the
 * proportions do (a cabinet taller than wide is a tall cabinet).
 */
export function defaultVariant(kind: ModelKind, material: string, width: number, height: number): string {
  const info = kindInfo[kind];
  switch (kind) {
    case 'dining-chair':
    case 'bench':
      return fabrics.includes(material) ? 'upholstered' : info.variants[0];
    case 'pendant':
      return material === 'Glass' ? 'globe' : material === 'Rattan' ? 'dome' : info.variants[0];
    case 'table-lamp':
      return material === 'Ceramic' ? 'gourd' : 'stem';
    case 'cabinet':
      return height > width ? 'tall' : 'sideboard';
    case 'bed':
      return fabrics.includes(material) ? 'upholstered' : info.variants[0];
    default:
      return info.variants[0];
  }
}
