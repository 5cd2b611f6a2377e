import { isModelKind, kindInfo } from '../catalogue/models3d/kinds';
import type { BudgetTier } from './budget';

/**
 * The BUDGET step's two other ways to say a budget (issue 23), beside a tier and a
 * custom range: an exact amount (/design/budget/preciseBudget) and a range made of
 * what each piece may cost (/design/budget/rangeChoose). Both are the one BUDGET
 * answer, so a project never holds two budgets: the last one saved is the budget.
 * Amounts are in cents.
 */

export const preciseBudgetType = 'PRECISE';
export const splitBudgetType = 'SPLIT';

/** Above this a budget is a typing slip, not a room's furniture: $1,000,000. */
export const absurdBudgetCents = 100_000_000;
/** The least budget when the plan's lowest tier starts at nothing ("Under $3,000"): $500 furnishes little more than decor. */
export const floorBudgetCents = 50_000;
export const maxSplitPieces = 30;

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** The least a project on a plan may set as its budget: the plan's lowest tier's floor, or $500 where that tier starts at nothing. */
export const leastBudgetCents = (tiers: readonly BudgetTier[]) => Math.max(floorBudgetCents, Math.min(...tiers.map((t) => t.minPrice)));

export interface SplitLine {
  kind: string;
  minPrice: number;
  maxPrice: number;
}

export type BudgetChoice = { budget: string; minPrice: number; maxPrice: number | null; split?: SplitLine[] };
export type BudgetRefusal = { error: string; field?: string };

/** An exact amount: at least the plan's least budget, under the absurd. */
export function choosePreciseBudget(tiers: readonly BudgetTier[], amount: number | undefined): BudgetChoice | BudgetRefusal {
  if (amount === undefined) return { error: 'Please enter your budget', field: 'amount' };
  if (!Number.isFinite(amount) || !Number.isInteger(amount) || amount < 0) return { error: 'Please enter your budget in dollars, like 4500', field: 'amount' };
  const least = leastBudgetCents(tiers);
  if (amount < least) return { error: `A budget for this plan starts at ${money(least)}`, field: 'amount' };
  if (amount > absurdBudgetCents) return { error: `Please enter a budget under ${money(absurdBudgetCents)}`, field: 'amount' };
  return { budget: 'Exact budget', minPrice: amount, maxPrice: amount };
}

/** A range made of each piece's least and most: every piece a catalogue kind, once; the total within the plan's rules. */
export function chooseSplitBudget(tiers: readonly BudgetTier[], split: readonly SplitLine[] | undefined): BudgetChoice | BudgetRefusal {
  if (!split || split.length === 0) return { error: 'Please give a price range for at least one piece', field: 'split' };
  if (split.length > maxSplitPieces) return { error: `Please split the budget over at most ${maxSplitPieces} pieces`, field: 'split' };
  const seen = new Set<string>();
  for (const line of split) {
    if (!isModelKind(line.kind)) return { error: 'Please choose pieces from the list', field: 'split' };
    const field = `split.${line.kind}`;
    const label = kindInfo[line.kind].label;
    if (seen.has(line.kind)) return { error: `${label}: once, please`, field };
    seen.add(line.kind);
    for (const v of [line.minPrice, line.maxPrice])
      if (!Number.isFinite(v) || !Number.isInteger(v) || v < 0) return { error: `${label}: please enter amounts in dollars, like 800`, field };
    if (line.maxPrice < line.minPrice) return { error: `${label}: the most must be at least the least`, field };
    if (line.maxPrice > absurdBudgetCents) return { error: `${label}: please enter an amount under ${money(absurdBudgetCents)}`, field };
  }
  const minPrice = split.reduce((s, l) => s + l.minPrice, 0);
  const maxPrice = split.reduce((s, l) => s + l.maxPrice, 0);
  const least = leastBudgetCents(tiers);
  if (maxPrice < least) return { error: `Your pieces add up to ${money(maxPrice)}; a budget for this plan starts at ${money(least)}`, field: 'split' };
  if (maxPrice > absurdBudgetCents) return { error: `Your pieces add up to more than ${money(absurdBudgetCents)}`, field: 'split' };
  return { budget: 'Budget by piece', minPrice, maxPrice, split: split.map(({ kind, minPrice: lo, maxPrice: hi }) => ({ kind, minPrice: lo, maxPrice: hi })) };
}
