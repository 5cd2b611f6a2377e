import { Link } from '@remix-run/react';
import type { GoodsView } from '../../../projections/catalogue/goods.queries';
import { isOnSale } from '~/catalogue/storefront-format';
import { CardRating } from '~/ratings';
import { PriceTag } from './price-tag';

export type CardGoods = Pick<
  GoodsView,
  'id' | 'name' | 'brand' | 'priceCents' | 'salePriceCents' | 'purchasable' | 'savedPics' | 'visitUrl'
> & {
  /** Approved reviews' average and count (issue 22), where a loader added them; none: no stars shown. */
  rating?: { average: number; count: number } | null;
};

export function ProductCard({ goods, eager = false }: { goods: CardGoods; eager?: boolean }) {
  const sale = isOnSale(goods);
  return (
    <article className="product-card">
      <Link to={goods.visitUrl} className="product-card__link" prefetch="intent">
        <div className="product-card__media">
          {goods.savedPics[0] ? (
            <img src={goods.savedPics[0]} alt={goods.name} width={600} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <div className="product-card__no-pic" aria-hidden="true" />
          )}
          {goods.savedPics[1] ? (
            <img className="product-card__alt" src={goods.savedPics[1]} alt="" width={600} height={600} loading="lazy" decoding="async" />
          ) : null}
          <div className="badges">
            {sale ? <span className="badge badge--sale">Sale</span> : null}
            {!goods.purchasable ? <span className="badge badge--muted">Out of stock</span> : null}
          </div>
        </div>
        <div className="product-card__body">
          <p className="product-card__brand">{goods.brand}</p>
          <h3 className="product-card__name">{goods.name}</h3>
          <PriceTag priceCents={goods.priceCents} salePriceCents={goods.salePriceCents} />
          <CardRating rating={goods.rating} />
        </div>
      </Link>
    </article>
  );
}

/** Keeps only what a card shows, so loaders send small payloads. */
export function toCard(goods: GoodsView): CardGoods {
  const { id, name, brand, priceCents, salePriceCents, purchasable, savedPics, visitUrl } = goods;
  return { id, name, brand, priceCents, salePriceCents, purchasable, savedPics: savedPics.slice(0, 2), visitUrl };
}
