import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '~/ui/error-pages';
import { getSession } from '~/web/session.server';

export const meta: MetaFunction = () => [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * Every path no other route claims: a 404 status and the friendly page (part 2 §2).
 * A /manage/ path needs a signed-in client first (part 1 §6): a visitor gets 401 and the login modal.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).pathname.includes('/manage/') && !(await getSession(request, context)).user) throw new Response('Please sign in to continue', { status: 401 });
  throw new Response('Not found', { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
