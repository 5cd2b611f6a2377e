import { colours, type Colour } from '../catalogue/finishes';
import { caseStyles, type CaseStyle } from './design-case';

/**
 * Inspiration (issue 24): the gallery's filters and the search's ranking of
 * cases. Pure: the read model and the pages use the same tables.
 */

/** The spec's room pages (/inspiration/{slug}, part 2 §2) and the case room types (HOUSE_STYLE label ids) they show. */
export const inspirationRooms = [
  { slug: 'living_room', roomTypeId: '1', name: 'Living room' },
  { slug: 'bedroom', roomTypeId: '3', name: 'Bedroom' },
  { slug: 'kitchen', roomTypeId: '5', name: 'Kitchen' },
  { slug: 'dining_room', roomTypeId: '6', name: 'Dining room' },
  { slug: 'kids_bedroom', roomTypeId: '9', name: 'Kids bedroom' },
  { slug: 'outdoor', roomTypeId: '8', name: 'Outdoor' },
] as const;
export type InspirationRoom = (typeof inspirationRooms)[number];

export const roomBySlug = (slug: string): InspirationRoom | undefined => inspirationRooms.find((r) => r.slug === slug);
export const roomOfType = (roomTypeId: string): InspirationRoom | undefined => inspirationRooms.find((r) => r.roomTypeId === roomTypeId);

/** Budget bands a visitor filters by: from (inclusive) to (exclusive), in cents. */
export const budgetBands = [
  { id: 'under-2k', label: 'Under $2,000', minCents: 0, maxCents: 200_000 },
  { id: '2k-5k', label: '$2,000 – $5,000', minCents: 200_000, maxCents: 500_000 },
  { id: '5k-10k', label: '$5,000 – $10,000', minCents: 500_000, maxCents: 1_000_000 },
  { id: 'over-10k', label: '$10,000 and over', minCents: 1_000_000, maxCents: null },
] as const;
export type BudgetBand = (typeof budgetBands)[number];
export const budgetBandById = (id: string): BudgetBand | undefined => budgetBands.find((b) => b.id === id);

/** The style a visitor means, whatever its case ("mid-century", "Mid-century"). */
export const styleNamed = (value: string): CaseStyle | undefined => caseStyles.find((s) => s.toLowerCase() === value.trim().toLowerCase());

/** A colour's hex (#rrggbb) from its hue, saturation and lightness. */
export function colourHex(colour: Pick<Colour, 'hsl'>): string {
  const [h, s100, l100] = colour.hsl;
  const s = s100 / 100;
  const l = l100 / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Every colour a visitor can filter by, in the catalogue's order. */
export const filterColours = colours.map((c) => ({ key: c.key, name: c.name, hex: colourHex(c) }));
export const isColourKey = (key: string) => colours.some((c) => c.key === key);

/** A case's colours: its products' colours, each once, most used first (ties in the catalogue's order). */
export function caseColours(productColours: readonly (string | null | undefined)[]): string[] {
  const counts = new Map<string, number>();
  for (const c of productColours) if (c && isColourKey(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const order = new Map(colours.map((c, i) => [c.key, i]));
  return [...counts].sort((a, b) => b[1] - a[1] || order.get(a[0])! - order.get(b[0])!).map(([key]) => key);
}

/**
 * The words a case is found by and their weights, the same way the catalogue
 * weights a product's name above its brand and description: the title (A), its
 * style and room (B), its products' names (C), its description (D).
 */
export function caseSearchText(c: { title: string; description: string; style: string; roomName: string; productNames: readonly string[] }) {
  return { a: c.title, b: `${c.style} ${c.roomName}`, c: c.productNames.join(' '), d: c.description };
}
