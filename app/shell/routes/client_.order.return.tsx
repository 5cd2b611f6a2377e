import { clientOrderReturn } from '~/shell/spec-redirects.server';

/** /client/order/return?id=… (part 2 route table): returning items of an order. */
export const loader = clientOrderReturn;
