import { clientOrderDetail } from '~/shell/spec-redirects.server';

/** /client/order/detail?id=… (part 2 route table): one order. */
export const loader = clientOrderDetail;
