import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { formatDollars } from '../../../domain/promotions/codes';
import { useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { budgetWayAction, budgetWayLoader } from '~/projects/server/detail-pages.server';
import detailStyles from '~/styles/design-details.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'Budget by piece · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = budgetWayLoader('/design/budget/rangeChoose');
export const action = budgetWayAction;

type Line = { kind: string; minPrice: number; maxPrice: number };
const dollars = (cents: number | undefined) => (typeof cents === 'number' ? String(cents / 100) : '');
const toCents = (v: string) => (v.trim() === '' ? 0 : Math.round(Number(v.replace(/[$,\s]/g, '')) * 100));

/** /design/budget/rangeChoose: what each piece may cost; the budget is the range they add up to. */
export default function RangeChoose() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const split = (page.budget?.type === 'SPLIT' ? page.budget.split : []) as Line[];
  const savedOf = (kind: string) => split.find((l) => l.kind === kind);
  const [rows, setRows] = useState(() =>
    Object.fromEntries(page.pieces.map((p) => [p.id, { on: Boolean(savedOf(p.id)), min: dollars(savedOf(p.id)?.minPrice), max: dollars(savedOf(p.id)?.maxPrice) }])),
  );
  const chosen = Object.values(rows).filter((r) => r.on);
  const low = chosen.reduce((s, r) => s + toCents(r.min), 0);
  const high = chosen.reduce((s, r) => s + toCents(r.max), 0);
  const set = (id: string, patch: Partial<{ on: boolean; min: string; max: string }>) => setRows((r) => ({ ...r, [id]: { ...r[id]!, ...patch } }));
  return (
    <StepPage page={page} title="Split your budget by piece" intro="Tick the pieces and say what each may cost. Your budget becomes what they add up to, and replaces the budget you had.">
      <input type="hidden" name="type" value="SPLIT" />
      {err('split') ? (
        <p className="field__error" role="alert">
          {err('split')}
        </p>
      ) : null}
      <table className="split-rows" data-testid="split-rows">
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">At least ($)</th>
            <th scope="col">At most ($)</th>
          </tr>
        </thead>
        <tbody>
          {page.pieces.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <label>
                  <input type="checkbox" name="pieces" value={p.id} checked={rows[p.id]!.on} onChange={(e) => set(p.id, { on: e.target.checked })} /> {p.name}
                  {p.wanted ? <small> (you need it)</small> : null}
                </label>
              </th>
              <td>
                <input type="text" inputMode="decimal" name={`min_${p.id}`} value={rows[p.id]!.min} onChange={(e) => set(p.id, { min: e.target.value, on: true })} aria-label={`${p.name}: at least`} />
              </td>
              <td>
                <input type="text" inputMode="decimal" name={`max_${p.id}`} value={rows[p.id]!.max} onChange={(e) => set(p.id, { max: e.target.value, on: true })} aria-label={`${p.name}: at most`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="design-step__note" data-testid="split-total" aria-live="polite">
        {chosen.length ? `These come to ${formatDollars(low)} - ${formatDollars(Number.isFinite(high) ? high : 0)}.` : 'Tick a piece to start.'} On the {page.rules.plan} plan a budget starts at {formatDollars(page.rules.leastCents)}.
      </p>
    </StepPage>
  );
}
