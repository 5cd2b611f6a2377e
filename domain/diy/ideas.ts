import { builtinCodes } from '../promotions/codes';
/**
 * The design ideas a DIY board starts from (part 2 §1: "the system generates design
 * ideas" from the room, the styles and the budget): which marketplace categories a
 * room's board draws from, and how the budget is shared between them. Pure: the
 * app reads the products from the catalogue read model.
 */
export interface IdeaSlot {
  /** The marketplace category's name, matched without case (Sofas, Coffee Tables…). */
  category: string;
  /** Its share of the budget. */
  weight: number;
}

const s = (category: string, weight: number): IdeaSlot => ({ category, weight });

const slotsByRoom: Record<string, IdeaSlot[]> = {
  'living room': [s('Sofas', 30), s('Coffee Tables', 10), s('Accent Chairs', 15), s('Floor Lamps', 6), s('Area Rugs', 12), s('Wall Art', 5), s('Pillows & Throws', 3), s('Curtain Panels', 4)],
  open: [s('Sectionals', 30), s('Dining Tables', 18), s('Dining Chairs', 8), s('Coffee Tables', 10), s('Pendants & Chandeliers', 8), s('Area Rugs', 12), s('Wall Art', 5)],
  bedroom: [s('Beds', 30), s('Nightstands', 8), s('Dressers', 18), s('Bedding', 6), s('Table Lamps', 4), s('Area Rugs', 10), s('Mirrors', 5), s('Curtain Panels', 4)],
  'home office': [s('Desks', 30), s('Accent Chairs', 15), s('Bookcases', 15), s('Table Lamps', 5), s('Area Rugs', 10), s('Wall Art', 5)],
  'dining room': [s('Dining Tables', 35), s('Dining Chairs', 15), s('Sideboards', 20), s('Pendants & Chandeliers', 12), s('Area Rugs', 10), s('Wall Art', 5)],
  hallway: [s('Runners', 20), s('Mirrors', 20), s('Ottomans & Benches', 25), s('Table Lamps', 8), s('Vases & Objects', 5), s('Wall Art', 10)],
  outdoor: [s('Outdoor Seating', 45), s('Outdoor Dining', 40), s('Pillows & Throws', 5), s('Vases & Objects', 5)],
  'kids bedroom': [s('Beds', 30), s('Dressers', 15), s('Bookcases', 12), s('Bedding', 6), s('Area Rugs', 10), s('Table Lamps', 5), s('Wall Art', 5)],
  kitchen: [s('Dining Chairs', 30), s('Pendants & Chandeliers', 30), s('Runners', 15), s('Vases & Objects', 10), s('Wall Art', 10)],
  bathroom: [s('Mirrors', 40), s('Blinds & Shades', 25), s('Runners', 20), s('Wall Art', 15), s('Vases & Objects', 5)],
};

/** The categories a room's board draws from (a room the list does not know gets the living room's). */
export function ideaSlots(room: string): IdeaSlot[] {
  return slotsByRoom[room.trim().toLowerCase()] ?? slotsByRoom['living room']!;
}

export interface SlotBudget extends IdeaSlot {
  /** The price to aim for, in cents. */
  targetCents: number;
  /** The most this slot may cost, in cents (null: the budget has no top). */
  capCents: number | null;
}

/**
 * Shares a budget (cents) between the slots by weight. The board aims at the middle
 * of a range (60% of an "under" budget, 120% of the floor of an open-ended one);
 * each slot's cap is its share of the top, so a board of picks within their caps
 * stays within the budget.
 */
export function slotBudgets(slots: readonly IdeaSlot[], budget: { minPrice: number; maxPrice: number | null }): SlotBudget[] {
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0) || 1;
  const { minPrice: min, maxPrice: max } = budget;
  const target = max === null ? Math.round(min * 1.2) : min === 0 ? Math.round(max * 0.6) : Math.round((min + max) / 2);
  return slots.map((slot) => ({
    ...slot,
    targetCents: Math.round((target * slot.weight) / total),
    capCents: max === null ? null : Math.floor((max * slot.weight) / total),
  }));
}

/** A board's total and whether it keeps within the budget's top. */
export function boardTotal(pricesCents: readonly number[], maxPrice: number | null): { totalCents: number; withinBudget: boolean } {
  const totalCents = pricesCents.reduce((a, b) => a + b, 0);
  return { totalCents, withinBudget: maxPrice === null || totalCents <= maxPrice };
}

/** The DIY deal codes (part 1 §9), lowest spend first. */
const dealTiers = (['DIY1', 'DIY3', 'DIY5'] as const).map((code) => ({ code, percentOff: builtinCodes[code]!.value, minSpendCents: builtinCodes[code]!.minSpendCents }));

/**
 * Which DIY deal a board's total earns (the best code it reaches) and the next one
 * within reach: "spend $X more for 15% off".
 */
export function diyDeal(totalCents: number): {
  current: { code: string; percentOff: number; minSpendCents: number } | null;
  next: { code: string; percentOff: number; minSpendCents: number; moreCents: number } | null;
} {
  const reached = dealTiers.filter((t) => totalCents >= t.minSpendCents);
  const ahead = dealTiers.find((t) => totalCents < t.minSpendCents);
  return { current: reached.at(-1) ?? null, next: ahead ? { ...ahead, moreCents: ahead.minSpendCents - totalCents } : null };
}
