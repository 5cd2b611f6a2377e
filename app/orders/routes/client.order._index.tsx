import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountSection } from '~/identity';
import { OrderList } from '~/orders/components/order-list';
import { ordersListLoader } from '~/orders/server/order-pages.server';

export const meta: MetaFunction = () => [{ title: 'My orders · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = ordersListLoader;

/** /client/order: the client's orders, newest first, by status, ten a page. */
export default function OrdersPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountSection title="Orders" intro="Follow your furniture from our workshop to your room. You can cancel an order until it ships and return delivered items within 30 days.">
      <OrderList {...data} base="/client/order" />
    </AccountSection>
  );
}
