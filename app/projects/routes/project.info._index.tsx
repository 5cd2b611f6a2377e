import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** /project/info without a tab: the messages (the query kept). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/project/info/messages${new URL(request.url).search}`);
}
