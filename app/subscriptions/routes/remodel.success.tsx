import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { successAction, successPageLoader } from '~/subscriptions/server/subscription-pages.server';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Your AI Designer subscription · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = successPageLoader;
export const action = successAction;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const brandName = (b: string) => (b === 'amex' ? 'American Express' : b[0]!.toUpperCase() + b.slice(1));

/** /remodel/success: the subscription's confirmation — plan, amount, next renewal — and cancelling at the end of the month paid for. */
export default function SubscriptionSuccess() {
  const { offer, subscription, email } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  if (!subscription || subscription.status === 'ENDED')
    return (
      <div className="container subscribe-page">
        <h1>No active subscription</h1>
        <p>{subscription ? `Your AI Designer subscription ended on ${day(subscription.periodEnd)}.` : 'You have not subscribed to AI Designer yet.'}</p>
        <Link to="/remodel/subscribe" className="button button--primary">
          Subscribe for {formatCents(offer.priceCents)} a month
        </Link>
      </div>
    );
  const cancelling = subscription.status === 'CANCELLING';
  return (
    <div className="container subscribe-page">
      <h1>{cancelling ? 'Your subscription is cancelled' : 'You are subscribed to AI Designer'}</h1>
      {result?.ok ? (
        <p className="form-notice" role="status">
          {result.message}
        </p>
      ) : null}
      <FormAlert result={result} />
      <p>{cancelling ? `You keep unlimited AI designs until ${day(subscription.periodEnd)}; nothing more will be charged.` : `Thank you: your first month is paid. Your subscription is kept in the account ${email}.`}</p>
      <dl className="subscription-facts">
        <dt>Plan</dt>
        <dd>
          {offer.title} — {offer.title2}
        </dd>
        <dt>Amount</dt>
        <dd>{formatCents(subscription.amountCents)} a month</dd>
        <dt>Started</dt>
        <dd>{day(subscription.startedAt)}</dd>
        <dt>{cancelling ? 'Ends on' : 'Next renewal'}</dt>
        <dd>{day(subscription.periodEnd)}</dd>
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
