import type { MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '~/components/error-pages';

export const meta: MetaFunction = () => [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** Every path no other route claims: a 404 status and the friendly page (part 2 §2). */
export function loader() {
  throw new Response('Not found', { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
