import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { csrfProblem } from '~/web/csrf.server';
import { signOut } from '~/identity/application/sign-in.server';
import { noAccessMessage } from '~/web/page-form.server';
import { getSession, sessionCookieHeader } from '~/web/session.server';

/** GET /sign-out is not a way to sign out (the status=logout query is); it goes home. */
export const loader = () => redirect('/');

/**
 * POST /sign-out (a plain page post): ends the session and hands out a fresh
 * visitor token, then goes to / — a full page load, so on the home page it is
 * a reload (part 1 §4).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const problem = csrfProblem(context, request, session, await request.formData());
  if (problem) {
    context.runtime.logger.warn('form post refused', { path: '/sign-out', problem });
    return new Response(noAccessMessage, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const token = await signOut(context.runtime, session);
  return redirect('/', { headers: { 'Set-Cookie': await sessionCookieHeader(context, token) } });
}
