import { OrderReceipt, type ReceiptOrder } from '~/commerce';
import type { OrderStatus } from '../../../projections/orders/orders';
import { OrderPageHead } from './order-page-head';

/** The label an order known from its events, not yet in the read model, carries in the list and on its page. */
export function BeingUpdated() {
  return (
    <span className="order-badge order-badge--updating" title="We are updating this order; it shows in full in a moment.">
      Being updated
    </span>
  );
}

/** /order/detail/{id} while the read model has not caught up with the order: what its events say, and that it is being updated. */
export function OrderBeingUpdatedPage({ order }: { order: ReceiptOrder & { orderId: string; status: OrderStatus } }) {
  return (
    <div className="container order-page">
      <OrderPageHead orderNumber={order.orderNumber} status={order.status}>
        <BeingUpdated />
      </OrderPageHead>
      <p className="order-notice" role="status">
        This order is being updated: its shipping, messages and returns show here in a moment. Please reload the page shortly.
      </p>
      <section className="order-page__section">
        <h2>Receipt</h2>
        <OrderReceipt order={order} />
      </section>
    </div>
  );
}
