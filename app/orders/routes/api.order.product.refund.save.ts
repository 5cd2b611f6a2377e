import { saveRefund } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/refund/save {orderId, amountCents, reason?, to?, refundId?}: staff refund to the card or as store credit. */
export const action = orderServiceCall(saveRefund);
export const loader = action;
