import { Form } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { CsrfField } from '~/ui/form-field';
import type { AlternativeOption } from '../application/alternative-picker.server';


/**
 * The designer offers alternatives by picking products, not typing ids: a search by
 * name (a plain GET of the page, so it works without scripts), then the products
 * to tick, each with its picture, name, brand and price.
 */
export function AlternativePicker({ commentId, proposalId, query, options, busy }: { commentId: string; proposalId: string; query: string; options: AlternativeOption[]; busy: boolean }) {
  return (
    <div className="alt-picker" data-testid={`alt-picker-${commentId}`}>
      <Form method="get" className="alt-picker__search" role="search" preventScrollReset>
        <input type="hidden" name="proposalId" value={proposalId} />
        <input type="hidden" name="altFor" value={commentId} />
        <label className="field">
          <span className="field__label">Find alternatives by name</span>
          <input type="search" name="altq" className="field__input" defaultValue={query} maxLength={100} placeholder="e.g. linen sofa" />
        </label>
        <button type="submit" className="button button--secondary button--small">
          Find
        </button>
      </Form>
      <Form method="post" className="review-inline-form">
        <CsrfField />
        <input type="hidden" name="commentId" value={commentId} />
        {options.length ? (
          <ul className="alt-picker__list">
            {options.map((o) => (
              <li key={o.productId}>
                <label className="alt-picker__option">
                  <input type="checkbox" name="goodsIds" value={o.productId} defaultChecked={o.chosen} />
                  {o.picture ? <img src={o.picture} alt="" width={56} height={56} loading="lazy" /> : <span className="alt-picker__none" />}
                  <span className="alt-picker__text">
                    <span className="alt-picker__name">{o.name}</span>
                    <span className="alt-picker__meta">
                      {o.brand} · {formatCents(o.priceCents)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="review-product__muted">{query ? `No products match “${query}”.` : 'Search the marketplace for alternatives.'}</p>
        )}
        <button type="submit" name="intent" value="alternatives" className="button button--secondary button--small" disabled={busy || !options.length}>
          Offer alternatives
        </button>
      </Form>
    </div>
  );
}
