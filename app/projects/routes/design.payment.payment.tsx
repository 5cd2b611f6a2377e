import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { CardFields } from '~/commerce';
import { CardChoiceText } from '~/payments';
import { DesignFooter } from '~/projects/components/design-footer';
import { RoomBadge } from '~/projects/components/step-page';
import { planPaymentAction, planPaymentLoader } from '~/projects/server/questionnaire-pages.server';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Pay for your plan · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = planPaymentLoader;
export const action = planPaymentAction;

/** /design/payment/payment: paying for the chosen plan once, by a saved or a new card; a visitor signs in first or pays later. */
export default function PayPlan() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const location = useLocation();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const plan = page.payPlan;
  const here = location.pathname + location.search;
  return (
    <div className="design-page">
      <div className="container design-step design-pay">
        <RoomBadge page={page} />
        <h1 className="design-step__title">Pay for your {plan.title} plan</h1>
        <p className="design-pay__price">
          {plan.offerCents < plan.priceCents ? <s>{formatDollars(plan.priceCents)}</s> : null} <strong data-testid="plan-price">{formatDollars(plan.offerCents)}</strong> for your {page.need.room.name} design. A code or a
          friend's referral (20% off your first project) comes off below.
        </p>
        {page.referral ? (
          <p className="order-notice" role="status" data-testid="referral-applied">
            Your friend's referral takes {formatDollars(page.referral.discountCents)} off: you pay <strong>{formatDollars(page.referral.payCents)}</strong> (unless you enter a code below).
          </p>
        ) : null}
        {!page.signedIn ? (
          <section className="checkout-card">
            <h2>Sign in to pay</h2>
            <p>Your answers so far are kept and move into your account when you sign in.</p>
            <p>
              <Link className="button button--primary" to={`/design/sign-in?${new URLSearchParams({ redirectTo: here })}`}>
                Sign in or create an account
              </Link>
            </p>
          </section>
        ) : (
          <Form method="post" className="checkout-card" noValidate autoComplete="on">
            <CsrfField />
            <input type="hidden" name="intent" value="pay" />
            <FormAlert result={result} shown={['cardName', 'cardNumber', 'cardExpiry', 'cardCvc', 'code']} />
            <Field label="Promo code (optional)" name="code" autoComplete="off" error={fields.code} />
            {page.cards.length ? (
              <fieldset className="choice-list">
                <legend>Pay with</legend>
                {page.cards.map((c) => (
                  <label key={c.uuid} className="choice">
                    <input type="radio" name="cardId" value={c.uuid} defaultChecked={c.isDefault} />
                    <CardChoiceText card={c} />
                  </label>
                ))}
                <label className="choice">
                  <input type="radio" name="cardId" value="" defaultChecked={!page.cards.some((c) => c.isDefault)} />
                  <span>A new card</span>
                </label>
              </fieldset>
            ) : null}
            <CardFields errors={fields} />
            <label className="check">
              <input type="checkbox" name="saveCard" value="on" />
              <span>Keep this card in my account for next time (saved once it is charged)</span>
            </label>
            <button type="submit" className={`button button--primary${paying ? ' is-loading' : ''}`} disabled={paying} data-testid="pay-plan">
              {paying ? 'Paying…' : `Pay ${formatDollars(page.referral?.payCents ?? plan.offerCents)}`}
            </button>
            <p className="checkout-card__muted">Your card number goes to our payment processor only. You are charged once, however many times you press.</p>
          </Form>
        )}
      </div>
      <DesignFooter backHref={page.backHref} next={{ href: page.laterHref, text: 'Pay later' }} hint="Not ready to pay? Your project stays in My Projects." />
    </div>
  );
}
