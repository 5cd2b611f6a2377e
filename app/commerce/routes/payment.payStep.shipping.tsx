import type { MetaFunction } from '@remix-run/node';
import { StateSelect } from '~/commerce/components/state-select';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { CheckoutSteps, QuoteSummary } from '~/commerce/components/checkout-layout';
import { checkoutAction, shippingStepLoader } from '~/commerce/server/checkout-pages.server';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Shipping · Checkout · Roomcraft' }];
export const loader = shippingStepLoader;
export const action = checkoutAction;

/** Step 1: where it goes — a saved address (the default first) or a new one. */
export default function ShippingStep() {
  const { quote, addresses, choices } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const location = useLocation();
  return (
    <div className="container checkout-page">
      <h1>Shipping</h1>
      <CheckoutSteps current="shipping" />
      <div className="checkout-page__grid">
        <div className="checkout-stack">
          {addresses.length ? (
            <Form method="get" action="/payment/payStep/billing" className="checkout-card">
              <h2>Ship to</h2>
              {choices.code ? <input type="hidden" name="code" value={choices.code} /> : null}
              <fieldset className="choice-list">
                <legend className="visually-hidden">Saved addresses</legend>
                {addresses.map((a) => (
                  <label key={a.id} className="choice">
                    <input type="radio" name="address" value={a.id} defaultChecked={a.id === choices.address} />
                    <span>
                      <strong>
                        {a.firstName} {a.lastName}
                      </strong>
                      {a.isDefault ? <span className="badge badge--muted">Default</span> : null}
                      <br />
                      {a.address1}
                      {a.address2 ? `, ${a.address2}` : ''}, {a.city}, {a.state} {a.zip}
                    </span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button button--primary">
                Continue to billing
              </button>
            </Form>
          ) : null}
          <Form method="post" action={location.pathname + location.search} className="checkout-card" noValidate>
            <h2>{addresses.length ? 'Or a new address' : 'Your address'}</h2>
            <p className="checkout-card__muted">We deliver to the contiguous United States and DC. It is kept in your account for next time.</p>
            <CsrfField />
            <input type="hidden" name="intent" value="address" />
            <FormAlert result={result} shown={['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'zip', 'phone']} />
            <div className="form-grid">
              <Field label="First name" name="firstName" autoComplete="given-name" required error={fields.firstName} />
              <Field label="Last name" name="lastName" autoComplete="family-name" required error={fields.lastName} />
            </div>
            <Field label="Address" name="address1" autoComplete="address-line1" required error={fields.address1} />
            <Field label="Apartment, suite (optional)" name="address2" autoComplete="address-line2" error={fields.address2} />
            <div className="form-grid form-grid--3">
              <Field label="City" name="city" autoComplete="address-level2" required error={fields.city} />
              <StateSelect error={fields.state} />
              <Field label="Zip code" name="zip" autoComplete="postal-code" required error={fields.zip} />
            </div>
            <Field label="Phone (optional, for the delivery team)" name="phone" type="tel" autoComplete="tel" error={fields.phone} />
            <input type="hidden" name="country" value="US" />
            <button type="submit" className="button button--primary">
              Use this address
            </button>
          </Form>
          <Link to="/payment/index/cart">Back to your cart</Link>
        </div>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  );
}
