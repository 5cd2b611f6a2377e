/**
 * What a product is, from its name (and its category when the name is too
 * generic): a model kind and, when the name says so, a variant. "Luca Teak
 * Outdoor Sofa" → outdoor-sofa; "Cove Iron Extending Dining Table" →
 * dining-table; "Roller Shade" → shade (roller). A name that names nothing we
 * model gives null — never a guess.
 *
 * The rule: the name is split into words (lower case, accents dropped,
 * plurals made singular); every known phrase found in it is a candidate; the
 * head noun wins — the phrase that ends last, and of those the longest
 * ("Table Lamp" is a lamp, "Coffee Table Book" would be… a book, which we do
 * not model, but "Sofa Table" is a console). Words after "with", "for", "in"
 * or "by" describe rather than name ("Pillow for Sofa" is a pillow). A phrase
 * can map to null on purpose (a table runner is not a runner rug, a lamp shade
 * is not a window shade). An outdoor word in the name or the category turns a
 * sofa, chair or table into its outdoor kind. Generic heads ("Chair",
 * "Table", "Lamp") take their kind from the category, or give null.
 */
import type { ModelKind } from './kinds';

export interface KindMatch {
  kind: ModelKind;
  variant?: string;
}

type Target = ModelKind | null | 'generic';

/** Phrases (singular, lower case) and what they name; variants the phrase itself implies. */
const phrases: [string, Target, string?][] = [
  ['sofa', 'sofa'], ['couch', 'sofa'], ['sleeper sofa', 'sofa'], ['sofa bed', 'sofa'], ['chesterfield', 'sofa', 'round-arm'],
  ['sectional', 'sectional'], ['sectional sofa', 'sectional'], ['modular sofa', 'sectional'],
  ['loveseat', 'loveseat'], ['love seat', 'loveseat'], ['settee', 'loveseat'],
  ['armchair', 'armchair'], ['arm chair', 'armchair'], ['club chair', 'armchair'], ['lounge chair', 'armchair'], ['recliner', 'armchair'], ['swivel chair', 'armchair', 'swivel'],
  ['accent chair', 'accent-chair'], ['slipper chair', 'accent-chair', 'slipper'], ['wingback chair', 'accent-chair', 'wingback'], ['wingback', 'accent-chair', 'wingback'],
  ['dining chair', 'dining-chair'], ['side chair', 'dining-chair'], ['kitchen chair', 'dining-chair'],
  ['outdoor chair', 'outdoor-chair'], ['patio chair', 'outdoor-chair'], ['garden chair', 'outdoor-chair'], ['outdoor table', 'outdoor-table'], ['patio table', 'outdoor-table'], ['garden table', 'outdoor-table'],
  ['adirondack chair', 'outdoor-chair', 'adirondack'], ['adirondack', 'outdoor-chair', 'adirondack'],
  ['stool', 'stool'], ['bar stool', 'stool'], ['barstool', 'stool'], ['counter stool', 'stool'],
  ['bench', 'bench'], ['ottoman', 'ottoman'], ['pouf', 'ottoman', 'pouf'], ['pouffe', 'ottoman', 'pouf'], ['footstool', 'ottoman'], ['foot stool', 'ottoman'],
  ['coffee table', 'coffee-table'], ['cocktail table', 'coffee-table'],
  ['side table', 'side-table'], ['end table', 'side-table'], ['accent table', 'side-table'], ['drink table', 'side-table', 'pedestal'], ['martini table', 'side-table', 'pedestal'], ['lamp table', 'side-table'], ['nesting table', 'side-table'],
  ['console', 'console'], ['console table', 'console'], ['sofa table', 'console'], ['entryway table', 'console'], ['hall table', 'console'],
  ['dining table', 'dining-table'], ['kitchen table', 'dining-table'], ['pedestal table', 'dining-table', 'pedestal'], ['trestle table', 'dining-table', 'trestle'], ['farmhouse table', 'dining-table'], ['bistro table', 'dining-table', 'pedestal'],
  ['desk', 'desk'], ['writing desk', 'desk', 'writing'], ['standing desk', 'desk', 'standing'], ['executive desk', 'desk', 'pedestal'], ['computer desk', 'desk'],
  ['bed', 'bed'], ['platform bed', 'bed', 'platform'], ['panel bed', 'bed', 'panel'], ['canopy bed', 'bed', 'canopy'], ['four poster bed', 'bed', 'canopy'], ['upholstered bed', 'bed', 'upholstered'],
  ['nightstand', 'nightstand'], ['night stand', 'nightstand'], ['bedside table', 'nightstand'], ['bedside chest', 'nightstand'],
  ['dresser', 'dresser'], ['double dresser', 'dresser'], ['lowboy', 'dresser'],
  ['chest', 'chest'], ['chest of drawer', 'chest', 'drawers'], ['tallboy', 'chest', 'drawers'], ['blanket chest', 'chest', 'trunk'], ['storage chest', 'chest', 'trunk'], ['trunk', 'chest', 'trunk'],
  ['bookcase', 'bookcase'], ['bookshelf', 'bookcase'], ['book shelf', 'bookcase'], ['shelving unit', 'bookcase'], ['open shelf', 'bookcase'], ['etagere', 'bookcase', 'etagere'], ['ladder shelf', 'bookcase', 'etagere'],
  ['tv stand', 'tv-stand'], ['tv console', 'tv-stand'], ['media console', 'tv-stand'], ['media cabinet', 'tv-stand'], ['media stand', 'tv-stand'], ['entertainment center', 'tv-stand'],
  ['cabinet', 'cabinet'], ['sideboard', 'cabinet', 'sideboard'], ['buffet', 'cabinet', 'sideboard'], ['credenza', 'cabinet', 'sideboard'], ['bar cabinet', 'cabinet'], ['armoire', 'cabinet', 'tall'], ['wardrobe', 'cabinet', 'tall'], ['hutch', 'cabinet', 'tall'], ['china cabinet', 'cabinet', 'tall'],
  ['floor lamp', 'floor-lamp'], ['arc lamp', 'floor-lamp', 'arc'], ['arc floor lamp', 'floor-lamp', 'arc'], ['tripod floor lamp', 'floor-lamp', 'tripod'], ['tripod lamp', 'floor-lamp', 'tripod'], ['torchiere', 'floor-lamp'],
  ['table lamp', 'table-lamp'], ['desk lamp', 'table-lamp', 'stem'], ['buffet lamp', 'table-lamp'], ['accent lamp', 'table-lamp'],
  ['pendant', 'pendant'], ['pendant light', 'pendant'], ['pendant lamp', 'pendant'], ['chandelier', 'pendant', 'chandelier'], ['globe pendant', 'pendant', 'globe'], ['dome pendant', 'pendant', 'dome'],
  ['rug', 'rug'], ['area rug', 'rug'], ['doormat', 'rug'], ['bath mat', 'rug'],
  ['runner', 'runner'], ['runner rug', 'runner'], ['hallway runner', 'runner'], ['stair runner', 'runner'],
  ['mirror', 'mirror'], ['round mirror', 'mirror', 'round'], ['arched mirror', 'mirror', 'arched'], ['sunburst mirror', 'mirror', 'round'],
  ['print', 'wall-art'], ['art print', 'wall-art'], ['wall art', 'wall-art'], ['canvas print', 'wall-art'], ['canvas art', 'wall-art'], ['poster', 'wall-art'], ['painting', 'wall-art'], ['framed print', 'wall-art'],
  ['abstract print', 'wall-art', 'abstract'], ['landscape print', 'wall-art', 'landscape'], ['botanical print', 'wall-art', 'botanical'],
  ['curtain', 'curtain'], ['curtain panel', 'curtain'], ['drape', 'curtain'], ['drapery', 'curtain'], ['sheer curtain', 'curtain', 'sheer'], ['sheer panel', 'curtain', 'sheer'],
  ['shade', 'shade'], ['window shade', 'shade'], ['roller shade', 'shade', 'roller'], ['roman shade', 'shade', 'roman'], ['cellular shade', 'shade', 'roller'], ['blind', 'shade', 'roller'], ['roller blind', 'shade', 'roller'],
  ['pillow', 'pillow'], ['throw pillow', 'pillow'], ['lumbar pillow', 'pillow'], ['cushion', 'pillow'], ['pillow cover', 'pillow'], ['cushion cover', 'pillow'], ['floor cushion', 'pillow'],
  ['throw', 'throw'], ['throw blanket', 'throw'], ['blanket', 'throw'],
  ['duvet', 'bedding'], ['duvet cover', 'bedding'], ['quilt', 'bedding'], ['coverlet', 'bedding'], ['comforter', 'bedding'], ['bedspread', 'bedding'], ['sheet set', 'bedding'],
  ['vase', 'vase'], ['bud vase', 'vase', 'bud'], ['jug vase', 'vase', 'jug'], ['pitcher', 'vase', 'jug'], ['urn', 'vase'],
  ['planter', 'planter'], ['plant pot', 'planter'], ['flower pot', 'planter'], ['cachepot', 'planter'], ['plant stand', 'planter', 'stand'],
  // Generic heads: the category decides.
  ['chair', 'generic'], ['table', 'generic'], ['lamp', 'generic'], ['light', 'generic'], ['seat', 'generic'], ['seating', 'generic'], ['shelf', 'generic'], ['storage', 'generic'],
  // Things we do not model, named so that their words are not mistaken for something we do.
  ['table runner', null], ['lamp shade', null], ['lampshade', null], ['shade sail', null], ['sun shade', null], ['venetian blind', null],
  ['headboard', null], ['bunk bed', null], ['daybed', null], ['crib', null], ['chaise lounge', null], ['chaise longue', null],
  ['office chair', null], ['desk chair', null], ['gaming chair', null], ['bean bag', null], ['sconce', null], ['flush mount', null], ['ceiling fan', null],
  ['kitchen island', null], ['bar cart', null], ['wall shelf', null], ['floating shelf', null], ['coat rack', null], ['gift card', null], ['candle', null], ['basket', null], ['tray', null], ['clock', null], ['book', null],
];

/** Words that turn a sofa, chair or table into its outdoor kind. */
const outdoorWords = new Set(['outdoor', 'patio', 'garden', 'terrace', 'deck', 'poolside', 'balcony']);
/** After one of these, the name describes rather than names. */
const connectors = new Set(['with', 'for', 'in', 'by', 'featuring', 'plus']);

/** Variant words anywhere in the name, per kind. */
const variantWords: Partial<Record<ModelKind, [string, string][]>> = {
  sofa: [['rolled', 'round-arm'], ['roll', 'round-arm']],
  loveseat: [['rolled', 'round-arm'], ['roll', 'round-arm']],
  sectional: [['left', 'left-chaise'], ['right', 'right-chaise']],
  armchair: [['swivel', 'swivel']],
  'accent-chair': [['wingback', 'wingback'], ['wing', 'wingback']],
  'dining-chair': [['upholstered', 'upholstered'], ['padded', 'upholstered']],
  bench: [['upholstered', 'upholstered'], ['tufted', 'upholstered']],
  ottoman: [['pouf', 'pouf'], ['round', 'pouf']],
  'coffee-table': [['round', 'round'], ['oval', 'round'], ['drum', 'round']],
  'side-table': [['round', 'pedestal'], ['pedestal', 'pedestal'], ['square', 'square']],
  console: [['drawer', 'drawers']],
  'dining-table': [['round', 'pedestal'], ['oval', 'pedestal'], ['pedestal', 'pedestal'], ['tulip', 'pedestal'], ['trestle', 'trestle']],
  desk: [['standing', 'standing'], ['executive', 'pedestal'], ['pedestal', 'pedestal']],
  bed: [['upholstered', 'upholstered'], ['tufted', 'upholstered'], ['platform', 'platform'], ['canopy', 'canopy'], ['poster', 'canopy']],
  nightstand: [['open', 'open']],
  chest: [['trunk', 'trunk'], ['blanket', 'trunk']],
  bookcase: [['etagere', 'etagere'], ['ladder', 'etagere']],
  cabinet: [['tall', 'tall'], ['armoire', 'tall'], ['wardrobe', 'tall'], ['sideboard', 'sideboard'], ['buffet', 'sideboard'], ['credenza', 'sideboard']],
  'floor-lamp': [['arc', 'arc'], ['arched', 'arc'], ['tripod', 'tripod']],
  'table-lamp': [['gourd', 'gourd'], ['stem', 'stem']],
  pendant: [['globe', 'globe'], ['dome', 'dome'], ['chandelier', 'chandelier']],
  rug: [['round', 'round'], ['circle', 'round']],
  mirror: [['round', 'round'], ['circle', 'round'], ['oval', 'round'], ['arched', 'arched'], ['arch', 'arched']],
  'wall-art': [['abstract', 'abstract'], ['landscape', 'landscape'], ['botanical', 'botanical'], ['floral', 'botanical'], ['leaf', 'botanical']],
  curtain: [['sheer', 'sheer'], ['voile', 'sheer']],
  shade: [['roman', 'roman'], ['roller', 'roller']],
  vase: [['bud', 'bud'], ['jug', 'jug'], ['pitcher', 'jug']],
  planter: [['stand', 'stand'], ['leg', 'stand']],
  'outdoor-chair': [['adirondack', 'adirondack'], ['lounge', 'lounge']],
  'outdoor-table': [['round', 'round'], ['bistro', 'round']],
};

/** Lower case, accents dropped, split into words, plurals made singular. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

function singular(w: string): string {
  if (w.length <= 3 || /(ss|us|is)$/.test(w)) return w;
  if (w.endsWith('ves')) return `${w.slice(0, -3)}f`;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(ch|sh|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

interface Phrase { words: string[]; target: Target; variant?: string }

/** The phrases by their first word, each list in the table's order (a catch-up names 100,000 products: no scan of every phrase per word). */
const byFirstWord = new Map<string, Phrase[]>();
for (const [text, target, variant] of phrases) {
  const ws = words(text);
  const list = byFirstWord.get(ws[0]) ?? [];
  list.push({ words: ws, target, variant });
  byFirstWord.set(ws[0], list);
}

interface Found { target: Target; variant?: string; end: number; length: number }

/** The head phrase of a list of words, or null when none is known: the one that ends last, of those the longest, of equals the first listed. */
function headOf(ws: string[]): Found | null {
  let best: Found | null = null;
  for (let i = 0; i < ws.length; i++) {
    for (const p of byFirstWord.get(ws[i]) ?? []) {
      const end = i + p.words.length;
      if (end > ws.length || !p.words.every((w, k) => ws[i + k] === w)) continue;
      if (!best || end > best.end || (end === best.end && p.words.length > best.length)) best = { target: p.target, variant: p.variant, end, length: p.words.length };
    }
  }
  return best;
}

/** Cuts the words after a connector, once something was named before it. */
function naming(ws: string[]): string[] {
  for (let i = 1; i < ws.length; i++) if (connectors.has(ws[i]) && headOf(ws.slice(0, i))) return ws.slice(0, i);
  return ws;
}

const outdoorOf: Partial<Record<ModelKind, ModelKind>> = {
  sofa: 'outdoor-sofa', loveseat: 'outdoor-sofa', sectional: 'outdoor-sofa',
  armchair: 'outdoor-chair', 'accent-chair': 'outdoor-chair', 'dining-chair': 'outdoor-chair',
  'coffee-table': 'outdoor-table', 'side-table': 'outdoor-table', 'dining-table': 'outdoor-table', console: 'outdoor-table',
};

export interface ProductNaming {
  name: string;
  /** The category's id or name ('dining-chairs', 'Outdoor Seating'); optional. */
  category?: string | null;
}

/** The model kind (and variant, when the name says so) of a product, or null. */
export function kindOfProduct(product: ProductNaming): KindMatch | null {
  const nameWords = naming(words(product.name ?? ''));
  const categoryWords = words(product.category ?? '');
  let found = headOf(nameWords);
  if (!found || found.target === null) return null;
  if (found.target === 'generic') {
    const fromCategory = headOf(categoryWords);
    if (!fromCategory || fromCategory.target === null || fromCategory.target === 'generic') return null;
    found = fromCategory;
  }
  let kind = found.target as ModelKind;
  const outdoor = [...nameWords, ...categoryWords].some((w) => outdoorWords.has(w));
  if (outdoor && outdoorOf[kind]) kind = outdoorOf[kind]!;
  // The phrase's own variant, unless another word of the name says more (a "Round Bistro Table").
  let variant = found.variant;
  for (const [word, v] of variantWords[kind] ?? []) if (nameWords.includes(word)) { variant = v; break; }
  if (kind === 'outdoor-table' && variant === 'pedestal') variant = 'round';
  if (kind === 'outdoor-chair' && variant && !['lounge', 'adirondack'].includes(variant)) variant = undefined;
  return variant ? { kind, variant } : { kind };
}

/**
 * Kinds a shopper looking for one kind also means (search, issue 22): a sofa search
 * shows sectionals and loveseats too; a chair search the other chairs.
 */
const families: ModelKind[][] = [
  ['sofa', 'sectional', 'loveseat'],
  ['armchair', 'accent-chair'],
  ['rug', 'runner'],
  ['dresser', 'chest'],
  ['outdoor-sofa', 'outdoor-chair'],
];

/** The kind a single search word names ("sofas" → sofa, "settee" → loveseat), or null. */
export function kindOfWord(word: string): ModelKind | null {
  const [w] = words(word);
  const found = phrases.find(([phrase, target]) => phrase === w && target !== null && target !== 'generic');
  return (found?.[1] as ModelKind | undefined) ?? null;
}

/** A kind and the kinds shoppers mean with it (sofa → sofa, sectional, loveseat). */
export const kindFamily = (kind: ModelKind): ModelKind[] => families.find((f) => f.includes(kind)) ?? [kind];

/** The one-word names of a kind and of the kinds shoppers mean with it ("sofa" → sofa, couch, sectional, loveseat, settee). */
export function wordsForKind(kind: ModelKind): string[] {
  const kinds = kindFamily(kind);
  return [...new Set(phrases.filter(([phrase, target]) => !phrase.includes(' ') && kinds.includes(target as ModelKind)).map(([phrase]) => phrase))];
}
