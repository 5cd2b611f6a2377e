import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { requireUser, userAction } from '../../web/page-form.server';
import { safeRedirect } from '../../web/safe-redirect';
import { getSession, type RequestSession } from '../../web/session.server';
import { listMine, markRead } from '../application/notifications.server';

/** The signed-in user's notifications, newest first (50), with the unread count. */
export async function noticeList(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  const page = await listMine(context.runtime, { actor: session.actor, userId: session.user!.id, roles: session.user!.roles }, { pageSize: 50 });
  return { ...page, now: new Date().toISOString() };
}

/** /notice/index: the signed-in user's notifications; opening one marks it read, or all at once. */
export async function noticeLoader({ request, context }: LoaderFunctionArgs) {
  return data(await noticeList(request, context), { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * A notification list's form: `all` marks every one read (back to `back`), `open`
 * marks one read and goes where it leads. Null for another intent.
 */
export async function noticeIntent(context: AppLoadContext, session: RequestSession, input: Record<string, string | undefined>, intent: string | undefined, back: string) {
  const caller = { actor: session.actor, userId: session.user!.id, roles: session.user!.roles };
  if (intent === 'all') {
    await markRead(context.runtime, caller, { all: true });
    return redirect(back);
  }
  if (intent === 'open') {
    await markRead(context.runtime, caller, { ids: input.id ?? '' });
    const mine = await listMine(context.runtime, caller, { pageSize: 100 });
    const target = mine.list.find((n) => n.id === input.id);
    return redirect(safeRedirect(target?.href ?? back, back));
  }
  return null;
}

export const noticeAction = userAction(async ({ context, session, input, intent }) => {
  const done = await noticeIntent(context, session, input, intent, '/notice/index');
  if (done) return done;
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
