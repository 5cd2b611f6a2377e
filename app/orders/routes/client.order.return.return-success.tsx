import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AccountSection } from '~/identity';
import { requireUser } from '~/web/page-form.server';
import { getClientOrder } from '../../../projections/orders/orders.queries';

export const meta: MetaFunction = () => [{ title: 'Return requested · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await getClientOrder(context.runtime.db, user.id, id) : null;
  return { order: order && { orderId: order.orderId, orderNumber: order.orderNumber } };
}

/** /client/order/return/return-success?id=…: the return has been asked for; what happens next. */
export default function ReturnSuccessPage() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <AccountSection title="Return requested" intro="Thank you. We have your return request.">
      <p>We will answer within two business days by e-mail. Once we approve it, our carrier contacts you to collect the items, and we refund your card when they are back with us.</p>
      <div className="order-page__actions">
        {order ? (
          <Link to={`/order/returndetail/${encodeURIComponent(order.orderId)}`} className="button button--primary">
            Follow the return of order {order.orderNumber}
          </Link>
        ) : null}
        <Link to="/client/order" className="button">
          My orders
        </Link>
      </div>
    </AccountSection>
  );
}
