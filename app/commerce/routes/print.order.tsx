import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderReceipt } from '~/commerce/components/order-receipt';
import { PrintButton } from '~/commerce/components/print-button';
import { orderPageLoader } from '~/commerce/server/checkout-pages.server';

export const meta: MetaFunction = () => [{ title: 'Order · Roomcraft' }];
export const loader = (args: LoaderFunctionArgs) => orderPageLoader(args, 'print');

/** /print/order?id=…: the order as a printable page. */
export default function PrintOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="container print-page">
      <h1>Roomcraft order {order.orderNumber}</h1>
      <OrderReceipt order={order} links={false} />
      <p className="print-page__note">Roomcraft · support@roomcraft.example · Questions about this order? Quote its number.</p>
      <PrintButton />
    </div>
  );
}
