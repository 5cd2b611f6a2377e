import { it } from 'vitest';
import type { OrderEvent } from '../../../domain/orders/order';
import { clientOrdersProjection, clientOrdersTable } from '../../../projections/cart/client-orders';
import { describeProjection } from '../../support/projection-spec';
import { orderPaid, orderPlaced } from './fixtures';

describeProjection<OrderEvent>(clientOrdersProjection, ({ given }) => {
  it("lists a client's order once placed, unpaid; a repeat changes nothing", () =>
    given(orderPlaced('o1', 'c1'), orderPlaced('o1', 'c2')).then({ [clientOrdersTable]: [{ order_id: 'o1', client_id: 'c1', paid: false, cancelled: false }] }));

  it('marks it paid, then cancelled', () =>
    given(orderPlaced('o1', 'c1'), orderPlaced('o2', 'c1'), orderPaid('o1'), orderPaid('o2'), { type: 'OrderCancelled', streamId: 'order-o2', data: { orderId: 'o2', reason: 'Changed my mind', cancelledAt: '2026-01-02T00:00:00.000Z' } }).then({
      [clientOrdersTable]: [
        { order_id: 'o1', paid: true, cancelled: false },
        { order_id: 'o2', paid: true, cancelled: true },
      ],
    }));
});
