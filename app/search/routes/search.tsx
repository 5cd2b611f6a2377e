import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { searchPageLoader } from '~/search/server/search-page.server';
import styles from '~/styles/inspiration.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.q ? `“${data.q}” · Search · Roomcraft` : 'Search · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = ({ request, context }: LoaderFunctionArgs) => searchPageLoader(request, context);

const typeNames: Record<string, string> = { product: 'Product', case: 'Design idea', style: 'Style' };

/** /search?q (part 2 §2): one search over products, design cases and styles, best first; tabs narrow it to one kind. */
export default function SearchPage() {
  const { q, type, page, tabs, result, all, error } = useLoaderData<typeof loader>();
  const href = (patch: { type?: string | null; page?: number }) => {
    const p = new URLSearchParams({ q });
    const t = patch.type === undefined ? type : patch.type;
    if (t) p.set('type', t);
    if (patch.page && patch.page > 1) p.set('page', String(patch.page));
    return `/search?${p}`;
  };
  const total = (t: string | null) => (all ? (t ? all.find((c) => c.type === t)?.total ?? 0 : all.reduce((n, c) => n + c.total, 0)) : 0);
  const corrections = result ? Object.entries(result.corrections) : [];
  return (
    <div className="container search-page">
      <h1>{q ? `Results for “${q}”` : 'Search'}</h1>
      <Form method="get" action="/search" className="search-form" role="search">
        <label className="visually-hidden" htmlFor="search-page-q">Search products, rooms and styles</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} placeholder="Sofa, Scandinavian bedroom, walnut…" maxLength={100} />
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="button button--primary">Search</button>
      </Form>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      {!q ? <p className="search-page__lede">Search the marketplace, our designers’ rooms and the eight styles at once.</p> : null}
      {result ? (
        <>
          {corrections.length ? <p className="search-page__lede">Showing results for {corrections.map(([, to]) => `“${to}”`).join(', ')}.</p> : null}
          <nav className="search-tabs" aria-label="Kinds of result">
            <Link to={href({ type: null, page: 1 })} aria-current={!type ? 'true' : undefined}>All ({total(null)})</Link>
            {tabs.map((t) => (
              <Link key={t.type} to={href({ type: t.type, page: 1 })} aria-current={type === t.type ? 'true' : undefined}>
                {t.label} ({total(t.type)})
              </Link>
            ))}
          </nav>
          {result.list.length === 0 ? <p className="search-page__lede">Nothing matches “{q}”. Try fewer or other words, or <Link to="/marketPlace/index">browse the marketplace</Link>.</p> : null}
          <ul className="search-results">
            {result.list.map((hit) => (
              <li key={`${hit.type}:${hit.id}`}>
                <Link to={hit.url} className="search-hit" data-type={hit.type}>
                  {hit.picture ? <img src={hit.picture} alt="" width={96} height={72} loading="lazy" decoding="async" /> : <span className="search-hit__no-pic" aria-hidden="true" />}
                  <span>
                    <p className="search-hit__type">{typeNames[hit.type] ?? hit.type}</p>
                    <h2 className="search-hit__title">{hit.title}</h2>
                    <p className="search-hit__sub">{hit.subtitle}</p>
                  </span>
                  {hit.priceCents !== null ? <span className="search-hit__price">{formatCents(hit.priceCents)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
          <nav className="case-pages" aria-label="Pages of results">
            {page > 1 ? <Link to={href({ page: page - 1 })} rel="prev">Previous</Link> : null}
            {result.list.length === result.pageSize && page * result.pageSize < result.total && page < 10 ? <Link to={href({ page: page + 1 })} rel="next">Next</Link> : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}
