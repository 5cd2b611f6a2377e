/**
 * Named pieces the site shows outside the catalogue (issue 22): the home page's
 * collage, the sample mood board, the questionnaire's furniture and style
 * pictures. Each is a model of a kind at its typical size in one finish, drawn by
 * the same kernel as the products (served at /media/pieces/{name}.webp). Only
 * these names are drawn, so no request can ask for a render of its own choosing.
 */
import { typicalSize, type ModelKind } from './kinds';
import type { ModelSpec } from './spec';

export interface Piece {
  kind: ModelKind;
  variant?: string;
  material: string;
  colour: string;
}

const p = (kind: ModelKind, material: string, colour: string, variant?: string): Piece => ({ kind, material, colour, ...(variant ? { variant } : {}) });

export const pieces = {
  'sage-velvet-sofa': p('sofa', 'Velvet', 'sage'),
  'oat-linen-sofa': p('sofa', 'Linen', 'oat'),
  'cream-linen-sofa': p('sofa', 'Linen', 'cream'),
  'charcoal-velvet-sofa': p('sofa', 'Velvet', 'charcoal'),
  'rattan-accent-chair': p('accent-chair', 'Rattan', 'rattan'),
  'rattan-side-chair': p('dining-chair', 'Rattan', 'rattan'),
  'rust-velvet-armchair': p('armchair', 'Velvet', 'rust'),
  'rust-leather-armchair': p('armchair', 'Leather', 'rust'),
  'oat-boucle-armchair': p('armchair', 'Boucle', 'oat'),
  'mustard-velvet-pouf': p('ottoman', 'Velvet', 'mustard', 'pouf'),
  'marble-pedestal-table': p('dining-table', 'Marble', 'white-marble', 'pedestal'),
  'walnut-dining-table': p('dining-table', 'Walnut', 'walnut'),
  'oak-dining-table': p('dining-table', 'Oak', 'natural-oak'),
  'walnut-coffee-table': p('coffee-table', 'Walnut', 'walnut'),
  'slate-panel-bed': p('bed', 'Linen', 'slate', 'panel'),
  'slate-upholstered-bed': p('bed', 'Linen', 'slate', 'upholstered'),
  'oak-dresser': p('dresser', 'Oak', 'natural-oak'),
  'sage-lacquered-dresser': p('dresser', 'Lacquered', 'sage'),
  'walnut-sideboard': p('cabinet', 'Walnut', 'walnut', 'sideboard'),
  'iron-etagere': p('bookcase', 'Iron', 'black-iron', 'etagere'),
  'ivory-lacquered-bookcase': p('bookcase', 'Lacquered', 'ivory'),
  'brass-dome-pendant': p('pendant', 'Brass', 'brass', 'dome'),
  'brass-arc-floor-lamp': p('floor-lamp', 'Brass', 'brass', 'arc'),
  'teal-ceramic-table-lamp': p('table-lamp', 'Ceramic', 'teal', 'gourd'),
  'jute-area-rug': p('rug', 'Jute', 'jute'),
  'terracotta-wool-rug': p('rug', 'Wool', 'terracotta'),
  'brass-arched-mirror': p('mirror', 'Brass', 'brass', 'arched'),
  'mustard-abstract-print': p('wall-art', 'Canvas', 'mustard', 'abstract'),
  'blush-bud-vase': p('vase', 'Ceramic', 'blush'),
  'sand-wool-throw': p('throw', 'Wool', 'sand'),
  // Every other kind in its default finish: the questionnaire's "which pieces do you need" shows one of each.
  'sand-linen-sectional': p('sectional', 'Linen', 'sand'),
  'sage-velvet-loveseat': p('loveseat', 'Velvet', 'sage'),
  'walnut-stool': p('stool', 'Walnut', 'walnut'),
  'oak-bench': p('bench', 'Oak', 'natural-oak'),
  'marble-side-table': p('side-table', 'Marble', 'white-marble'),
  'oak-console-table': p('console', 'Oak', 'natural-oak'),
  'walnut-desk': p('desk', 'Walnut', 'walnut'),
  'walnut-nightstand': p('nightstand', 'Walnut', 'walnut'),
  'walnut-chest': p('chest', 'Walnut', 'walnut'),
  'walnut-tv-stand': p('tv-stand', 'Walnut', 'walnut'),
  'rust-wool-runner': p('runner', 'Wool', 'rust'),
  'cream-linen-curtain': p('curtain', 'Linen', 'cream'),
  'oat-linen-shade': p('shade', 'Linen', 'oat'),
  'rust-velvet-pillow': p('pillow', 'Velvet', 'rust'),
  'sage-linen-bedding': p('bedding', 'Linen', 'sage'),
  'terracotta-ceramic-planter': p('planter', 'Ceramic', 'terracotta'),
  'teak-outdoor-sofa': p('outdoor-sofa', 'Teak', 'teak'),
  'teak-outdoor-chair': p('outdoor-chair', 'Teak', 'teak'),
  'teak-outdoor-table': p('outdoor-table', 'Teak', 'teak'),
} satisfies Record<string, Piece>;

export type PieceName = keyof typeof pieces;

export const isPieceName = (name: unknown): name is PieceName => typeof name === 'string' && Object.hasOwn(pieces, name);

/** The piece's spec: its kind at the kind's (or variant's) typical size, in its finish. */
export function pieceSpec(name: PieceName): ModelSpec {
  const piece: Piece = pieces[name];
  const [width, depth, height] = typicalSize(piece.kind, piece.variant);
  return { kind: piece.kind, ...(piece.variant ? { variant: piece.variant } : {}), dimensions: { width, depth, height, unit: 'in' }, material: piece.material, colour: piece.colour };
}

/** Where a piece's picture is served. */
export const piecePicture = (name: PieceName) => `/media/pieces/${name}.webp`;
