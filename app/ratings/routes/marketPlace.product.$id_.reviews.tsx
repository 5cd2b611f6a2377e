import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { allReviewsPage } from '~/ratings/application/reviews.server';
import { RatingSummary } from '~/ratings/components/rating-summary';
import { ReviewItem } from '~/ratings/components/review-item';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `Reviews of ${data.goods.name} · Roomcraft` }, { name: 'robots', content: data.page > 1 ? 'noindex' : 'index' }] : [{ title: 'Reviews not found · Roomcraft' }];

/** /marketPlace/product/{id}/reviews?page=N: every approved review of a product, newest first, ten a page (the product page's "See all" link). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  try {
    return await allReviewsPage(context.runtime, params.id ?? '', new URL(request.url).searchParams.get('page'));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response('Not found', { status: 404 });
  }
}

export default function ProductReviewsPage() {
  const { goods, rating, list, total, page, pages } = useLoaderData<typeof loader>();
  const at = (n: number) => (n <= 1 ? `/marketPlace/product/${encodeURIComponent(goods.id)}/reviews` : `/marketPlace/product/${encodeURIComponent(goods.id)}/reviews?page=${n}`);
  return (
    <div className="container reviews-page">
      <p className="reviews-page__back">
        <Link to={goods.visitUrl}>← Back to {goods.name}</Link>
      </p>
      <h1>Reviews of {goods.name}</h1>
      <p className="reviews-page__brand">by {goods.brand}</p>
      <RatingSummary rating={rating} />
      {list.length ? (
        <ol className="review-list">
          {list.map((r) => (
            <ReviewItem key={r.reviewId} review={r} />
          ))}
        </ol>
      ) : (
        <p className="product-reviews__empty">Be the first to tell other shoppers what you think of it.</p>
      )}
      {pages > 1 ? (
        <nav className="reviews-page__pages" aria-label="Review pages">
          {page > 1 ? (
            <Link to={at(page - 1)} rel="prev">
              Newer reviews
            </Link>
          ) : null}
          <span>
            Page {page} of {pages} · {total} reviews
          </span>
          {page < pages ? (
            <Link to={at(page + 1)} rel="next">
              Older reviews
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
