import { describe, expect, it } from 'vitest';
import type { ModelKind } from '../catalogue/models3d';
import { mergeMatches, rankProducts, scoreProduct, type CandidateProduct } from './matcher';
import { nearestColour, readLabel, type DetectedObject } from './objects';

/** A seeded catalogue: each kind in several colours, materials, sizes and prices; the ones a table row names are placed among look-alikes. */
const p = (id: string, kind: ModelKind, colour: string | null, material: string | null, widthCm: number | null, dollars: number): CandidateProduct => ({ id, name: id, kind, colour, material, widthCm, priceCents: dollars * 100 });
const fillerColours = ['ivory', 'rust', 'navy', 'charcoal', 'mustard', 'blush', 'teal', 'ink'];
const filler: CandidateProduct[] = (['sofa', 'sectional', 'loveseat', 'armchair', 'accent-chair', 'coffee-table', 'rug', 'floor-lamp', 'pendant', 'dining-table', 'bed', 'mirror'] as ModelKind[]).flatMap((kind, k) =>
  fillerColours.flatMap((colour, c) => [p(`f-${kind}-${colour}-a`, kind, colour, k % 2 ? 'Oak' : 'Linen', 80 + c * 20, 300 + c * 150), p(`f-${kind}-${colour}-b`, kind, colour, 'Velvet', 150 + c * 10, 900 + k * 40)]),
);
const named: CandidateProduct[] = [
  p('sage-velvet-sofa', 'sofa', 'sage', 'Velvet', 213, 1400),
  p('olive-velvet-sofa', 'sofa', 'olive', 'Velvet', 210, 1350),
  p('sage-velvet-loveseat', 'loveseat', 'sage', 'Velvet', 157, 1100),
  p('sage-linen-sofa-huge', 'sofa', 'sage', 'Linen', 330, 4200),
  p('jute-rug-8x10', 'rug', 'jute', 'Jute', 244, 420),
  p('jute-runner', 'runner', 'jute', 'Jute', 76, 120),
  p('oat-wool-rug', 'rug', 'oat', 'Wool', 244, 650),
  p('walnut-coffee-table', 'coffee-table', 'walnut', 'Walnut', 117, 680),
  p('teak-coffee-table', 'coffee-table', 'teak', 'Teak', 120, 720),
  p('marble-coffee-table', 'coffee-table', 'white-marble', 'Marble', 110, 1500),
  p('brass-arc-lamp', 'floor-lamp', 'brass', 'Brass', 150, 390),
  p('black-iron-floor-lamp', 'floor-lamp', 'black-iron', 'Iron', 40, 210),
  p('rattan-pendant', 'pendant', 'rattan', 'Rattan', 45, 160),
  p('boucle-armchair', 'armchair', 'ivory', 'Boucle', 81, 890),
  p('cream-boucle-accent', 'accent-chair', 'cream', 'Boucle', 70, 640),
  p('oak-dining-table', 'dining-table', 'natural-oak', 'Oak', 183, 1250),
  p('cheap-oak-dining-table', 'dining-table', 'natural-oak', 'Oak', 150, 450),
  p('round-brass-mirror', 'mirror', 'brass', 'Brass', 76, 240),
];
const catalogue = [...filler, ...named];

const o = (label: string, kind: ModelKind, colour: string | null, material: string | null, widthCm: number | null = null, priceHintCents: number | null = null): DetectedObject => ({ label, kind, colour, material, widthCm, priceHintCents, box: null, confidence: 0.9 });

/** Each detected object, the products that must be among its five best, and one that must not. */
const table: { object: DetectedObject; top5: string[]; first?: string; notTop5?: string[] }[] = [
  { object: o('green velvet sofa', 'sofa', 'sage', 'Velvet', 210), first: 'sage-velvet-sofa', top5: ['sage-velvet-sofa', 'olive-velvet-sofa', 'sage-velvet-loveseat'] },
  { object: o('big green sofa', 'sofa', 'sage', null, 330, 400_000), first: 'sage-linen-sofa-huge', top5: ['sage-linen-sofa-huge', 'sage-velvet-sofa'] },
  { object: o('jute rug', 'rug', 'jute', 'Jute', 240), first: 'jute-rug-8x10', top5: ['jute-rug-8x10', 'jute-runner'] },
  { object: o('beige rug', 'rug', 'oat', 'Wool', 250), first: 'oat-wool-rug', top5: ['oat-wool-rug', 'jute-rug-8x10'] },
  { object: o('wooden coffee table', 'coffee-table', 'walnut', 'Walnut', 115, 70_000), first: 'walnut-coffee-table', top5: ['walnut-coffee-table', 'teak-coffee-table'], notTop5: ['marble-coffee-table'] },
  { object: o('marble table', 'coffee-table', 'white-marble', 'Marble'), first: 'marble-coffee-table', top5: ['marble-coffee-table'] },
  { object: o('gold floor lamp', 'floor-lamp', 'brass', 'Brass', 140), first: 'brass-arc-lamp', top5: ['brass-arc-lamp'] },
  { object: o('black lamp', 'floor-lamp', 'black-iron', 'Iron', 40, 20_000), first: 'black-iron-floor-lamp', top5: ['black-iron-floor-lamp'] },
  { object: o('wicker pendant', 'pendant', 'rattan', 'Rattan'), first: 'rattan-pendant', top5: ['rattan-pendant'] },
  { object: o('white boucle armchair', 'armchair', 'ivory', 'Boucle', 80), first: 'boucle-armchair', top5: ['boucle-armchair', 'cream-boucle-accent'] },
  { object: o('oak dining table, budget', 'dining-table', 'natural-oak', 'Oak', 160, 50_000), first: 'cheap-oak-dining-table', top5: ['cheap-oak-dining-table', 'oak-dining-table'] },
  { object: o('round mirror', 'mirror', 'brass', null), first: 'round-brass-mirror', top5: ['round-brass-mirror'] },
  // Only the kind known (a manual pick): any of its kind, none of another.
  { object: o('Sofa', 'sofa', null, null), top5: [] },
];

describe('the matcher ranks the catalogue for each detected object', () => {
  it.each(table)('$object.label', ({ object, top5, first, notTop5 }) => {
    const ranked = rankProducts(object, catalogue, 5);
    const ids = ranked.map((m) => m.product.id);
    expect(ranked).toHaveLength(5);
    for (const id of top5) expect(ids).toContain(id);
    if (first) expect(ids[0]).toBe(first);
    for (const id of notTop5 ?? []) expect(ids).not.toContain(id);
    // Only the object's kind, or one shoppers mean with it.
    const family: Record<string, string[]> = { sofa: ['sofa', 'sectional', 'loveseat'], rug: ['rug', 'runner'], armchair: ['armchair', 'accent-chair'] };
    for (const m of ranked) expect(family[object.kind] ?? [object.kind]).toContain(m.product.kind);
    // Best first, scores out of 100, each with its reasons.
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
    for (const m of ranked) {
      expect(m.score).toBeLessThanOrEqual(100);
      expect(m.parts.map((x) => x.part)).toEqual(['kind', 'colour', 'material', 'size', 'price']);
      expect(m.score).toBeCloseTo(m.parts.reduce((s, x) => s + x.points, 0), 5);
    }
  });
});

describe('the score explains itself', () => {
  it('gives every part its points and a reason', () => {
    const m = scoreProduct(o('green velvet sofa', 'sofa', 'sage', 'Velvet', 210, 140_000), named[0]!);
    expect(m.score).toBe(100 - (10 - m.parts[3]!.points));
    expect(m.why).toBe('Sofa · Sage as in the picture · Velvet · 213 cm wide (about 210 cm in the picture) · $1,400 (you said about $1,400)');
    const loveseat = scoreProduct(o('sofa', 'sofa', 'sage', 'Linen'), named[2]!);
    expect(loveseat.parts[0]).toMatchObject({ points: 28, why: 'Loveseat (like a sofa)' });
    expect(loveseat.parts[2]).toMatchObject({ points: 8, why: 'Velvet, not Linen' });
  });

  it('reads a detector’s label and a picture’s colour as catalogue terms', () => {
    expect(readLabel('green velvet sofa')).toEqual({ kind: 'sofa', colour: 'sage', material: 'Velvet' });
    expect(readLabel('coffee table')).toEqual({ kind: 'coffee-table', colour: null, material: null });
    expect(readLabel('wooden dining table')).toMatchObject({ kind: 'dining-table', material: 'Oak' });
    expect(readLabel('ceramic planter')).toMatchObject({ kind: 'planter', material: 'Ceramic' });
    expect(readLabel('person')).toBeNull();
    expect(nearestColour(20, 20, 30)).toBe('ink');
    expect(nearestColour(200, 160, 60)).toMatch(/brass|mustard/);
  });

  it('merges objects’ matches round robin, at most splitCount each and count in all, no product twice', () => {
    const a = rankProducts(o('sofa', 'sofa', 'sage', null), catalogue, 10);
    const b = rankProducts(o('loveseat', 'loveseat', 'sage', null), catalogue, 10);
    const merged = mergeMatches([a, b], 7, 3);
    expect(merged.length).toBeLessThanOrEqual(6);
    expect(new Set(merged.map((m) => m.product.id)).size).toBe(merged.length);
    expect(merged[0]!.product.id).toBe(a[0]!.product.id);
    expect(mergeMatches([a, b], 4, 50)).toHaveLength(4);
  });
});
