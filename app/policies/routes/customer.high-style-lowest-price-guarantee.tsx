import { redirect } from '@remix-run/node';

/** /customer/high-style-lowest-price-guarantee → /about/low-price-guarantee (part 2 route table): the guarantee's terms. */
export const loader = () => redirect('/about/low-price-guarantee', 302);
