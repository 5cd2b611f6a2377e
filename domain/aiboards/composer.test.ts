import { describe, expect, it } from 'vitest';
import { aiRoomNames, aiStyles, chosenTotal, composeBoard, slotPlans, styleFit, type Candidate } from './composer';

let n = 0;
const c = (kind: string, priceDollars: number, material: string | null = null, colour: string | null = null, inStock = true): Candidate => ({
  id: `g${String(++n).padStart(4, '0')}`, name: `${material ?? ''} ${kind}`, kind, material, colour, priceCents: priceDollars * 100, inStock,
});

/** A small catalogue: for each kind, a cheap, a middling and a dear piece in three finishes. */
function catalogue(): Candidate[] {
  const kinds = [...new Set(Object.values(slotPlans).flatMap((plan) => plan.flatMap((s) => s.kinds)))];
  const finishes: [string, string][] = [['Walnut', 'walnut'], ['Oak', 'natural-oak'], ['Velvet', 'blush'], ['Marble', 'white-marble'], ['Linen', 'ivory'], ['Rattan', 'rattan']];
  return kinds.flatMap((kind) => finishes.flatMap(([m, col], i) => [c(kind, 40 + i * 7, m, col), c(kind, 300 + i * 31, m, col), c(kind, 1500 + i * 90, m, col)]));
}

describe('the AI mood board composer', () => {
  const goods = catalogue();

  it.each([
    ['Living Room', 'Mid-century', 2000],
    ['Living Room', 'Modern', 300],
    ['Bedroom', 'Scandinavian', 5000],
    ['Dining Room', 'Farmhouse', 800],
    ['Bathroom', 'Coastal', 150],
    ['Home Office', 'Eclectic', 1200],
    ['Hallway', 'Bohemian', 100],
    ['Kitchen', 'Transitional', 100000],
  ] as const)('%s, %s, $%i: the total, and any swaps, never above the budget', (room, style, budget) => {
    const board = composeBoard({ room, style, budgetCents: budget * 100 }, goods);
    expect(board.totalCents).toBeLessThanOrEqual(budget * 100);
    const everySwap = board.slots.map((s) => s.key);
    expect(chosenTotal(board.slots, everySwap)).toBeLessThanOrEqual(budget * 100);
    expect(board.totalCents).toBe(board.slots.reduce((sum, s) => sum + (s.pick?.priceCents ?? 0), 0));
  });

  it('never goes above the budget on 1,000 random briefs over random catalogues', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const kinds = [...new Set(Object.values(slotPlans).flatMap((plan) => plan.flatMap((s) => s.kinds)))];
    for (let i = 0; i < 1000; i++) {
      const pool = Array.from({ length: 60 }, () => c(kinds[Math.floor(rand() * kinds.length)]!, 1 + Math.floor(rand() * 3000), rand() < 0.5 ? 'Oak' : 'Velvet', 'ivory', rand() < 0.9));
      const budgetCents = 100 * (100 + Math.floor(rand() * 5000));
      const room = aiRoomNames[i % aiRoomNames.length]!;
      const board = composeBoard({ room, style: aiStyles[i % aiStyles.length]!, budgetCents }, pool);
      expect(board.totalCents).toBeLessThanOrEqual(budgetCents);
      expect(chosenTotal(board.slots, board.slots.map((s) => s.key))).toBeLessThanOrEqual(budgetCents);
    }
  });

  it('fills every slot of the plan when the budget allows, each with an alternative and a why-line', () => {
    for (const room of aiRoomNames) {
      const board = composeBoard({ room, style: 'Scandinavian', budgetCents: 20_000_00 }, goods);
      expect(board.slots.map((s) => s.key)).toEqual(slotPlans[room].map((s) => s.key));
      for (const s of board.slots) {
        expect(s.pick, `${room} ${s.key}`).not.toBeNull();
        expect(s.alternative, `${room} ${s.key}`).not.toBeNull();
        expect(s.alternative!.goodsId).not.toBe(s.pick!.goodsId);
        expect(s.pick!.why).toMatch(/\.$/);
        expect(s.pick!.why.split('\n')).toHaveLength(1);
      }
    }
  });

  it('fills the first slots of the plan on a tight budget and leaves the rest empty rather than go over', () => {
    const board = composeBoard({ room: 'Living Room', style: 'Modern', budgetCents: 100_00 }, goods);
    const filled = board.slots.filter((s) => s.pick);
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.length).toBeLessThan(board.slots.length);
    expect(board.totalCents).toBeLessThanOrEqual(100_00);
  });

  it.each(aiStyles)('%s: every piece fits the style by material or colour where the catalogue has such pieces', (style) => {
    const board = composeBoard({ room: 'Living Room', style, budgetCents: 10_000_00 }, goods);
    const byId = new Map(goods.map((g) => [g.id, g]));
    for (const s of board.slots) {
      for (const piece of [s.pick, s.alternative]) if (piece) expect(styleFit(style, byId.get(piece.goodsId)!), `${style} ${s.key}`).toBeGreaterThan(0);
    }
  });

  it('prefers the style material: Mid-century seating is walnut, Modern coffee table is marble', () => {
    const byId = new Map(goods.map((g) => [g.id, g]));
    const mid = composeBoard({ room: 'Living Room', style: 'Mid-century', budgetCents: 5000_00 }, goods);
    expect(byId.get(mid.slots.find((s) => s.key === 'table')!.pick!.goodsId)!.material).toBe('Walnut');
    const modern = composeBoard({ room: 'Living Room', style: 'Modern', budgetCents: 5000_00 }, goods);
    expect(byId.get(modern.slots.find((s) => s.key === 'table')!.pick!.goodsId)!.material).toBe('Marble');
  });

  it('never picks an out-of-stock piece, nor one of another kind', () => {
    const pool = [c('sofa', 100, 'Oak', 'natural-oak', false), c('sofa', 900, 'Linen', 'ivory'), c('bed', 50, 'Oak', 'natural-oak'), c('coffee-table', 80, 'Oak', 'natural-oak', false)];
    const board = composeBoard({ room: 'Living Room', style: 'Scandinavian', budgetCents: 2000_00 }, pool);
    expect(board.slots.find((s) => s.key === 'seating')!.pick!.goodsId).toBe(pool[1]!.id);
    expect(board.slots.find((s) => s.key === 'table')!.pick).toBeNull();
    expect(board.slots.flatMap((s) => [s.pick?.goodsId, s.alternative?.goodsId])).not.toContain(pool[2]!.id);
  });

  it('an empty catalogue gives an empty board at $0', () => {
    const board = composeBoard({ room: 'Kitchen', style: 'Modern', budgetCents: 1000_00 }, []);
    expect(board.totalCents).toBe(0);
    expect(board.slots.every((s) => s.pick === null && s.alternative === null)).toBe(true);
  });
});
