import { signedIn, staff, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { orderCommands } from './commands';
import { orderEventTypes } from './order';
import { orderDecider } from './order.decide';

/** Orders: checkout, payment, returns, refunds and fulfilment (ADR 011, ADR 012). */
export const ordersContext = defineContext({
  name: 'orders',
  commands: orderCommands,
  rules: {
    // A client places, pays, cancels and returns their own order (decide: assertActsFor); staff fulfil.
    PlaceOrder: signedIn,
    StartPayment: signedIn,
    // Only the system records what the payment gateway answered.
    PayOrder: system,
    FailPayment: system,
    CancelOrder: signedIn,
    RequestReturn: signedIn,
    ShipOrderLine: staff,
    MarkLineDelivered: staff,
    ApproveReturn: staff,
    RefuseReturn: staff,
    RefundOrder: staff,
    // A card refund is held on the order before the gateway is asked; only the system records the gateway's refusal.
    StartRefund: staff,
    FailRefund: system,
    GiveDelayNotice: staff,
    // A client withdraws their own open return request and corrects their own order's delivery address
    // before it ships (decide: assertActsFor; staff too).
    WithdrawReturn: signedIn,
    ChangeOrderAddress: signedIn,
  },
  streams: [streamKind('order', 'order-', orderDecider, orderEventTypes)],
});
