import { describe, expect, it } from 'vitest';
import { boardTotal, ideaSlots, slotBudgets } from './ideas';
import { roomNames } from '../projects/rooms';

describe('design ideas', () => {
  it('each room draws from its own categories; an unknown room gets the living room', () => {
    for (const room of roomNames) expect(ideaSlots(room).length, room).toBeGreaterThan(3);
    expect(ideaSlots('Bedroom').map((s) => s.category)).toContain('Beds');
    expect(ideaSlots('Spaceship')).toEqual(ideaSlots('Living Room'));
  });

  it('shares a range by weight: caps add up to the top, the target sits in the middle', () => {
    const slots = [{ category: 'Sofas', weight: 3 }, { category: 'Rugs', weight: 1 }];
    expect(slotBudgets(slots, { minPrice: 500_000, maxPrice: 1_000_000 })).toEqual([
      { category: 'Sofas', weight: 3, targetCents: 562_500, capCents: 750_000 },
      { category: 'Rugs', weight: 1, targetCents: 187_500, capCents: 250_000 },
    ]);
    expect(slotBudgets(slots, { minPrice: 0, maxPrice: 400_000 }).map((s) => s.targetCents)).toEqual([180_000, 60_000]);
    expect(slotBudgets(slots, { minPrice: 2_000_000, maxPrice: null })).toEqual([
      { category: 'Sofas', weight: 3, targetCents: 1_800_000, capCents: null },
      { category: 'Rugs', weight: 1, targetCents: 600_000, capCents: null },
    ]);
  });

  it('tells whether a board keeps within the budget', () => {
    expect(boardTotal([100, 250], 400)).toEqual({ totalCents: 350, withinBudget: true });
    expect(boardTotal([100, 350], 400)).toEqual({ totalCents: 450, withinBudget: false });
    expect(boardTotal([9_999_999], null).withinBudget).toBe(true);
  });
});
