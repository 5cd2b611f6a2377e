import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { CheckoutSteps, QuoteSummary } from '~/commerce/components/checkout-layout';
import { formatCents } from '~/ui/money';
import { checkoutAction, reviewStepLoader } from '~/commerce/server/checkout-pages.server';
import { stepHref } from '~/commerce/checkout-steps';
import { CsrfField } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Review · Checkout · Roomcraft' }];
export const loader = reviewStepLoader;
export const action = checkoutAction;

/** Step 3: everything once more, then one button that places the order and charges the card once. */
export default function ReviewStep() {
  const { quote, address, card, choices, checkoutId, attemptId, email } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  // After a decline the same checkout (its draft order) is paid by the next attempt; only the attempt is new.
  const sameCheckout = result && !result.ok && 'checkoutId' in result && typeof result.checkoutId === 'string' ? result.checkoutId : checkoutId;
  return (
    <div className="container checkout-page">
      <h1>Review and pay</h1>
      <CheckoutSteps current="review" />
      <div className="checkout-page__grid">
        <div className="checkout-stack">
          {result && !result.ok ? (
            <p className="form-alert" role="alert">
              {result.message}
              {result.code === 'DECLINED' ? ' Nothing was charged. Try again or use another card.' : ''}
            </p>
          ) : null}
          <section className="checkout-card">
            <h2>Shipping to</h2>
            <p>
              {address.firstName} {address.lastName}
              <br />
              {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}
              <br />
              {address.city}, {address.state} {address.zip}
            </p>
            <Link to={stepHref('shipping', choices)}>Change</Link>
          </section>
          <section className="checkout-card">
            <h2>Paying with</h2>
            {card ? (
              <p>
                {card.brand.toUpperCase()} •••• {card.last4}, expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
              </p>
            ) : (
              <p>Your store credit and code cover this order: no card is needed.</p>
            )}
            <Link to={stepHref('billing', choices)}>Change</Link>
          </section>
          <Form method="post" action={location.pathname + location.search} className="checkout-card">
            <CsrfField />
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="checkoutId" value={sameCheckout} />
            <input type="hidden" name="attemptId" value={attemptId} />
            <p className="checkout-card__muted">
              By placing your order you agree to our <Link to="/customer/terms-conditions">terms of sale</Link>. You can <Link to="/customer/cancellation">cancel</Link> until it ships and <Link to="/customer/returns&exchanges">return</Link> delivered pieces within 30 days. We will e-mail the confirmation to {email}.
            </p>
            <button type="submit" className="button button--primary button--large button--block" disabled={busy}>
              {busy ? 'Paying…' : `Place order and pay ${formatCents(quote.totalCents)}`}
            </button>
          </Form>
        </div>
        <QuoteSummary quote={quote} />
      </div>
    </div>
  );
}
