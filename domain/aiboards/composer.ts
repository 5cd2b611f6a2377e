import { colourByKey } from '../catalogue/finishes';
import type { ModelKind } from '../catalogue/models3d/kinds';
import { designStyles, type DesignStyle } from '../projects/options';
import { styleMaterials } from '../discovery/style-quiz';

/**
 * The free AI mood board's composer (issue 25, ADR 045): a room type, a style and
 * a budget in; a board out — one product per slot of the room's plan, the total
 * never above the budget, each piece in stock and in the style's materials or
 * colours where the catalogue has them, one alternative per slot and a line
 * saying why. Pure: the candidates come from the catalogue read model
 * (projections/aiboards `aiBoardCandidates`).
 */

/** The rooms the form offers (part 2 §1's AI block), with the room type's label id (domain/projects/rooms.ts). */
export const aiRooms = [
  { name: 'Living Room', roomTypeId: '1' },
  { name: 'Dining Room', roomTypeId: '6' },
  { name: 'Bedroom', roomTypeId: '3' },
  { name: 'Bathroom', roomTypeId: '22' },
  { name: 'Home Office', roomTypeId: '4' },
  { name: 'Hallway', roomTypeId: '7' },
  { name: 'Kitchen', roomTypeId: '5' },
] as const;
export type AiRoom = (typeof aiRooms)[number]['name'];
export const aiRoomNames = aiRooms.map((r) => r.name) as [AiRoom, ...AiRoom[]];

/** The styles the form offers, in the spec's order (the style quiz's eight). */
export const aiStyles = designStyles;
export type AiStyle = DesignStyle;

/** The smallest and largest budget a board is composed for, in whole dollars. */
export const budgetLimits = { minDollars: 100, maxDollars: 100_000 } as const;

export interface SlotPlan {
  key: string;
  label: string;
  /** The product kinds (the catalogue's `kind`) that fill the slot. */
  kinds: readonly ModelKind[];
  /** Its share of the budget. */
  weight: number;
}

const slot = (key: string, label: string, kinds: ModelKind[], weight: number): SlotPlan => ({ key, label, kinds, weight });

/** THE slot plan per room: the first slots matter most (they are filled first when the budget is tight). */
export const slotPlans: Record<AiRoom, readonly SlotPlan[]> = {
  'Living Room': [
    slot('seating', 'Seating', ['sofa', 'sectional', 'loveseat'], 34), slot('table', 'Coffee table', ['coffee-table'], 10),
    slot('chair', 'Accent chair', ['accent-chair', 'armchair'], 14), slot('rug', 'Rug', ['rug'], 12),
    slot('lighting', 'Lighting', ['floor-lamp', 'table-lamp'], 7), slot('storage', 'Storage', ['bookcase', 'console', 'tv-stand', 'cabinet'], 12),
    slot('art', 'Wall art', ['wall-art'], 5), slot('textiles', 'Textiles', ['pillow', 'throw', 'curtain'], 4), slot('accent', 'Accents', ['vase', 'planter'], 2),
  ],
  'Dining Room': [
    slot('table', 'Dining table', ['dining-table'], 34), slot('seating', 'Dining chairs', ['dining-chair', 'bench'], 18),
    slot('storage', 'Sideboard', ['cabinet', 'console'], 18), slot('lighting', 'Lighting', ['pendant'], 12),
    slot('rug', 'Rug', ['rug'], 10), slot('art', 'Wall art', ['wall-art', 'mirror'], 6), slot('accent', 'Accents', ['vase', 'planter'], 2),
  ],
  Bedroom: [
    slot('bed', 'Bed', ['bed'], 32), slot('nightstand', 'Nightstand', ['nightstand'], 8), slot('storage', 'Dresser', ['dresser', 'chest'], 18),
    slot('textiles', 'Bedding', ['bedding', 'throw', 'pillow'], 7), slot('lighting', 'Lighting', ['table-lamp', 'floor-lamp'], 6),
    slot('rug', 'Rug', ['rug'], 11), slot('art', 'Mirror or art', ['mirror', 'wall-art'], 6), slot('window', 'Window', ['curtain', 'shade'], 4),
    slot('seating', 'Seating', ['bench', 'armchair'], 8),
  ],
  Bathroom: [
    slot('storage', 'Cabinet', ['cabinet'], 35), slot('mirror', 'Mirror', ['mirror'], 25), slot('rug', 'Bath runner', ['runner', 'rug'], 12),
    slot('window', 'Window', ['shade', 'curtain'], 14), slot('accent', 'Accents', ['vase', 'planter'], 8), slot('art', 'Wall art', ['wall-art'], 6),
  ],
  'Home Office': [
    slot('table', 'Desk', ['desk'], 30), slot('seating', 'Chair', ['armchair', 'accent-chair', 'dining-chair'], 18), slot('storage', 'Bookcase', ['bookcase', 'cabinet'], 18),
    slot('lighting', 'Lighting', ['table-lamp', 'floor-lamp'], 8), slot('rug', 'Rug', ['rug'], 12), slot('art', 'Wall art', ['wall-art'], 8),
    slot('accent', 'Plant', ['planter', 'vase'], 6),
  ],
  Hallway: [
    slot('table', 'Console', ['console'], 28), slot('seating', 'Bench', ['bench'], 22), slot('mirror', 'Mirror', ['mirror'], 18),
    slot('rug', 'Runner', ['runner', 'rug'], 14), slot('lighting', 'Lighting', ['pendant', 'table-lamp'], 10), slot('art', 'Wall art', ['wall-art'], 8),
  ],
  Kitchen: [
    slot('seating', 'Stools', ['stool', 'dining-chair'], 30), slot('lighting', 'Pendants', ['pendant'], 28), slot('table', 'Table', ['dining-table'], 22),
    slot('rug', 'Runner', ['runner'], 10), slot('accent', 'Accents', ['vase', 'planter'], 6), slot('art', 'Wall art', ['wall-art'], 4),
  ],
};

/** The colours each style lives in (the catalogue's colour keys, domain/catalogue/finishes.ts); its materials are the style quiz's. */
export const styleColours: Record<AiStyle, readonly string[]> = {
  Bohemian: ['terracotta', 'rust', 'mustard', 'olive', 'cream', 'rattan', 'jute', 'sand'],
  Coastal: ['ivory', 'sand', 'navy', 'slate', 'teal', 'cream', 'rattan', 'jute', 'natural-oak'],
  Farmhouse: ['ivory', 'cream', 'oat', 'sage', 'charcoal', 'black-iron', 'natural-oak'],
  Eclectic: ['mustard', 'teal', 'blush', 'forest', 'terracotta', 'navy', 'brass', 'green-marble'],
  Scandinavian: ['ivory', 'cream', 'oat', 'sand', 'sage', 'charcoal', 'natural-oak'],
  Modern: ['ink', 'charcoal', 'ivory', 'slate', 'black-iron', 'white-marble', 'smoked-glass'],
  Transitional: ['ivory', 'oat', 'sand', 'slate', 'navy', 'charcoal', 'brass', 'white-marble'],
  'Mid-century': ['mustard', 'teal', 'olive', 'rust', 'walnut', 'teak', 'brass', 'charcoal'],
};

/** A product the composer may choose: the catalogue's facts it reads. */
export interface Candidate {
  id: string;
  name: string;
  kind: string | null;
  material: string | null;
  colour: string | null;
  priceCents: number;
  /** Listed, purchasable and with units free to sell (or made to order). */
  inStock: boolean;
}

export interface Brief {
  room: AiRoom;
  style: AiStyle;
  budgetCents: number;
}

export interface ChosenPiece {
  goodsId: string;
  priceCents: number;
  why: string;
}

export interface ComposedSlot {
  key: string;
  label: string;
  /** The share of the budget the slot was planned with, in cents. */
  targetCents: number;
  pick: ChosenPiece | null;
  alternative: ChosenPiece | null;
}

export interface ComposedBoard {
  slots: ComposedSlot[];
  totalCents: number;
  budgetCents: number;
}

/** How well a product fits a style: 2 for its material, 1 for its colour (0: neither). */
export function styleFit(style: AiStyle, c: Pick<Candidate, 'material' | 'colour'>): number {
  return (c.material && styleMaterials[style].includes(c.material) ? 2 : 0) + (c.colour && styleColours[style].includes(c.colour) ? 1 : 0);
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** The one-line "why this piece". */
export function whyLine(style: AiStyle, s: Pick<ComposedSlot, 'label' | 'targetCents'>, c: Candidate, alternative = false): string {
  const fit = styleFit(style, c);
  const colour = c.colour ? (colourByKey.get(c.colour)?.name ?? c.colour) : null;
  const reason =
    fit >= 3 ? `${c.material} in ${colour}: both ${style}` :
    fit === 2 ? `${c.material} is a ${style} material` :
    fit === 1 ? `${colour} sits in the ${style} palette` :
    `the best in-stock match for ${s.label.toLowerCase()} at this budget`;
  const price = c.priceCents <= s.targetCents ? `${dollars(c.priceCents)}, within the ${dollars(s.targetCents)} set aside` : `${dollars(c.priceCents)}, the room's budget allows it`;
  return `${alternative ? 'Alternative: ' : ''}${reason[0]!.toUpperCase()}${reason.slice(1)}; ${price}.`;
}

/**
 * Composes the board (ADR 045):
 *  1. each slot's pool: the candidates of its kinds that are in stock and priced
 *     above 0; of those, the ones fitting the style (material or colour) when any
 *     do — the whole pool otherwise;
 *  2. the slots kept: in plan order, a slot is kept while the cheapest pieces of
 *     the kept slots still add up to at most the budget (so every slot the
 *     catalogue and budget allow is filled);
 *  3. picks in plan order: each slot may spend what is left minus the cheapest
 *     pieces of the kept slots after it; within that, the best style fit, then the
 *     price nearest the slot's share of the budget, then the id;
 *  4. alternatives: the next best of the pool, priced at most the pick's price plus
 *     an equal share of what is left, so any set of swaps keeps within the budget.
 */
export function composeBoard(brief: Brief, candidates: readonly Candidate[]): ComposedBoard {
  const plan = slotPlans[brief.room];
  const totalWeight = plan.reduce((sum, s) => sum + s.weight, 0);
  const used = new Set<string>();
  const pools = plan.map((s) => {
    const all = candidates.filter((c) => c.inStock && c.priceCents > 0 && c.kind !== null && s.kinds.includes(c.kind as ModelKind));
    const fitting = all.filter((c) => styleFit(brief.style, c) > 0);
    return fitting.length ? fitting : all;
  });
  const cheapest = pools.map((pool) => (pool.length ? Math.min(...pool.map((c) => c.priceCents)) : null));
  // 2. the slots kept
  const kept: boolean[] = [];
  let floor = 0;
  for (const min of cheapest) {
    const keep = min !== null && floor + min <= brief.budgetCents;
    kept.push(keep);
    if (keep) floor += min!;
  }
  // 3. the picks
  const slots: ComposedSlot[] = plan.map((s) => ({ key: s.key, label: s.label, targetCents: Math.floor((brief.budgetCents * s.weight) / totalWeight), pick: null, alternative: null }));
  let spent = 0;
  const picks: (Candidate | null)[] = plan.map(() => null);
  for (const [i, s] of slots.entries()) {
    if (!kept[i]) continue;
    const reserve = cheapest.reduce<number>((sum, min, j) => (j > i && kept[j] ? sum + min! : sum), 0);
    const allowance = brief.budgetCents - spent - reserve;
    const best = rank(pools[i]!.filter((c) => c.priceCents <= allowance && !used.has(c.id)), brief.style, s.targetCents)[0];
    if (!best) continue;
    picks[i] = best;
    used.add(best.id);
    spent += best.priceCents;
    s.pick = { goodsId: best.id, priceCents: best.priceCents, why: whyLine(brief.style, s, best) };
  }
  // 4. the alternatives
  const filled = picks.filter(Boolean).length || 1;
  const share = Math.floor((brief.budgetCents - spent) / filled);
  for (const [i, s] of slots.entries()) {
    const pick = picks[i];
    if (!pick) continue;
    const alt = rank(pools[i]!.filter((c) => c.priceCents <= pick.priceCents + share && !used.has(c.id)), brief.style, s.targetCents)[0];
    if (!alt) continue;
    used.add(alt.id);
    s.alternative = { goodsId: alt.id, priceCents: alt.priceCents, why: whyLine(brief.style, s, alt, true) };
  }
  return { slots, totalCents: spent, budgetCents: brief.budgetCents };
}

function rank(pool: readonly Candidate[], style: AiStyle, targetCents: number): Candidate[] {
  return [...pool].sort((a, b) => styleFit(style, b) - styleFit(style, a) || Math.abs(a.priceCents - targetCents) - Math.abs(b.priceCents - targetCents) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The board's pieces as shown: each slot's chosen piece (the pick, or the alternative once swapped). */
export function chosenIds(slots: readonly ComposedSlot[], swapped: readonly string[]): string[] {
  return slots.flatMap((s) => {
    const piece = swapped.includes(s.key) ? s.alternative : s.pick;
    return piece ? [piece.goodsId] : [];
  });
}

/** The total of the chosen pieces. */
export function chosenTotal(slots: readonly ComposedSlot[], swapped: readonly string[]): number {
  return slots.reduce((sum, s) => sum + ((swapped.includes(s.key) ? s.alternative : s.pick)?.priceCents ?? 0), 0);
}
