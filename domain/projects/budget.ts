import { type BudgetChoice, type BudgetRefusal, chooseSplitBudget, choosePreciseBudget, preciseBudgetType, type SplitLine, splitBudgetType } from './budget-choices';
import type { PlanType } from './plans';

/** Part 2 §3 budget tier: minPrice, maxPrice (cents; null = no top), name, label, type. */
export interface BudgetTier {
  minPrice: number;
  maxPrice: number | null;
  name: string;
  label: string;
  type: string;
}

const tierNames = ['Pick-Me-Up', 'Refresher', 'Savvy', 'Lux'] as const;
const k = (dollars: number) => dollars * 100;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** Tiers from their bounds in dollars; the last names are kept when there are fewer than four (remodels). */
function tiers(bounds: Array<[number, number | null]>): BudgetTier[] {
  const names = tierNames.slice(tierNames.length - bounds.length);
  return bounds.map(([min, max], i) => ({
    minPrice: k(min),
    maxPrice: max === null ? null : k(max),
    name: names[i]!,
    label: min === 0 ? `Under ${money(k(max!))}` : max === null ? `${money(k(min))}+` : `${money(k(min))} - ${money(k(max))}`,
    type: names[i]!.toUpperCase().replace(/[^A-Z]+/g, '_'),
  }));
}

/**
 * Part 2 §9 budget tiers. Kick-Start: under 3000, 3000-5000, 5000-10000, 10000+;
 * Classic: under 5000, 5000-10000, 10000-20000, 20000+; Bathroom: 8000-10000,
 * 10000-20000, 20000+; Kitchen: 25000-50000, 50000-100000, 100000+. Where the spec
 * is silent, Luxe, In-Person and an additional room follow Classic.
 */
const byPlan: Partial<Record<PlanType, BudgetTier[]>> = {
  KICK_START: tiers([[0, 3000], [3000, 5000], [5000, 10000], [10000, null]]),
  CLASSIC: tiers([[0, 5000], [5000, 10000], [10000, 20000], [20000, null]]),
  BATHROOM: tiers([[8000, 10000], [10000, 20000], [20000, null]]),
  KITCHEN: tiers([[25000, 50000], [50000, 100000], [100000, null]]),
};

export const customBudgetType = 'CUSTOM';

export function budgetTiers(plan: PlanType): BudgetTier[] {
  return byPlan[plan] ?? byPlan.CLASSIC!;
}

/** A budget a client chose: one of the plan's tiers by type, a custom range (min below max), an exact amount or a split by piece (budget-choices.ts). */
export function chooseBudget(plan: PlanType, choice: { type: string; minPrice?: number; maxPrice?: number | null; amount?: number; split?: SplitLine[] }): BudgetChoice | BudgetRefusal {
  if (choice.type === preciseBudgetType) return choosePreciseBudget(budgetTiers(plan), choice.amount);
  if (choice.type === splitBudgetType) return chooseSplitBudget(budgetTiers(plan), choice.split);
  if (choice.type === customBudgetType) {
    const min = choice.minPrice ?? -1;
    const max = choice.maxPrice ?? null;
    if (!Number.isInteger(min) || min < 0) return { error: 'Please enter the least you would like to spend' };
    if (max !== null && (!Number.isInteger(max) || max <= min)) return { error: 'The most you would spend must be above the least' };
    return { budget: 'Custom budget', minPrice: min, maxPrice: max };
  }
  const tier = budgetTiers(plan).find((t) => t.type === choice.type);
  if (!tier) return { error: 'Please choose a budget' };
  return { budget: tier.name, minPrice: tier.minPrice, maxPrice: tier.maxPrice };
}
