import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { day, refundWhere } from '~/orders/components/order-status';
import { ownOrder } from '~/orders/server/order-pages.server';

export const meta: MetaFunction = () => [{ title: 'Returns and refunds · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { order } = await ownOrder(args);
  return { order };
}

const statusText = { requested: 'Waiting for our answer', approved: 'Approved', refused: 'Refused', withdrawn: 'Withdrawn by you' } as const;

/** /order/returndetail/{id}: an order's returns with their status, and its refunds. */
export default function ReturnDetailPage() {
  const { order } = useLoaderData<typeof loader>();
  const name = (lineId: string) => order.lines.find((l) => l.lineId === lineId)?.name ?? 'Item';
  return (
    <div className="container order-page order-page--narrow">
      <p className="eyebrow">
        <Link to={`/order/detail/${encodeURIComponent(order.orderId)}`}>Order {order.orderNumber}</Link>
      </p>
      <h1>Returns and refunds for order {order.orderNumber}</h1>
      <section className="order-page__section">
        <h2>Returns</h2>
        {order.returns.length === 0 ? (
          <p className="account-card__muted">No return has been asked for this order.</p>
        ) : (
          <ul className="order-returns">
            {order.returns.map((r) => (
              <li key={r.returnId} className={`order-return order-return--${r.status}`}>
                <p>
                  <strong>{statusText[r.status]}</strong> · asked {day(r.requestedAt)}
                  {r.settledAt ? ` · answered ${day(r.settledAt)}` : ''}
                </p>
                <p>Items: {r.lineIds.map(name).join(', ')}</p>
                <p>Reasons: {r.reasons.join(', ')}</p>
                {r.note ? <p>Your note: {r.note}</p> : null}
                {r.refuseReason ? <p>Why we refused: {r.refuseReason}</p> : null}
                {r.status === 'approved' ? <p className="account-card__muted">Our carrier will contact you to collect the items; we refund your card once they are back.</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="order-page__section">
        <h2>Refunds</h2>
        {order.refunds.length === 0 ? (
          <p className="account-card__muted">No refund yet.</p>
        ) : (
          <ul className="order-returns">
            {order.refunds.map((r) => (
              <li key={r.refundId}>
                {day(r.refundedAt)}: <strong>{formatCents(r.amountCents)}</strong> {refundWhere(r)}{r.reason ? ` (${r.reason})` : ''}
              </li>
            ))}
          </ul>
        )}
        <p>
          Refunded in all: <strong>{formatCents(order.refundedCents)}</strong> of {formatCents(order.paidCents)} paid.
        </p>
      </section>
    </div>
  );
}
