import { customBudgetType } from '../../../domain/projects/budget';
import { preciseBudgetType, splitBudgetType } from '../../../domain/projects/budget-choices';

/** Dollars as typed ("$4,500.50") in cents; empty: undefined; not a number: NaN (the answer's check says so by its field). */
export const dollarsToCents = (v: FormDataEntryValue | null) => {
  const text = typeof v === 'string' ? v.replace(/[$,\s]/g, '') : '';
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

/**
 * The BUDGET answer from a budget page's form: a tier (`type`), a custom range
 * (`minPrice`, `maxPrice`), an exact amount (`amount`) or a split by piece (each
 * ticked `pieces` with its `min_<kind>` and `max_<kind>`; no least is $0).
 */
export function budgetFromForm(form: FormData): Record<string, unknown> {
  const raw = form.get('type');
  const type = typeof raw === 'string' && raw.trim() !== '' ? raw : undefined;
  if (type === customBudgetType) return { type, minPrice: dollarsToCents(form.get('minPrice')), maxPrice: dollarsToCents(form.get('maxPrice')) ?? null };
  if (type === preciseBudgetType) return { type, amount: dollarsToCents(form.get('amount')) };
  if (type === splitBudgetType) {
    const kinds = form.getAll('pieces').filter((v): v is string => typeof v === 'string').slice(0, 40);
    return { type, split: kinds.map((kind) => ({ kind, minPrice: dollarsToCents(form.get(`min_${kind}`)) ?? 0, maxPrice: dollarsToCents(form.get(`max_${kind}`)) ?? Number.NaN })) };
  }
  return { type };
}
