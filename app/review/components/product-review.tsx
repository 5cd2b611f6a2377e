import { useState } from 'react';
import { useFetcher } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { CsrfField, useHydrated } from '~/ui/form-field';
import type { ReviewIntentOption } from '../server/review-pages.server';

export interface ReviewedProduct {
  productId: string;
  name: string;
  brand: string;
  additional: string;
  description: string;
  link: string | null;
  priceCents: number;
  salePriceCents: number | null;
  availability: string;
  goodsCount: number | null;
  purchasable: boolean;
  savedPics: string[];
  comment: { id: string | null; intent: string | null; statusId: number; tagIds: number[]; content: string; answer: string | null };
  alternatives: Array<{ productId: string; name: string; brand: string; priceCents: number; salePriceCents: number | null; link: string; savedPics: string[] } | undefined>;
}

type MarkResult = { ok: boolean; message: string; intent?: string; productId?: string; fields?: Record<string, string> };

/**
 * One product of a board under review: its details and price now, and the client's
 * mark — Keep, See options or Don't want, the tags of that choice, a few words.
 * Without scripts every tag group shows and the form posts the page; with them,
 * only the chosen group shows and the mark saves in place.
 */
export function ProductReview({ product, options, action, readOnly }: { product: ReviewedProduct; options: ReviewIntentOption[]; action: string; readOnly: boolean }) {
  const fetcher = useFetcher<MarkResult>();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(product.comment.intent);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const sale = product.salePriceCents !== null && product.salePriceCents < product.priceCents;
  const current = options.find((o) => o.intent === chosen) ?? null;
  const markedLabel = options.find((o) => o.intent === product.comment.intent)?.label;
  return (
    <li className="review-product" data-testid={`review-product-${product.productId}`}>
      <div className="review-product__info">
        {product.savedPics[0] ? <img className="review-product__pic" src={product.savedPics[0]} alt="" loading="lazy" width={88} height={88} /> : null}
        <div>
          <h3 className="review-product__name">
            {product.link ? <a href={product.link}>{product.name}</a> : product.name}
          </h3>
          <p className="review-product__brand">{product.brand}</p>
          {product.additional ? <p className="review-product__muted">{product.additional}</p> : null}
          <p className="review-product__price">
            {sale ? (
              <>
                <span className="price-old">{formatCents(product.priceCents)}</span> <strong>{formatCents(product.salePriceCents!)}</strong>
              </>
            ) : (
              <strong>{formatCents(product.priceCents)}</strong>
            )}{' '}
            <span className="review-product__muted">· {product.purchasable ? product.availability : 'Not available now'}</span>
          </p>
          {product.description ? <p className="review-product__muted review-product__desc">{product.description}</p> : null}
        </div>
      </div>
      {readOnly ? (
        <p className="review-product__mark">{markedLabel ? <strong>{markedLabel}</strong> : 'Not marked'}{product.comment.content ? ` — “${product.comment.content}”` : ''}</p>
      ) : (
        <fetcher.Form method="post" action={action} className="review-mark" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="mark" />
          <input type="hidden" name="productId" value={product.productId} />
          <fieldset className="review-mark__choices">
            <legend className="visually-hidden">Your choice for {product.name}</legend>
            {options.map((o) => (
              <label key={o.intent} className={`review-mark__choice review-mark__choice--${o.intent.toLowerCase()}${chosen === o.intent ? ' is-chosen' : ''}`}>
                <input type="radio" name="mark" value={o.intent} defaultChecked={product.comment.intent === o.intent} onChange={() => setChosen(o.intent)} />
                {o.label}
              </label>
            ))}
            {product.comment.intent ? (
              <label className="review-mark__choice review-mark__choice--none">
                <input type="radio" name="mark" value="NONE" onChange={() => setChosen('NONE')} />
                Clear
              </label>
            ) : null}
          </fieldset>
          {options
            .filter((o) => o.tags.length && (!hydrated || o.intent === chosen))
            .map((o) => (
              <fieldset key={o.intent} className="review-mark__tags">
                <legend>{hydrated ? o.prompt : `${o.label}: ${o.prompt}`}</legend>
                {o.tags.map((t) => (
                  <label key={t.id} className="review-tag">
                    <input type="checkbox" name={`tags_${o.intent}`} value={t.id} defaultChecked={product.comment.intent === o.intent && product.comment.tagIds.includes(t.id)} />
                    {t.name}
                  </label>
                ))}
              </fieldset>
            ))}
          {!hydrated || (current && current.intent !== 'KEEP') || chosen === 'KEEP' ? (
            <label className="field">
              <span className="field__label">{current?.prompt ?? 'Anything to add? (optional)'}</span>
              <textarea name="content" className="field__input" rows={2} maxLength={2000} defaultValue={product.comment.content} />
            </label>
          ) : null}
          <button type="submit" className={`button button--secondary button--small${busy ? ' is-loading' : ''}`} disabled={busy || !chosen}>
            Save
          </button>
          {result && result.productId === product.productId ? (
            <p className={result.ok ? 'form-ok' : 'form-alert'} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </p>
          ) : result && !result.ok ? (
            <p className="form-alert" role="alert">
              {result.message}
            </p>
          ) : null}
        </fetcher.Form>
      )}
      {product.comment.answer ? (
        <p className="review-product__answer" data-testid="designer-answer">
          <strong>Your designer:</strong> {product.comment.answer}
        </p>
      ) : null}
      {product.alternatives.length ? (
        <div className="review-product__alternatives">
          <p>
            <strong>Other options from your designer</strong>
          </p>
          <ul>
            {product.alternatives.map((a) =>
              a ? (
                <li key={a.productId}>
                  <a href={a.link}>{a.name}</a> · {a.brand} · {formatCents(a.salePriceCents ?? a.priceCents)}
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
