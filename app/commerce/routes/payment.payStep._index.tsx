import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** /payment/payStep: the first step, shipping (part 1 §2 routes). */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/payment/payStep/shipping${new URL(request.url).search}`);
