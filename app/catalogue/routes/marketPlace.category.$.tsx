import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { listingPreferenceFor } from '~/catalogue/server/for-you.server';
import { getSession } from '~/web/session.server';
import { ListingPage } from '~/catalogue/components/listing-page';
import { chainTo } from '~/catalogue/components/category-tree';
import { loadListing, readListingQuery, toListingData } from '~/catalogue/server/marketplace-listing.server';
import { listCategories } from '../../../projections/catalogue/categories';
import { shopAlias } from '../server/aliases.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.category.name} · Marketplace · Roomcraft` : 'Not found · Roomcraft' },
];

/**
 * /marketPlace/category/<categoryId>: the listing limited to a category and everything
 * below it. /marketPlace/category itself (part 2 §2) is every category: the marketplace.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = (params['*'] ?? '').split('/').filter(Boolean).at(-1) ?? '';
  if (id === '') throw shopAlias(request, '/marketPlace/index');
  const categories = await listCategories(context.runtime.db);
  if (!categories.some((c) => c.id === id)) throw new Response('Not found', { status: 404 });
  const query = { ...readListingQuery(new URL(request.url)), category: id };
  const forYou = await listingPreferenceFor(context.runtime, await getSession(request, context));
  const listing = await loadListing(context.runtime.db, query, [id], forYou);
  const chain = chainTo(listing.tree, id);
  const node = chain.at(-1)!;
  return {
    ...toListingData(listing),
    chain: chain.map(({ id, name }) => ({ id, name })),
    category: { id: node.id, name: node.name },
    subcategories: node.children.map(({ id, name }) => ({ id, name })),
  };
}

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const categoryHref = (id: string) => {
    const qs = data.keywords ? `?${new URLSearchParams({ keywords: data.keywords })}` : '';
    return id ? `/marketPlace/category/${encodeURIComponent(id)}${qs}` : `/marketPlace/index${qs}`;
  };
  return (
    <ListingPage
      title={data.category.name}
      intro={
        data.subcategories.length ? (
          <ul className="chips" aria-label={`Shop ${data.category.name} by type`}>
            {data.subcategories.map((c) => (
              <li key={c.id}>
                <Link to={categoryHref(c.id)} className="chip">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
      crumbs={[
        { label: 'Home', to: '/' },
        { label: 'Marketplace', to: '/marketPlace/index' },
        ...data.chain.map((c) => ({ label: c.name, to: categoryHref(c.id) })),
      ]}
      listing={data}
      activeCategory={data.category.id}
      categoryHref={categoryHref}
      searchAction={`/marketPlace/category/${encodeURIComponent(data.category.id)}`}
    />
  );
}
