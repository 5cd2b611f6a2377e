import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { OrderStatus } from '../../../projections/orders/orders';
import { StatusBadge } from './order-status';

/** The top of an order's page: the way back to the list, its number and status, and any other badge. */
export function OrderPageHead({ orderNumber, status, children }: { orderNumber: string; status: OrderStatus; children?: ReactNode }) {
  return (
    <>
      <p className="eyebrow">
        <Link to="/client/order">My orders</Link>
      </p>
      <div className="order-page__head">
        <h1>Order {orderNumber}</h1>
        <StatusBadge status={status} />
        {children}
      </div>
    </>
  );
}
