import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '~/ui/error-pages';
import { hrefOf } from '~/web/links';
import { targetOf } from '../../../domain/shared/targets';

export const meta: MetaFunction = () => [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * /go/{kind}/{id}: the stable address mails link to (domain/shared/targets.ts
 * `goPath`). It redirects (302) to the page app/web/links.ts names for the
 * target today, so a page can move without breaking mail already sent. Anything
 * that is not a target is not found. The page itself checks who may see it.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const target = targetOf(params.kind ?? '', params.id ?? null);
  if (!target) throw new Response('Not found', { status: 404 });
  return redirect(hrefOf(target), { status: 302, headers: { 'Cache-Control': 'no-store' } });
}

export default function GoNowhere() {
  return <NotFoundPage />;
}
