import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/catalogue/components/listing-page';
import { toCard } from '~/catalogue/components/product-card';
import { PromoBanner } from '~/catalogue/components/promo-banner';
import { capitalizeTree, pageSize, readListingQuery } from '~/catalogue/server/marketplace-listing.server';
import { categoryTree } from '../../../projections/catalogue/categories';
import { searchSaleGoods } from '../../../projections/catalogue/storefront.queries';
import { withRatings } from '../../../projections/ratings/product-reviews';

export const meta: MetaFunction = () => [
  { title: 'Sale · 10% off your first furniture purchase · Roomcraft' },
  { name: 'description', content: 'Furniture and decor on sale. Use code PROMO10 for 10% off your first furniture purchase.' },
];

/** /marketPlace/category/promo: everything on sale, under the promo banner. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(request.url));
  const db = context.runtime.db;
  const [result, tree] = await Promise.all([searchSaleGoods(db, { page: query.page, pageSize, sort: query.sort ?? undefined }), categoryTree(db)]);
  return {
    keywords: '',
    page: query.page,
    pageSize,
    sort: query.sort,
    total: result.total,
    totalPages: result.totalPages,
    items: await withRatings(db, result.items.map(toCard)),
    correctedKeywords: null,
    tree: tree.map(capitalizeTree),
  };
}

export default function PromoPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ListingPage
      title="On sale now"
      intro={<p>Designer favourites, marked down for a limited time.</p>}
      banner={<PromoBanner />}
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Marketplace', to: '/marketPlace/index' }, { label: 'Sale' }]}
      listing={{ ...data, sort: data.sort ?? 'relevance' }}
      activeCategory="promo"
      categoryHref={(id) => (id ? `/marketPlace/category/${encodeURIComponent(id)}` : '/marketPlace/index')}
      searchAction="/marketPlace/index"
      sortLabels={{ relevance: 'Biggest savings' }}
    />
  );
}
