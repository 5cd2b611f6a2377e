import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderReceipt } from '~/commerce/components/order-receipt';
import { PrintButton } from '~/commerce/components/print-button';
import { orderPageLoader } from '~/commerce/server/checkout-pages.server';

export const meta: MetaFunction = () => [{ title: 'Order confirmation · Roomcraft' }];
export const loader = (args: LoaderFunctionArgs) => orderPageLoader(args, 'print');

/** /print/confirmation?id=…: the payment confirmation as a printable page. */
export default function PrintConfirmation() {
  const { order, email } = useLoaderData<typeof loader>();
  return (
    <div className="container print-page">
      <h1>Order confirmation</h1>
      <p>
        {order.paidAt ? `Payment received for order ${order.orderNumber}.` : `Order ${order.orderNumber} is not paid yet.`} Sent to {email}.
      </p>
      <OrderReceipt order={order} links={false} />
      <PrintButton />
    </div>
  );
}
