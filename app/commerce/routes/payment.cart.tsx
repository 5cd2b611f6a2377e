import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** /payment/cart: a short address of the cart, which lives at /payment/index/cart (part 2 route table); the query goes along. */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/payment/index/cart${new URL(request.url).search}`, 301);
