import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ownOrder } from '~/orders/server/order-pages.server';

export const meta: MetaFunction = () => [{ title: 'Help with an order · Roomcraft' }, { name: 'robots', content: 'noindex' }];

const supportEmail = 'support@roomcraft.example';

export async function loader(args: LoaderFunctionArgs) {
  const { order } = await ownOrder(args);
  return { orderId: order.orderId, orderNumber: order.orderNumber };
}

/** /order/customerservice/{id}: how to reach us about this order, and the answers most asked for. */
export default function CustomerServicePage() {
  const { orderId, orderNumber } = useLoaderData<typeof loader>();
  const id = encodeURIComponent(orderId);
  const mail = `mailto:${supportEmail}?subject=${encodeURIComponent(`Order ${orderNumber}`)}`;
  return (
    <div className="container order-page order-page--narrow">
      <p className="eyebrow">
        <Link to={`/order/detail/${id}`}>Order {orderNumber}</Link>
      </p>
      <h1>Help with order {orderNumber}</h1>
      <section className="order-page__section">
        <h2>Contact us</h2>
        <p>
          Write to <a href={mail}>{supportEmail}</a> with your order number, <strong>{orderNumber}</strong>. We answer within one business day, Monday to Friday, 9 am to 6 pm
          Central Time.
        </p>
      </section>
      <section className="order-page__section order-faq">
        <h2>Questions we are often asked</h2>
        <h3>Can I cancel my order?</h3>
        <p>
          Yes, until any item of it ships. <Link to={`/order/cancel/${id}`}>Cancel this order</Link>; if you paid, the full amount goes back to your card, usually within 5 to 10
          business days.
        </p>
        <h3>How do I return something?</h3>
        <p>
          Delivered items can be returned within 30 days of delivery, unused and in their original packaging. Choose the items on the <Link to={`/order/return/${id}`}>return page</Link>{' '}
          and we will arrange the pick-up. <Link to="/client/order/return/reason">Read the returns policy</Link>.
        </p>
        <h3>My furniture arrived damaged</h3>
        <p>
          We are sorry. Please take photos of the damage and the packaging, then request a return with the reason “Arrived damaged” and mention the photos in the note, or write
          to us with them. Damaged items are collected at no cost and refunded or replaced, as you prefer.
        </p>
        <h3>Where is my order?</h3>
        <p>
          Each item’s carrier and tracking number are on the <Link to={`/order/detail/${id}`}>order page</Link> as soon as it ships, and we e-mail you when it does.
        </p>
      </section>
    </div>
  );
}
