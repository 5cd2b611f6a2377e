import { useEffect, useRef } from 'react';
import { Form, Link } from '@remix-run/react';
import type { Facets, FacetValue } from '../../../projections/catalogue/goods.queries';

/** The filters as the URL keeps them (app/catalogue/server/marketplace-listing.server.ts). */
export interface FilterValues {
  colour: string[];
  material: string[];
  brand: string[];
  room: string[];
  kind: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

const groups: { name: 'room' | 'kind' | 'colour' | 'material' | 'brand'; facet: keyof Pick<Facets, 'rooms' | 'kinds' | 'colours' | 'materials' | 'brands'>; title: string }[] = [
  { name: 'room', facet: 'rooms', title: 'Room' },
  { name: 'kind', facet: 'kinds', title: 'Type' },
  { name: 'colour', facet: 'colours', title: 'Colour' },
  { name: 'material', facet: 'materials', title: 'Material' },
  { name: 'brand', facet: 'brands', title: 'Brand' },
];

const dollars = (cents: number) => Math.floor(cents / 100);

/** How many filters are on: each ticked value, the price range (either end) and "in stock". */
export function activeFilterCount(filters: FilterValues): number {
  return groups.reduce((n, g) => n + filters[g.name].length, 0) + (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) + (filters.inStock ? 1 : 0);
}

/** Wide screens: the layout's side column (listing.css), where the filters are always open. */
const wideScreen = '(min-width: 993px)';

function Group({ name, title, values, chosen }: { name: string; title: string; values: FacetValue[]; chosen: string[] }) {
  // A chosen value stays listed (to untick) even when nothing else left has it.
  const shown = [...values, ...chosen.filter((c) => !values.some((v) => v.value === c)).map((value) => ({ value, label: value, count: 0 }))];
  if (shown.length === 0) return null;
  return (
    <details className="filters__group" open={chosen.length > 0}>
      <summary>
        {title}
        {chosen.length ? <span className="filters__chosen"> ({chosen.length})</span> : null}
      </summary>
      <ul>
        {shown.map((v) => (
          <li key={v.value}>
            <label>
              <input type="checkbox" name={name} value={v.value} defaultChecked={chosen.includes(v.value)} />
              <span>{v.label}</span>
              <span className="filters__count">{v.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The shop's filters (issue 22): price range, room, type, colour, material, brand
 * and "in stock", each value with how many products it shows. A GET form: the
 * choice is kept in the URL (shareable, works without scripts), with the search
 * and the order. On narrow screens it folds behind a "Filters (n)" disclosure so
 * the products come first; on wide ones it is always shown (listing.css shows a
 * closed disclosure's content there; the effect opens it where CSS cannot).
 */
export function FilterPanel({ facets, filters, keep, clearHref }: { facets: Facets; filters: FilterValues; keep: Record<string, string>; clearHref: string }) {
  const active = activeFilterCount(filters);
  const any = active > 0;
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (disclosure.current && window.matchMedia(wideScreen).matches) disclosure.current.open = true;
  }, []);
  return (
    <details className="filters-disclosure" ref={disclosure}>
      <summary className="filters-disclosure__toggle">
        Filters{active ? ` (${active})` : ''}
      </summary>
      <Form
        method="get"
        className="filters"
        aria-label="Filters"
        onSubmit={() => {
          // On a narrow screen the chosen filters fold away again, so the products they found come first.
          if (disclosure.current && !window.matchMedia(wideScreen).matches) disclosure.current.open = false;
        }}
      >
        <h2 className="filters__title">Filter</h2>
        {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
        <fieldset className="filters__price">
          <legend>Price ($)</legend>
          <label>
            <span className="visually-hidden">Lowest price in dollars</span>
            <input type="number" name="priceMin" min={0} step={1} inputMode="numeric" placeholder={facets.priceCents ? String(dollars(facets.priceCents.min)) : 'Min'} defaultValue={filters.priceMin ?? ''} />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">Highest price in dollars</span>
            <input type="number" name="priceMax" min={0} step={1} inputMode="numeric" placeholder={facets.priceCents ? String(Math.ceil(facets.priceCents.max / 100)) : 'Max'} defaultValue={filters.priceMax ?? ''} />
          </label>
        </fieldset>
        <label className="filters__stock">
          <input type="checkbox" name="inStock" value="1" defaultChecked={filters.inStock} />
          <span>In stock</span>
          <span className="filters__count">{facets.inStock}</span>
        </label>
        {groups.map((g) => (
          <Group key={g.name} name={g.name} title={g.title} values={facets[g.facet]} chosen={filters[g.name]} />
        ))}
        <div className="filters__actions">
          <button type="submit" className="button button--primary button--small">
            Apply filters
          </button>
          {any ? (
            <Link to={clearHref} className="filters__clear">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
