import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { OrderReceipt } from '~/commerce/components/order-receipt';
import { orderPageLoader } from '~/commerce/server/checkout-pages.server';

export const meta: MetaFunction = () => [{ title: 'Thank you for your order · Roomcraft' }];
export const loader = (args: LoaderFunctionArgs) => orderPageLoader(args, 'confirmation');

/** /payment/confirmation: the paid order, line by line, and what happens next. */
export default function ConfirmationPage() {
  const { order, email } = useLoaderData<typeof loader>();
  return (
    <div className="container checkout-page confirmation">
      <h1>Thank you! Your order is confirmed.</h1>
      <p>
        We have e-mailed the confirmation of order <strong>{order.orderNumber}</strong> to {email}. We will write again when it ships, with the carrier and tracking number.
      </p>
      <OrderReceipt order={order} />
      <div className="confirmation__actions">
        <Link to={`/order/detail/${encodeURIComponent(order.orderId)}`} className="button">
          View your order
        </Link>
        <Link to={`/print/confirmation?id=${encodeURIComponent(order.orderId)}`} className="button">
          Print confirmation
        </Link>
        <Link to="/marketPlace/index" className="button button--primary">
          Keep shopping
        </Link>
      </div>
    </div>
  );
}
