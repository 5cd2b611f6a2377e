import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { listingPreferenceFor } from '~/catalogue/server/for-you.server';
import { getSession } from '~/web/session.server';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/catalogue/components/listing-page';
import { loadListing, readListingQuery, toListingData } from '~/catalogue/server/marketplace-listing.server';
import { chainTo } from '~/catalogue/components/category-tree';
import { RecentlyViewed } from '~/catalogue/components/recently-viewed';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.keywords ? `“${data.keywords}” · Marketplace · Roomcraft` : 'Furniture marketplace · Roomcraft' },
  { name: 'description', content: 'Shop sofas, tables, lighting, rugs and decor chosen by Roomcraft designers.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(request.url));
  const forYou = await listingPreferenceFor(context.runtime, await getSession(request, context));
  const listing = await loadListing(context.runtime.db, query, query.category ? [query.category] : [], forYou);
  const chain = query.category ? chainTo(listing.tree, query.category).map(({ id, name }) => ({ id, name })) : [];
  return { ...toListingData(listing), chain, category: chain.at(-1) ?? null };
}

export default function MarketplaceIndex() {
  const data = useLoaderData<typeof loader>();
  const categoryHref = (id: string) => {
    const params = new URLSearchParams();
    if (data.keywords) params.set('keywords', data.keywords);
    if (id) params.set('category', id);
    const qs = params.toString();
    return `/marketPlace/index${qs ? `?${qs}` : ''}`;
  };
  return (
    <>
      <ListingPage
        title={data.category ? data.category.name : 'Shop the marketplace'}
        intro={data.category ? null : <p>Furniture and decor our designers love, from independent makers and trusted brands.</p>}
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Marketplace', to: '/marketPlace/index' }, ...data.chain.map((c) => ({ label: c.name, to: categoryHref(c.id) }))]}
        listing={data}
        activeCategory={data.category?.id ?? ''}
        categoryHref={categoryHref}
        searchAction="/marketPlace/index"
        keep={{ category: data.category?.id ?? '' }}
      />
      <RecentlyViewed className="container" />
    </>
  );
}
