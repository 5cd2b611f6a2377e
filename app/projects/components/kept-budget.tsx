import { formatDollars } from '../../../domain/promotions/codes';

type Budget = { type?: string; minPrice?: number; maxPrice?: number | null; split?: Array<{ kind: string; minPrice: number; maxPrice: number }> };

/**
 * On the budget ranges page, a budget set as an exact amount or split by piece
 * (/design/budget/preciseBudget, /rangeChoose) shows as one more choice, so Next
 * keeps it as it is instead of asking again.
 */
export function KeptBudgetChoice({ saved, type, onChoose }: { saved: Budget | undefined; type: string | null; onChoose: (type: string) => void }) {
  if (!saved || (saved.type !== 'PRECISE' && saved.type !== 'SPLIT')) return null;
  const on = type === saved.type;
  const label = saved.type === 'PRECISE' ? `Exact budget: ${formatDollars(saved.minPrice ?? 0)}` : `Budget by piece: ${formatDollars(saved.minPrice ?? 0)} - ${formatDollars(saved.maxPrice ?? 0)}`;
  return (
    <label className={`chip chip--tier${on ? ' is-chosen' : ''}`} data-testid="kept-budget">
      <input type="radio" name="type" value={saved.type} checked={on} onChange={() => onChoose(saved.type!)} />
      <strong>Keep my budget</strong> <span>{label}</span>
      {on && saved.type === 'PRECISE' ? <input type="hidden" name="amount" value={String((saved.minPrice ?? 0) / 100)} /> : null}
      {on && saved.type === 'SPLIT'
        ? (saved.split ?? []).map((l) => (
            <span key={l.kind} hidden>
              <input type="hidden" name="pieces" value={l.kind} />
              <input type="hidden" name={`min_${l.kind}`} value={String(l.minPrice / 100)} />
              <input type="hidden" name={`max_${l.kind}`} value={String(l.maxPrice / 100)} />
            </span>
          ))
        : null}
    </label>
  );
}
