import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { orderPageLoader } from '~/commerce/server/checkout-pages.server';

export const meta: MetaFunction = () => [{ title: 'Processing your payment · Roomcraft' }];
export const loader = (args: LoaderFunctionArgs) => orderPageLoader(args, 'processing');

/** /payment/processing: a payment still running (another tab, a slow processor); the page follows it until it lands. */
export default function ProcessingPage() {
  const { order } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(revalidate, 2000);
    return () => window.clearInterval(timer);
  }, [revalidate]);
  return (
    <div className="container checkout-page checkout-page--gate" aria-live="polite">
      <h1>Processing your payment</h1>
      <p>Order {order.orderNumber}. This takes a few seconds; the page moves on by itself. Please don't pay again: you will be charged only once.</p>
      <Link to={`/payment/processing?orderId=${encodeURIComponent(order.orderId)}`}>Check again</Link>
      {order.lastFailure ? (
        <p className="form-alert" role="alert">
          The last try did not go through: {order.lastFailure} <Link to="/payment/index/cart">Back to your cart</Link>
        </p>
      ) : null}
    </div>
  );
}
