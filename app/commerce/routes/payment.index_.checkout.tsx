import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { CheckoutSteps, QuoteSummary } from '~/commerce/components/checkout-layout';
import { checkoutLoader } from '~/commerce/server/checkout-pages.server';
import { stepHref } from '~/commerce/checkout-steps';

export const meta: MetaFunction = () => [{ title: 'Checkout · Roomcraft' }];
export const loader = checkoutLoader;

/** /payment/index/checkout: sign in (the cart follows), try a code, then the steps. */
export default function CheckoutPage() {
  const { signedIn, quote, choices } = useLoaderData<typeof loader>();
  if (!signedIn || !quote) {
    return (
      <div className="container checkout-page checkout-page--gate">
        <h1>Checkout</h1>
        <p>Sign in or create an account to check out. Everything in your cart comes with you, and you can follow your order and returns from your account.</p>
        <div className="checkout-page__gate-actions">
          <Link to={`/sign-in?${new URLSearchParams({ redirectTo: '/payment/index/checkout' })}`} className="button button--primary">
            Sign in
          </Link>
          <Link to={`/sign-in?${new URLSearchParams({ register: '1', redirectTo: '/payment/index/checkout' })}`} className="button">
            Create an account
          </Link>
        </div>
        <Link to="/payment/index/cart">Back to your cart</Link>
      </div>
    );
  }
  const code = quote.code;
  return (
    <div className="container checkout-page">
      <h1>Checkout</h1>
      <CheckoutSteps current="shipping" />
      <div className="checkout-page__grid">
        <section className="checkout-card" aria-labelledby="code-title">
          <h2 id="code-title">Discount code</h2>
          <p className="checkout-card__muted">One code per order. DIY1, DIY3 and DIY5 take 10%, 15% and 20% off orders of $1,000, $3,000 and $5,000; PROMO10 takes 10% off a first furniture order.</p>
          <Form method="get" className="code-form">
            <label htmlFor="code" className="visually-hidden">
              Discount code
            </label>
            <input id="code" name="code" className="field__input" defaultValue={choices.code ?? ''} placeholder="Enter a code" maxLength={32} autoCapitalize="characters" />
            <button type="submit" className="button">
              Apply
            </button>
          </Form>
          {code ? (
            <p className={code.applies ? 'code-answer code-answer--ok' : 'code-answer code-answer--no'} role="status">
              {code.applies ? `${code.asked} applied: you save ${(quote.codeDiscountCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}.` : `${code.asked}: ${code.message}.`}
            </p>
          ) : null}
          <Link to={stepHref('shipping', { code: code?.applies ? code.asked : null })} className="button button--primary">
            Continue to shipping
          </Link>
        </section>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  );
}
