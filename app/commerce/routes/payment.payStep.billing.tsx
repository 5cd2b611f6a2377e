import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { CardFields } from '~/commerce/components/card-fields';
import { CheckoutSteps, QuoteSummary } from '~/commerce/components/checkout-layout';
import { billingStepLoader, checkoutAction } from '~/commerce/server/checkout-pages.server';
import { stepHref } from '~/commerce/checkout-steps';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Billing · Checkout · Roomcraft' }];
export const loader = billingStepLoader;
export const action = checkoutAction;

const brandName = (b: string) => (b === 'amex' ? 'American Express' : b[0]!.toUpperCase() + b.slice(1));

/** Step 2: how to pay — a saved card or a new one (Visa, Mastercard, American Express, Discover). */
export default function BillingStep() {
  const { quote, cards, address, choices } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const location = useLocation();
  return (
    <div className="container checkout-page">
      <h1>Billing</h1>
      <CheckoutSteps current="billing" />
      <div className="checkout-page__grid">
        <div className="checkout-stack">
          <p className="checkout-card__muted">
            Shipping to {address.firstName} {address.lastName}, {address.address1}, {address.city}, {address.state} {address.zip} ·{' '}
            <Link to={stepHref('shipping', choices)}>Change</Link>
          </p>
          {quote!.totalCents === 0 ? (
            <section className="checkout-card">
              <h2>Nothing to charge</h2>
              <p>Your store credit and code cover this order: no card is needed.</p>
              <Link to={stepHref('review', { ...choices, card: null })} className="button button--primary">
                Continue to review
              </Link>
            </section>
          ) : null}
          {cards.length ? (
            <Form method="get" action="/payment/payStep/review" className="checkout-card">
              <h2>Pay with</h2>
              <input type="hidden" name="address" value={choices.address ?? ''} />
              {choices.code ? <input type="hidden" name="code" value={choices.code} /> : null}
              <fieldset className="choice-list">
                <legend className="visually-hidden">Saved cards</legend>
                {cards.map((c) => (
                  <label key={c.uuid} className="choice">
                    <input type="radio" name="card" value={c.uuid} defaultChecked={c.uuid === choices.card} />
                    <span>
                      <strong>
                        {brandName(c.brand)} •••• {c.last4}
                      </strong>{' '}
                      expires {String(c.expMonth).padStart(2, '0')}/{String(c.expYear).slice(-2)}
                      {c.isDefault ? <span className="badge badge--muted">Default</span> : null}
                      {'entered' in c && c.entered ? <span className="badge badge--muted">Entered for this order</span> : null}
                      <br />
                      {c.holderName}
                    </span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button button--primary">
                Continue to review
              </button>
            </Form>
          ) : null}
          <Form method="post" action={location.pathname + location.search} className="checkout-card" noValidate autoComplete="on">
            <h2>{cards.length ? 'Or a new card' : 'Card'}</h2>
            <p className="checkout-card__muted">We accept Visa, Mastercard, American Express and Discover. Your card number goes to our payment processor only; we keep the brand, last four digits and expiry.</p>
            <CsrfField />
            <input type="hidden" name="intent" value="card" />
            <FormAlert result={result} shown={['cardName', 'cardNumber', 'cardExpiry', 'cardCvc']} />
            <CardFields errors={fields} defaultName={`${address.firstName} ${address.lastName}`} />
            <label className="check">
              <input type="checkbox" name="saveCard" value="on" />
              <span>Keep this card in my account for next time (saved once your order is paid)</span>
            </label>
            <button type="submit" className="button button--primary">
              Use this card
            </button>
          </Form>
        </div>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  );
}
