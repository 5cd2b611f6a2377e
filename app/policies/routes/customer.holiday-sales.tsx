import { redirect } from '@remix-run/node';

/** /customer/holiday-sales → /customer/promotional-terms (part 2 route table): the sale's terms live there. */
export const loader = () => redirect('/customer/promotional-terms', 302);
