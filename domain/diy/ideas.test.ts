import { describe, expect, it } from 'vitest';
import { boardTotal, diyDeal, ideaSlots, slotBudgets } from './ideas';
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

  it('a board earns the best DIY deal code it reaches and shows the next one', () => {
    expect(diyDeal(99_999)).toEqual({ current: null, next: { code: 'DIY1', percentOff: 10, minSpendCents: 100_000, moreCents: 1 } });
    expect(diyDeal(100_000)).toEqual({ current: { code: 'DIY1', percentOff: 10, minSpendCents: 100_000 }, next: { code: 'DIY3', percentOff: 15, minSpendCents: 300_000, moreCents: 200_000 } });
    expect(diyDeal(450_000).current?.code).toBe('DIY3');
    expect(diyDeal(500_000)).toEqual({ current: { code: 'DIY5', percentOff: 20, minSpendCents: 500_000 }, next: null });
  });
});
