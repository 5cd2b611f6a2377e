import { Link } from '@remix-run/react';
import type { OrderDetail } from '../../../projections/orders/orders.queries';
import { calendarDay, day } from './order-status';

const returnLabels = { requested: 'Return requested', approved: 'Return approved', refused: 'Return refused' } as const;

export const trackingHref = (order: Pick<OrderDetail, 'orderId' | 'orderNumber'>, lineId: string) =>
  `/order/shippingInfo/${encodeURIComponent(order.orderId)}/${encodeURIComponent(lineId)}/${encodeURIComponent(order.orderNumber)}`;

/** Each line's way to the client: shipment, tracking, delivery and return. */
export function OrderShipments({ order }: { order: OrderDetail }) {
  return (
    <ul className="order-shipments">
      {order.lines.map((l) => {
        const delay = [...order.delayNotices].reverse().find((n) => n.lineId === l.lineId || n.lineId === null);
        return (
          <li key={l.lineId} className="order-shipment">
            {l.picture ? <img src={l.picture} alt="" width={72} height={72} /> : null}
            <div>
              <p className="order-shipment__name">
                <Link to={l.href}>{l.name}</Link> × {l.count}
              </p>
              {l.shippedAt ? (
                <p>
                  Shipped {day(l.shippedAt)} with {l.carrier}, tracking number <strong>{l.trackingNumber}</strong> ·{' '}
                  <Link to={trackingHref(order, l.lineId)}>Track this item</Link>
                </p>
              ) : order.cancelledAt ? null : (
                <p className="account-card__muted">Not shipped yet{delay?.expectedBy ? ` · now expected by ${calendarDay(delay.expectedBy)}` : ''}</p>
              )}
              {l.deliveredAt ? <p>Delivered {day(l.deliveredAt)}</p> : null}
              {l.returnStatus ? <p className="order-shipment__return">{returnLabels[l.returnStatus]}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
