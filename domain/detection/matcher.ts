import { colourByKey, colours, materials } from '../catalogue/finishes';
import { kindFamily, kindInfo, type ModelKind } from '../catalogue/models3d';
import { colourName, hslDistance, type DetectedObject } from './objects';

/**
 * The matching score (ADR 047): how well a catalogue product answers one
 * detected object, out of 100 — kind 40, colour 25, material 15, size 10,
 * price 10 — with a reason for each part. Pure: the candidate query
 * (projections/detection/candidates.ts) applies the same parts but size, and
 * this ranks what it returns.
 */
export interface CandidateProduct {
  id: string;
  name: string;
  kind: ModelKind;
  colour: string | null;
  material: string | null;
  /** The product's width in centimetres, or null. */
  widthCm: number | null;
  priceCents: number;
}

export interface ScorePart {
  part: 'kind' | 'colour' | 'material' | 'size' | 'price';
  points: number;
  max: number;
  why: string;
}

export interface Match {
  product: CandidateProduct;
  score: number;
  parts: ScorePart[];
  /** The parts as one line ("Sofa · Sage like the photo’s · Velvet · 5% wider · within your price"). */
  why: string;
}

export const scoreWeights = { kind: 40, kindFamily: 28, colour: 25, material: 15, size: 10, price: 10 } as const;
/** Colours further apart than this (hslDistance) earn no colour points. */
export const colourReach = 0.35;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Points for a product's kind: the object's own kind 40, one shoppers mean with it (a loveseat for a sofa) 28; no other kind is a candidate. */
export function kindPoints(object: Pick<DetectedObject, 'kind'>, kind: ModelKind): number {
  if (kind === object.kind) return scoreWeights.kind;
  return kindFamily(object.kind).includes(kind) ? scoreWeights.kindFamily : 0;
}

/** Points for a product colour (a catalogue key, or null): the object's colour 25, fading to 0 at `colourReach`; half when the object's colour is unknown. */
export function colourPoints(object: Pick<DetectedObject, 'colour'>, colour: string | null): number {
  if (!object.colour) return round1(scoreWeights.colour / 2);
  const want = colourByKey.get(object.colour);
  const have = colour ? colourByKey.get(colour) : undefined;
  if (!want || !have) return round1(scoreWeights.colour / 4);
  if (want.key === have.key) return scoreWeights.colour;
  return round1(scoreWeights.colour * Math.max(0, 1 - hslDistance(want.hsl, have.hsl) / colourReach));
}

const materialGroups: string[][] = [
  ['Velvet', 'Linen', 'Boucle', 'Cotton', 'Wool', 'Jute', 'Canvas'],
  ['Oak', 'Walnut', 'Teak', 'Lacquered', 'Rattan'],
  ['Brass', 'Iron'],
  ['Marble', 'Glass', 'Ceramic'],
];
const groupOf = (m: string) => materialGroups.findIndex((g) => g.includes(m));

/** Points for a product material: the object's 15, one of its family (another fabric, another wood) 8; 7 when the object's is unknown. */
export function materialPoints(object: Pick<DetectedObject, 'material'>, material: string | null): number {
  if (!object.material) return 7;
  if (!material) return 0;
  if (material === object.material) return scoreWeights.material;
  const g = groupOf(object.material);
  return g >= 0 && g === groupOf(material) ? 8 : 0;
}

/** Points for a width: 10 at the same width, 0 at twice (or half) it; 5 when either is unknown. */
export function sizePoints(object: Pick<DetectedObject, 'widthCm'>, widthCm: number | null): number {
  if (!object.widthCm || !widthCm) return scoreWeights.size / 2;
  return round1(scoreWeights.size * Math.max(0, 1 - Math.abs(Math.log(widthCm / object.widthCm)) / Math.LN2));
}

/** Points for a price: 10 at the hint, 0 at twice it (or a quarter of it: cheaper is kinder); 5 without a hint. */
export function pricePoints(object: Pick<DetectedObject, 'priceHintCents'>, priceCents: number): number {
  if (!object.priceHintCents) return scoreWeights.price / 2;
  const ratio = priceCents / object.priceHintCents;
  const reach = ratio > 1 ? Math.LN2 : Math.log(4);
  return round1(scoreWeights.price * Math.max(0, 1 - Math.abs(Math.log(ratio)) / reach));
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** A product's score for an object, with its reasons. */
export function scoreProduct(object: DetectedObject, product: CandidateProduct): Match {
  const parts: ScorePart[] = [];
  const k = kindPoints(object, product.kind);
  parts.push({ part: 'kind', points: k, max: scoreWeights.kind, why: k === scoreWeights.kind ? kindInfo[product.kind].label : `${kindInfo[product.kind].label} (like a ${kindInfo[object.kind].label.toLowerCase()})` });
  const c = colourPoints(object, product.colour);
  const cName = colourName(product.colour) ?? 'colour unknown';
  parts.push({ part: 'colour', points: c, max: scoreWeights.colour, why: !object.colour ? cName : product.colour === object.colour ? `${cName} as in the picture` : c > 0 ? `${cName}, close to ${colourName(object.colour)}` : `${cName}, not ${colourName(object.colour)}` });
  const m = materialPoints(object, product.material);
  parts.push({ part: 'material', points: m, max: scoreWeights.material, why: product.material ? (object.material && m < scoreWeights.material ? `${product.material}, not ${object.material}` : product.material) : 'material unknown' });
  const s = sizePoints(object, product.widthCm);
  parts.push({
    part: 'size', points: s, max: scoreWeights.size,
    why: object.widthCm && product.widthCm ? `${Math.round(product.widthCm)} cm wide (about ${Math.round(object.widthCm)} cm in the picture)` : 'size not compared',
  });
  const p = pricePoints(object, product.priceCents);
  parts.push({ part: 'price', points: p, max: scoreWeights.price, why: object.priceHintCents ? `${dollars(product.priceCents)} (you said about ${dollars(object.priceHintCents)})` : dollars(product.priceCents) });
  const score = round1(parts.reduce((sum, x) => sum + x.points, 0));
  return { product, score, parts, why: parts.map((x) => x.why).join(' · ') };
}

/** The best `limit` products for an object, best first; ties go to the cheaper, then by id (stable). */
export function rankProducts(object: DetectedObject, candidates: readonly CandidateProduct[], limit = 5): Match[] {
  return candidates
    .filter((p) => kindPoints(object, p.kind) > 0)
    .map((p) => scoreProduct(object, p))
    .sort((a, b) => b.score - a.score || a.product.priceCents - b.product.priceCents || (a.product.id < b.product.id ? -1 : 1))
    .slice(0, limit);
}

/**
 * The points a candidate query gives without size (which the query cannot
 * see cheaply): per colour key and per material, as tables the query joins.
 */
export function prefilterTables(object: DetectedObject) {
  return {
    kinds: kindFamily(object.kind).map((k) => ({ kind: k, points: kindPoints(object, k) })),
    colours: [...colours.map((c) => ({ colour: c.key as string | null, points: colourPoints(object, c.key) })), { colour: null, points: colourPoints(object, null) }],
    materials: [...materials.map((m) => ({ material: m.name as string | null, points: materialPoints(object, m.name) })), { material: null, points: materialPoints(object, null) }],
  };
}

/**
 * Several objects' matches as one list (listFurnitureForNewAi, "add all"):
 * round robin over the objects — each object's best, then each one's second…
 * — at most `splitCount` per object and `count` in all, no product twice.
 */
export function mergeMatches(perObject: readonly Match[][], count: number, splitCount: number): Match[] {
  const out: Match[] = [];
  const seen = new Set<string>();
  const taken = perObject.map(() => 0);
  const at = perObject.map(() => 0);
  let progress = true;
  while (out.length < count && progress) {
    progress = false;
    perObject.forEach((list, i) => {
      if (out.length >= count || taken[i]! >= splitCount) return;
      while (at[i]! < list.length && seen.has(list[at[i]!]!.product.id)) at[i]!++;
      const next = list[at[i]!];
      if (!next) return;
      at[i]!++;
      taken[i]!++;
      seen.add(next.product.id);
      out.push(next);
      progress = true;
    });
  }
  return out;
}

/** A width in centimetres from the catalogue's dimensions (inches or cm). */
export const widthInCm = (d: { width: number; unit: 'in' | 'cm' } | null | undefined): number | null =>
  d && d.width > 0 ? (d.unit === 'cm' ? d.width : d.width * 2.54) : null;
