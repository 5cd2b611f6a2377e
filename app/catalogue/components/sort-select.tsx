import { Form } from '@remix-run/react';
import type { SortOrder } from '../../../projections/catalogue/goods.queries';

const labels: Record<SortOrder, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  for_you: 'For you',
};

interface Props {
  value: SortOrder;
  /** Query values to keep (keywords, category); the page starts again at 1. */
  keep: Record<string, string>;
  options?: SortOrder[];
  /** Other wording for an order, e.g. "Biggest savings" on the promo page. */
  relabel?: Partial<Record<SortOrder, string>>;
}

/** Changing the order submits at once; without scripts the Apply button does it. */
export function SortSelect({ value, keep, options = ['relevance', 'newest', 'price_asc', 'price_desc'], relabel = {} }: Props) {
  return (
    <Form method="get" className="sort-select">
      {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <label htmlFor="sort">Sort by</label>
      <select id="sort" name="sort" defaultValue={value} key={value} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
        {options.map((o) => (
          <option key={o} value={o}>
            {relabel[o] ?? labels[o]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
