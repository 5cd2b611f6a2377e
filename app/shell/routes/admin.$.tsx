import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { consoleAreasOf } from '../../../domain/authz';
import { getSession } from '~/web/session.server';
import { noAccessMessage, signInMessage } from '~/web/page-form.server';

/**
 * /admin/*: the staff console (react-admin, admin/). The server lets in only
 * users whose role opens some area of it: a visitor gets the sign-in page
 * (401), any other user 403 'No access.'. The console itself renders in the
 * browser only, and its code is a chunk of its own that no other page loads.
 */
export const meta: MetaFunction = () => [{ title: 'Console · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export const handle = { bare: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  if (!session.user) throw new Response(signInMessage, { status: 401 });
  if (consoleAreasOf(session.actor).length === 0) throw new Response(noAccessMessage, { status: 403 });
  return null;
}

const ConsoleApp = lazy(() => import('../../../admin/App'));

export default function AdminRoute() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = <p className="admin-loading">Loading the console…</p>;
  return inBrowser ? <Suspense fallback={loading}>{<ConsoleApp />}</Suspense> : loading;
}
