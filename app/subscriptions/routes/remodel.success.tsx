import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { CardChoiceText } from '~/payments';
import { CardFields } from '~/commerce';
import subscriptionCss from '~/styles/subscription-renewals.css?url';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { successAction, successPageLoader } from '~/subscriptions/server/subscription-pages.server';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Your AI Designer subscription · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: subscriptionCss }];
export const loader = successPageLoader;
export const action = successAction;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const brandName = (b: string) => (b === 'amex' ? 'American Express' : b[0]!.toUpperCase() + b.slice(1));

/** /remodel/success: the subscription's confirmation — plan, amount, next renewal — and cancelling at the end of the month paid for. */
export default function SubscriptionSuccess() {
  const { offer, subscription, email, cards } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  if (!subscription || subscription.status === 'ENDED' || subscription.status === 'LAPSED')
    return (
      <div className="container subscribe-page">
        <h1>No active subscription</h1>
        <p>
          {!subscription
            ? 'You have not subscribed to AI Designer yet.'
            : subscription.status === 'LAPSED'
              ? `Your AI Designer subscription lapsed: we could not renew it after ${day(subscription.periodEnd)} (${subscription.failures} declined attempts).`
              : `Your AI Designer subscription ended on ${day(subscription.periodEnd)}.`}
        </p>
        <Link to="/remodel/subscribe" className="button button--primary">
          Subscribe for {formatCents(offer.priceCents)} a month
        </Link>
      </div>
    );
  const cancelling = subscription.status === 'CANCELLING';
  const pastDue = subscription.status === 'PAST_DUE';
  return (
    <div className="container subscribe-page">
      <h1>{cancelling ? 'Your subscription is cancelled' : 'You are subscribed to AI Designer'}</h1>
      {pastDue && subscription.retry ? (
        <div className="subscription-past-due" role="alert">
          <h2>We could not renew your subscription</h2>
          <p>
            Your renewal on {day(subscription.periodEnd)} was declined{subscription.retry.lastFailure ? `: ${subscription.retry.lastFailure}` : '.'} You keep AI Designer while we try again
            {subscription.renewing ? ' — we are trying now.' : subscription.retry.nextAttemptAt ? ` on ${day(subscription.retry.nextAttemptAt)} (attempt ${subscription.retry.attempt + 1} of 4).` : '.'}
          </p>
          <p>Change your card below and we try it at once.</p>
        </div>
      ) : null}
      {result?.ok ? (
        <p className="form-notice" role="status">
          {result.message}
        </p>
      ) : null}
      <FormAlert result={result} />
      <p>
        {cancelling
          ? `You keep unlimited AI designs until ${day(subscription.periodEnd)}; nothing more will be charged.`
          : subscription.renewals > 0
            ? `Your subscription renews every month. It is kept in the account ${email}.`
            : `Thank you: your first month is paid. Your subscription is kept in the account ${email}.`}
      </p>
      <dl className="subscription-facts">
        <dt>Plan</dt>
        <dd>
          {offer.title} — {offer.title2}
        </dd>
        <dt>Amount</dt>
        <dd>{formatCents(subscription.amountCents)} a month</dd>
        <dt>Status</dt>
        <dd>{pastDue ? 'Payment declined — retrying (grace period)' : cancelling ? 'Cancelled at the end of this month' : 'Active'}</dd>
        <dt>Started</dt>
        <dd>{day(subscription.startedAt)}</dd>
        <dt>{cancelling ? 'Ends on' : pastDue ? 'Paid until' : 'Next renewal'}</dt>
        <dd>{day(subscription.periodEnd)}</dd>
        {pastDue && subscription.nextRenewal ? (
          <>
            <dt>Next attempt</dt>
            <dd>{day(subscription.nextRenewal)}</dd>
          </>
        ) : null}
        {subscription.card ? (
          <>
            <dt>Card</dt>
            <dd>
              {brandName(subscription.card.brand)} •••• {subscription.card.last4}
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to="/design/room" className="button button--primary">
          Design a room
        </Link>{' '}
        <Link to="/remodel/home" className="button">
          Remodel ideas
        </Link>
      </p>
      <Form method="post" className="subscription-card" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="card" />
        <h2>{pastDue ? 'Pay with another card' : 'Change card'}</h2>
        <p>Your renewals are charged to this card{pastDue ? '; a declined renewal is tried again at once with it' : ''}. The number goes to our payment processor only.</p>
        {cards.length ? (
          <fieldset className="choice-list">
            <legend>Renew with</legend>
            {cards.map((c) => (
              <label key={c.uuid} className="choice">
                <input type="radio" name="cardId" value={c.uuid} />
                <CardChoiceText card={c} />
              </label>
            ))}
            <label className="choice">
              <input type="radio" name="cardId" value="new" defaultChecked />
              <span>A new card</span>
            </label>
          </fieldset>
        ) : null}
        <CardFields errors={result && !result.ok && result.intent === 'card' ? (result.fields ?? {}) : {}} />
        <button type="submit" className="button">
          {pastDue ? 'Use this card and pay now' : 'Save card'}
        </button>
      </Form>
      <Form method="post" className="subscription-cancel">
        <CsrfField />
        {cancelling ? (
          <>
            <input type="hidden" name="intent" value="resume" />
            <p>Changed your mind? Keep your subscription and it renews on {day(subscription.periodEnd)}.</p>
            <button type="submit" className="button">
              Keep my subscription
            </button>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="cancel" />
            <p>Cancel any time: you keep AI Designer until {day(subscription.periodEnd)} and are not charged again.</p>
            <button type="submit" className="button">
              Cancel at the end of this month
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
