import { colours, colourByKey, materials } from '../catalogue/finishes';
import { isModelKind, kindInfo, kindOfWord, modelKinds, type ModelKind } from '../catalogue/models3d';

/**
 * Shop the photo (issue 25): what a detector (or the shopper, by hand) says is
 * in a picture — the kind of piece, its colour and material, its rough size
 * and what it might cost — and where it is (a box in fractions of the picture).
 */
export interface DetectedObject {
  /** What the detector called it ("velvet sofa"), or the kind's label for a manual choice. */
  label: string;
  kind: ModelKind;
  /** A catalogue colour key (domain/catalogue/finishes), or null when unknown. */
  colour: string | null;
  /** A catalogue material name ("Velvet"), or null when unknown. */
  material: string | null;
  /** Approximate width in centimetres, or null. */
  widthCm: number | null;
  /** What the shopper means to spend on it, in cents, or null. */
  priceHintCents: number | null;
  /** Where it is: left, top, width, height as fractions (0–1) of the picture; null for a manual choice. */
  box: { x: number; y: number; w: number; h: number } | null;
  /** The detector's confidence (0–1); 1 for a manual choice. */
  confidence: number;
}

export const detectionLimits = { objectsMax: 24, labelMax: 80, manualMax: 12 } as const;

/** The kinds a shopper may pick by hand (every kind the catalogue has), with their labels. */
export const shoppableKinds: { kind: ModelKind; label: string }[] = modelKinds.map((kind) => ({ kind, label: kindInfo[kind].label }));
export const colourChoices = colours.map((c) => ({ key: c.key, name: c.name }));
export const materialChoices = materials.map((m) => m.name);

const colourWords = new Map<string, string>();
for (const c of colours) {
  colourWords.set(c.key, c.key);
  colourWords.set(c.name.toLowerCase(), c.key);
  for (const w of c.name.toLowerCase().split(/\s+/)) if (!colourWords.has(w)) colourWords.set(w, c.key);
}
// Plain words a detector or shopper uses for catalogue colours.
for (const [w, key] of [['white', 'ivory'], ['beige', 'oat'], ['grey', 'charcoal'], ['gray', 'charcoal'], ['black', 'ink'], ['blue', 'navy'], ['green', 'sage'], ['pink', 'blush'], ['yellow', 'mustard'], ['orange', 'terracotta'], ['brown', 'walnut'], ['red', 'rust'], ['gold', 'brass']] as const) {
  colourWords.set(w, key);
}
const materialWords = new Map(materials.map((m) => [m.name.toLowerCase(), m.name]));
materialWords.set('wood', 'Oak').set('wooden', 'Oak').set('wicker', 'Rattan').set('metal', 'Iron').set('bouclé', 'Boucle').set('stone', 'Marble');

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-zà-ÿ-]+/).filter(Boolean);

/**
 * A detector's label read as catalogue terms: the kind its last kind word
 * names ("green velvet sofa" → sofa), and any colour and material it names.
 * Null when it names no kind the catalogue sells.
 */
export function readLabel(label: string): { kind: ModelKind; colour: string | null; material: string | null } | null {
  const words = wordsOf(label);
  let kind: ModelKind | null = null;
  const joined = words.join('-');
  if (isModelKind(joined)) kind = joined;
  for (let i = 0; !kind && i < words.length - 1; i++) {
    const pair = `${words[i]}-${words[i + 1]}`;
    if (isModelKind(pair)) kind = pair;
  }
  for (let i = words.length - 1; !kind && i >= 0; i--) kind = kindOfWord(words[i]!) ?? (isModelKind(words[i]) ? (words[i] as ModelKind) : null);
  if (!kind) return null;
  const colour = words.map((w) => colourWords.get(w)).find(Boolean) ?? null;
  const material = words.map((w) => materialWords.get(w)).find(Boolean) ?? null;
  return { kind, colour, material };
}

/** The catalogue colour nearest an RGB colour (what the picture shows inside a box). */
export function nearestColour(r: number, g: number, b: number): string {
  const [h, s, l] = rgbToHsl(r, g, b);
  let best = colours[0]!;
  let bestDistance = Infinity;
  for (const c of colours) {
    const d = hslDistance([h, s, l], c.hsl);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best.key;
}

export function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [Math.round(h * 60), Math.round(s * 100), Math.round(l * 100)];
}

/**
 * How far apart two colours look, 0 (the same) to about 1.5: lightness counts
 * most, then hue weighted by how saturated both are (greys have no hue).
 */
export function hslDistance(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  const dh = Math.min(Math.abs(a[0] - b[0]), 360 - Math.abs(a[0] - b[0])) / 180;
  const sat = Math.min(a[1], b[1]) / 100;
  const ds = Math.abs(a[1] - b[1]) / 100;
  const dl = Math.abs(a[2] - b[2]) / 100;
  return Math.sqrt((dh * sat * 1.2) ** 2 + (ds * 0.5) ** 2 + (dl * 1.2) ** 2);
}

export const colourName = (key: string | null) => (key ? (colourByKey.get(key)?.name ?? key) : null);
