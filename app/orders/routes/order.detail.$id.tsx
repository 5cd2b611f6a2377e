import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { OrderReceipt } from '~/commerce';
import { formatCents } from '~/ui/money';
import { OrderShipments } from '~/orders/components/order-shipments';
import { OrderTimeline, day } from '~/orders/components/order-status';
import { orderActions, orderDetailOrUpdating } from '~/orders/server/order-pages.server';
import { OrderBeingUpdatedPage } from '~/orders/components/order-being-updated';
import { OrderPageHead } from '~/orders/components/order-page-head';
import { OrderMessages } from '~/orders/components/order-messages';
import { orderMessageAction, orderThreadFor } from '~/orders/server/order-messages-page.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Order ${(data?.order ?? data?.updating)?.orderNumber ?? ''} · Roomcraft` }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const found = await orderDetailOrUpdating(args);
  // Known from its events, not in the read model yet: shown from the stream, marked as being updated.
  if (!found.order) return { order: null, updating: found.updating } as const;
  const { order, now } = found;
  return { order, updating: null, ...orderActions(order), thread: await orderThreadFor(args, order.orderId), now };
}

/** The order's message form (intent=message). */
export const action = orderMessageAction;

/** /order/detail/{id}: one of the client's orders, every figure, each line's way, and what can be done with it. */
export default function OrderDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.order) return <OrderBeingUpdatedPage order={loaded.updating} />;
  return <OrderDetail {...loaded} />;
}

function OrderDetail({ order, canCancel, returnable, thread, now }: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { updating: null }>) {
  const [params] = useSearchParams();
  const id = encodeURIComponent(order.orderId);
  const receipt = { ...order, lines: order.lines, paidAt: order.paidAt };
  return (
    <div className="container order-page">
      <OrderPageHead orderNumber={order.orderNumber} status={order.status} />
      {params.get('cancelled') ? (
        <p className="order-notice" role="status">
          Your order has been cancelled.{order.refundedCents ? ` We have refunded ${formatCents(order.refundedCents)}.` : ''}
        </p>
      ) : null}
      {order.paymentFailure ? <p className="form-alert">The last payment did not go through: {order.paymentFailure}</p> : null}
      <p className="order-page__dates">
        Placed {day(order.placedAt)}
        {order.paidAt ? ` · paid ${day(order.paidAt)}` : ''}
        {order.cancelledAt ? ` · cancelled ${day(order.cancelledAt)}` : ''}
      </p>
      <div className="order-page__actions">
        {canCancel ? (
          <Link to={`/order/cancel/${id}`} className="button">
            Cancel order
          </Link>
        ) : null}
        {returnable.length ? (
          <Link to={`/order/return/${id}`} className="button">
            Return items
          </Link>
        ) : null}
        {order.returns.length ? (
          <Link to={`/order/returndetail/${id}`} className="button">
            Returns and refunds
          </Link>
        ) : null}
        <Link to={`/order/customerservice/${id}`} className="button">
          Customer service
        </Link>
        <Link to={`/print/order?id=${id}`} className="button">
          Print
        </Link>
      </div>
      <section className="order-page__section">
        <h2>Progress</h2>
        <OrderTimeline order={order} />
      </section>
      <section className="order-page__section">
        <h2>Delivery</h2>
        <OrderShipments order={order} />
      </section>
      <section className="order-page__section">
        <h2>Receipt</h2>
        <OrderReceipt order={receipt} />
        {order.refundedCents ? (
          <p className="order-page__refunded">
            Refunded: <strong>{formatCents(order.refundedCents)}</strong>
          </p>
        ) : null}
      </section>
      <OrderMessages orderId={order.orderId} orderNumber={order.orderNumber} me={thread.me} list={thread.list} messageId={thread.messageId} now={now} />
    </div>
  );
}
