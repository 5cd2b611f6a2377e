import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { StatusBadge } from '~/orders/components/order-status';
import { cancelAction, orderActions, ownOrder } from '~/orders/server/order-pages.server';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Cancel an order · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { order } = await ownOrder(args);
  return { order, ...orderActions(order) };
}
export const action = cancelAction;

/** /order/cancel/{id}: confirm, with an optional reason; refused clearly once an item has shipped. */
export default function CancelOrderPage() {
  const { order, canCancel } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state !== 'idle';
  const back = `/order/detail/${encodeURIComponent(order.orderId)}`;
  // What comes back (the cancellation decides it on the order): the card's part first, then the store credit the order used.
  const credit = order.paidCents > 0 || order.totals.creditsUsedCents > 0 ? order.totals.creditsUsedCents : 0;
  const left = order.paidCents + credit - order.refundedCents;
  const comesBack =
    order.refundedCents === 0
      ? [order.paidCents > 0 ? `${formatCents(order.paidCents)} to the card you paid with` : '', credit > 0 ? `${formatCents(credit)} as store credit` : ''].filter(Boolean).join(' and ')
      : `what is left, ${formatCents(left)}, to the card you paid with first and the rest as store credit`;
  return (
    <div className="container order-page order-page--narrow">
      <p className="eyebrow">
        <Link to={back}>Order {order.orderNumber}</Link>
      </p>
      <div className="order-page__head">
        <h1>Cancel order {order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      {order.cancelledAt ? (
        <p>This order has already been cancelled.</p>
      ) : !canCancel ? (
        <>
          <p className="form-alert">This order has shipped and can no longer be cancelled.</p>
          <p>
            Once your items are delivered you can return them within 30 days for a refund. <Link to="/client/order/return/reason">How returns work</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="order-form">
          <CsrfField />
          <p>
            {left > 0
              ? `We will refund ${comesBack}.${order.paidCents > 0 ? ' Banks usually show a refund within 5 to 10 business days.' : ''}`
              : 'Nothing has been charged for this order, so there is nothing to refund.'}
          </p>
          <label className="field">
            <span className="field__label">Why are you cancelling? (optional)</span>
            <textarea name="reason" className="field__input" rows={3} maxLength={500} />
          </label>
          <FormAlert result={result} />
          <div className="order-page__actions">
            <button type="submit" name="intent" value="cancel" className="button button--primary" disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel this order'}
            </button>
            <Link to={back} className="button">
              Keep my order
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
