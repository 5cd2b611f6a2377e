import type { ReactNode } from 'react';
import { Link, useLocation } from '@remix-run/react';
import type { CategoryTreeNode } from '../../../projections/catalogue/categories';
import type { Facets, SortOrder } from '../../../projections/catalogue/goods.queries';
import { FilterPanel, type FilterValues } from './filter-panel';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { CategorySidebar } from './category-sidebar';
import { Pager } from './pager';
import type { CardGoods } from './product-card';
import { ProductGrid } from './product-grid';
import { SearchBox } from '../../ui/search-box';
import { SortSelect } from './sort-select';

export interface ListingData {
  keywords: string;
  page: number;
  pageSize: number;
  sort: SortOrder | null;
  total: number;
  totalPages: number;
  items: CardGoods[];
  correctedKeywords: string | null;
  tree: CategoryTreeNode[];
  /** The filters chosen and the counts of each value (listings that offer filters). */
  filters?: FilterValues;
  facets?: Facets | null;
  /** The shopper's style (from the style quiz): "For you" is offered. */
  forYou?: { style: string; materials: string[] } | null;
}

/** The chosen filters as query values other forms keep (lists comma-separated). */
function filterKeep(f: FilterValues | undefined): Record<string, string> {
  if (!f) return {};
  const out: Record<string, string> = {};
  for (const name of ['colour', 'material', 'brand', 'room', 'kind'] as const) if (f[name].length) out[name] = f[name].join(',');
  if (f.priceMin !== null) out.priceMin = String(f.priceMin);
  if (f.priceMax !== null) out.priceMax = String(f.priceMax);
  if (f.inStock) out.inStock = '1';
  return out;
}

interface Props {
  title: string;
  intro?: ReactNode;
  crumbs: Crumb[];
  listing: ListingData;
  activeCategory: string;
  categoryHref: (categoryId: string) => string;
  /** The search form's target and the values it keeps. */
  searchAction: string;
  keep?: Record<string, string>;
  banner?: ReactNode;
  sortLabels?: Partial<Record<SortOrder, string>>;
}

function EmptyState({ keywords, page, clearHref }: { keywords: string; page: number; clearHref: string }) {
  return (
    <div className="empty-state">
      <h2>{page > 1 ? 'No more products on this page' : keywords ? `No products match “${keywords}”` : 'No products here yet'}</h2>
      <p>{page > 1 ? 'You have reached the end of the list.' : 'Try another word, check the spelling, or browse all categories.'}</p>
      <Link to={page > 1 ? '?' : clearHref} className="button">
        {page > 1 ? 'Back to the first page' : 'Browse all products'}
      </Link>
    </div>
  );
}

/** A product listing: categories, search, sort, results, pages. */
export function ListingPage({ title, intro, crumbs, listing, activeCategory, categoryHref, searchAction, keep = {}, banner, sortLabels }: Props) {
  const { search } = useLocation();
  const sort = listing.sort ?? (listing.keywords ? 'relevance' : 'newest');
  const from = (listing.page - 1) * listing.pageSize + 1;
  return (
    <div className="container listing">
      <Breadcrumb items={crumbs} />
      {banner}
      <div className="listing__layout">
        <div className="listing__side">
          <CategorySidebar tree={listing.tree} activeId={activeCategory} hrefFor={categoryHref} keywords={listing.keywords} />
          {listing.facets && listing.filters ? (
            <FilterPanel
              facets={listing.facets}
              filters={listing.filters}
              keep={{ ...keep, keywords: listing.keywords, sort: listing.sort ?? '' }}
              clearHref={`?${new URLSearchParams(Object.entries({ ...keep, keywords: listing.keywords, sort: listing.sort ?? '' }).filter(([, v]) => v)).toString()}`}
            />
          ) : null}
        </div>
        <section className="listing__main" aria-labelledby="listing-title">
          <header className="listing__header">
            <h1 id="listing-title">{title}</h1>
            {intro ? <div className="listing__intro">{intro}</div> : null}
          </header>
          <div className="listing__toolbar">
            <SearchBox action={searchAction} defaultValue={listing.keywords} hidden={{ ...keep, ...filterKeep(listing.filters) }} />
            <SortSelect
              value={sort}
              keep={{ ...keep, keywords: listing.keywords, ...filterKeep(listing.filters) }}
              relabel={sortLabels}
              options={listing.forYou ? ['for_you', 'relevance', 'newest', 'price_asc', 'price_desc'] : undefined}
            />
          </div>
          {listing.forYou && sort === 'for_you' ? (
            <p className="listing__for-you" data-testid="for-you">
              For you: pieces in {listing.forYou.materials.join(', ')} come first, for your {listing.forYou.style} style. <Link to="/style-quiz/result">Your style profile</Link>
            </p>
          ) : null}
          <div className="listing__summary" aria-live="polite">
            {listing.correctedKeywords ? (
              <p className="listing__correction">
                Showing results for <strong>“{listing.correctedKeywords}”</strong>
                <span> (you searched for “{listing.keywords}”)</span>
              </p>
            ) : null}
            {listing.items.length ? (
              <p className="listing__count">
                {from}–{from + listing.items.length - 1} of {listing.total} {listing.total === 1 ? 'product' : 'products'}
                {listing.keywords && !listing.correctedKeywords ? ` for “${listing.keywords}”` : ''}
              </p>
            ) : null}
          </div>
          <ProductGrid items={listing.items} empty={<EmptyState keywords={listing.keywords} page={listing.page} clearHref={categoryHref('')} />} />
          <Pager page={listing.page} totalPages={listing.totalPages} search={search} />
        </section>
      </div>
    </div>
  );
}
