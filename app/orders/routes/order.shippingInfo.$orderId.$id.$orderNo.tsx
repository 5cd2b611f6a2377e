import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { calendarDay, day } from '~/orders/components/order-status';
import { ownOrder } from '~/orders/server/order-pages.server';

export const meta: MetaFunction = () => [{ title: 'Tracking · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** The line must be one of the caller's order's lines and the number must be that order's, or 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { order } = await ownOrder(args, 'orderId');
  const line = order.lines.find((l) => l.lineId === args.params.id);
  if (!line || order.orderNumber !== args.params.orderNo) throw new Response('Not found', { status: 404 });
  const notices = order.delayNotices.filter((n) => n.lineId === null || n.lineId === line.lineId);
  return { orderId: order.orderId, orderNumber: order.orderNumber, cancelled: Boolean(order.cancelledAt), line, notices };
}

/** /order/shippingInfo/{orderId}/{id}/{orderNo}: tracking for one item of an order. */
export default function ShippingInfoPage() {
  const { orderId, orderNumber, cancelled, line, notices } = useLoaderData<typeof loader>();
  return (
    <div className="container order-page order-page--narrow">
      <p className="eyebrow">
        <Link to={`/order/detail/${encodeURIComponent(orderId)}`}>Order {orderNumber}</Link>
      </p>
      <h1>Tracking: {line.name}</h1>
      <dl className="order-tracking">
        <div>
          <dt>Quantity</dt>
          <dd>{line.count}</dd>
        </div>
        <div>
          <dt>Carrier</dt>
          <dd>{line.carrier ?? 'Not shipped yet'}</dd>
        </div>
        <div>
          <dt>Tracking number</dt>
          <dd>{line.trackingNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>Shipped</dt>
          <dd>{line.shippedAt ? day(line.shippedAt) : cancelled ? 'Cancelled' : 'Being prepared'}</dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{line.deliveredAt ? day(line.deliveredAt) : '—'}</dd>
        </div>
      </dl>
      {line.trackingNumber ? <p className="account-card__muted">Use the tracking number on {line.carrier}'s website for the latest scan.</p> : null}
      <section className="order-page__section">
        <h2>Delay notices</h2>
        {notices.length === 0 ? (
          <p className="account-card__muted">No delays reported.</p>
        ) : (
          <ul className="order-returns">
            {notices.map((n, i) => (
              <li key={i}>
                {day(n.noticedAt)}: {n.message}
                {n.expectedBy ? ` Now expected by ${calendarDay(n.expectedBy)}.` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
