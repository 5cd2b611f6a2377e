import { queryOrderProducts } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/query {orderId?, needId?, shipping?, start, pageSize}: order lines across the caller's orders. */
export const action = orderServiceCall(queryOrderProducts);
export const loader = action;
