import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '../../web/session.server';
import { safeRedirect } from '../../web/safe-redirect';

/** A sign-in address for someone already signed in: on to where they were going. */
export async function signInPageLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  if (session.user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}
