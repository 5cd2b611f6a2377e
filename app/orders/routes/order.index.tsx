import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** /order/index (the spec's address for the order list): the list lives in the account, at /client/order. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/client/order${new URL(request.url).search}`);
}
