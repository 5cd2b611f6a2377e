import { redirect } from '@remix-run/node';

/** /payment/index: the cart (part 1 §2 routes). */
export const loader = () => redirect('/payment/index/cart');
