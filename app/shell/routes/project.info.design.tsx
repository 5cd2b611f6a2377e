import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { day } from '~/projects';
import { proposalState } from '~/review';
import { designAction, designLoader } from '~/projects/index.server';
import { markLatestSentBack } from '~/review/index.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const loader = designLoader;
export const action = designAction(markLatestSentBack);

/** design: the delivered design, revisions left, a revision within the allowance, and a 1–5 star rating. */
export default function ProjectDesign() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const failed = (intent: string) => (result && !result.ok && result.intent === intent ? result : undefined);
  const noteError = failed('revision')?.fields?.note;
  return (
    <section aria-labelledby="design-title">
      <h2 id="design-title">Your design</h2>
      {d.flash ? (
        <p className="order-notice" role="status">
          {d.flash}
        </p>
      ) : null}
      <p>
        {d.delivered && d.deliveredAt
          ? `Delivered ${day(d.deliveredAt)}.`
          : d.status === 'IN_DESIGN'
            ? d.revisionsUsed || d.redesigned
              ? 'Your designer is working on your changes.'
              : 'Your designer is working on your design.'
            : d.paid
              ? 'Your design starts once a designer is assigned.'
              : 'Your design starts once the project is paid and submitted.'}
      </p>
      {d.proposal ? (
        <div className="checkout-card" data-testid="latest-proposal">
          <h3>
            Version {d.proposal.version} · {d.proposal.boards} mood board{d.proposal.boards === 1 ? '' : 's'}
          </h3>
          <p data-testid="proposal-state">{proposalState(d.proposal)}</p>
          <Link to={`/design/review/review?proposalId=${d.proposal.proposalId}`} className="button button--primary">
            Review your design
          </Link>
        </div>
      ) : null}
      {d.revisionsLeft ? <p className="project-revisions">{d.revisionsLeft}</p> : null}
      {d.delivered ? (
        <div className="checkout-card">
          <h3>Ask for a revision</h3>
          {d.refusal ? (
            <p className="form-alert">{d.refusal}</p>
          ) : (
            <Form method="post" noValidate className="project-form">
              <CsrfField />
              <input type="hidden" name="intent" value="revision" />
              <input type="hidden" name="revisionId" value={d.revisionId} />
              <FormAlert result={failed('revision')} shown={['note']} />
              <label className="field">
                <span className="field__label">What should your designer change?</span>
                <textarea name="note" className="field__input" rows={4} maxLength={2000} required aria-invalid={noteError ? true : undefined} />
                {noteError ? <span className="field__error">{noteError}</span> : null}
              </label>
              <button type="submit" className="button button--primary" disabled={busy}>
                Ask for a revision
              </button>
            </Form>
          )}
          {d.redesigned ? null : (
            <p className="checkout-card__muted">
              Not what you hoped for? <Link to={`/project/redesign?needId=${d.needId}`}>Ask for a redesign</Link>
            </p>
          )}
        </div>
      ) : null}
      {d.canRate ? (
        <Form method="post" noValidate className="checkout-card project-form">
          <h3>{d.rating ? `You rated it ${d.rating.stars} of 5 stars` : 'Rate your design'}</h3>
          <CsrfField />
          <input type="hidden" name="intent" value="rate" />
          <FormAlert result={failed('rate')} />
          <fieldset className="project-stars">
            <legend>Stars</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="choice">
                <input type="radio" name="stars" value={n} defaultChecked={d.rating?.stars === n} />
                <span>
                  {'★'.repeat(n)} {n}
                </span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span className="field__label">A comment (optional)</span>
            <textarea name="comment" className="field__input" rows={3} maxLength={1000} defaultValue={d.rating?.comment ?? ''} />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {d.rating ? 'Update my rating' : 'Send my rating'}
          </button>
        </Form>
      ) : null}
      {d.goods.length ? (
        <section aria-labelledby="picks-title" className="project-picks">
          <h3 id="picks-title">Your designer's picks</h3>
          <ul className="project-list" data-testid="project-goods">
            {d.goods.map((g) => (
              <li key={g.goodsId}>
                <Link to={g.href}>{g.name}</Link> · {g.brand} · {g.count > 1 ? `${g.count} × ` : ''}
                {g.onSale ? (
                  <>
                    <s>{formatCents(g.priceCents)}</s> {formatCents(g.effectivePriceCents)}
                  </>
                ) : (
                  formatCents(g.effectivePriceCents)
                )}
                {g.buyable ? (g.stock !== null && g.stock <= 5 ? ` · Only ${g.stock} left in stock` : '') : ` · ${g.availability === 'delisted' ? 'No longer sold' : 'Out of stock'}`}
                {g.source === 'DIY' ? ' · from your DIY board' : ''}
              </li>
            ))}
          </ul>
          {d.price ? (
            <Form method="post" className="checkout-card">
              <CsrfField />
              <input type="hidden" name="intent" value="furniture" />
              <p>
                {formatCents(d.price.goodsCents)} for the pieces in stock{d.price.saleDiscountCents ? ` (you save ${formatCents(d.price.saleDiscountCents)} on sale prices)` : ''}, shipping{' '}
                {d.price.shippingCents ? formatCents(d.price.shippingCents) : 'free'}
                {d.price.projectFreeShipping ? ' with your project’s free shipping' : ''}: <strong>{formatCents(d.price.totalCents)}</strong> before tax.
              </p>
              <button type="submit" className="button button--primary" disabled={busy} data-testid="buy-furniture">
                Add all to cart and check out
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
