import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Breadcrumb, toCard, ProductGallery, ProductGrid, RecentlyViewed, formatDimensions } from '~/catalogue';
import { ProductBuyBox, isOut } from '~/commerce/components/product-buy-box';
import { deliveryEstimate } from '../../../domain/catalogue/delivery';
import { capitalize } from '~/catalogue/index.server';
import { ProductReviews } from '~/ratings';
import { reviewPageAction, reviewsForProductPage } from '~/ratings/index.server';
import { withRatings } from '../../../projections/ratings/product-reviews';
import { listCategories, pathTo } from '../../../projections/catalogue/categories';
import { productPageGoods } from '../../../projections/catalogue/product-page.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { SaveIdea } from '~/ideas';
import { saveChoicesFor } from '~/ideas/index.server';
import ideasCss from '~/styles/ideas.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ideasCss }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.goods.name} by ${data.goods.brand} · Roomcraft` },
        { name: 'description', content: data.goods.description.slice(0, 160) },
      ]
    : [{ title: 'Product not found · Roomcraft' }];

/** /marketPlace/product/{id}; unknown and delisted products are 404s. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const db = context.runtime.db;
  const page = await productPageGoods(db, params.id ?? '');
  if (!page || page.goods.delisted) throw new Response('Not found', { status: 404 });
  const { goods, related } = page;
  const [categories, stock, reviews, saveChoices] = await Promise.all([listCategories(db), availableStock(db, [goods.id]), reviewsForProductPage(request, context, goods.id), saveChoicesFor(request, context, 'product', goods.id)]);
  const { delisted: _delisted, vendorId: _vendor, markType: _markType, markTime: _markTime, ...shown } = goods;
  const available = stock.get(goods.id) ?? null;
  return {
    goods: { ...shown, available },
    // Worked out here, at the server's clock, so the page and its hydration agree.
    delivery: deliveryEstimate({ shippingType: goods.shippingType, inStock: !isOut({ purchasable: goods.purchasable, available }) }, new Date()),
    path: pathTo(categories, goods.categoryId).map((c) => ({ id: c.id, name: capitalize(c.displayName) })),
    related: await withRatings(db, related.map(toCard)),
    reviews,
    saveChoices,
  };
}

/** The review form (issue 22): a verified buyer's review, posted to this page. */
export const action = (args: ActionFunctionArgs) => reviewPageAction(args);

export default function ProductPage() {
  const { goods, path, related, reviews, delivery, saveChoices } = useLoaderData<typeof loader>();
  const dimensions = formatDimensions(goods.dimensions);
  return (
    <div className="container product-page" data-track-view="product_view">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Marketplace', to: '/marketPlace/index' },
          ...path.map((c) => ({ label: c.name, to: `/marketPlace/category/${encodeURIComponent(c.id)}` })),
          { label: goods.name },
        ]}
      />
      <div className="product-page__top">
        <ProductGallery key={goods.id} pictures={goods.savedPics} name={goods.name} model={goods.modelUrl ? { goodsId: goods.id, url: goods.modelUrl, dimensions: goods.dimensions } : null} />
        <ProductBuyBox goods={goods} delivery={delivery} />
      </div>
      <SaveIdea kind="product" refId={goods.id} choices={saveChoices} returnTo={`/marketPlace/product/${encodeURIComponent(goods.id)}`} />
      <section className="product-page__details" aria-labelledby="details-title">
        <h2 id="details-title">About this piece</h2>
        <p>{goods.description}</p>
        <dl className="spec-list">
          <dt>Brand</dt>
          <dd>{goods.brand}</dd>
          {dimensions ? (
            <>
              <dt>Dimensions</dt>
              <dd>{dimensions}</dd>
            </>
          ) : null}
          <dt>Category</dt>
          <dd>{path.map((c) => c.name).join(' / ') || '—'}</dd>
          <dt>Item number</dt>
          <dd>{goods.id}</dd>
        </dl>
      </section>
      <ProductReviews reviews={reviews} />
      {related.length ? (
        <section className="product-page__related" aria-labelledby="related-title">
          <h2 id="related-title">You may also like</h2>
          <ProductGrid items={related} />
        </section>
      ) : null}
      <RecentlyViewed currentId={goods.id} />
    </div>
  );
}
