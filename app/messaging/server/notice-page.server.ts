import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { requireUser, userAction } from '../../web/page-form.server';
import { safeRedirect } from '../../web/safe-redirect';
import { getSession } from '../../web/session.server';
import { listMine, markRead } from '../application/notifications.server';

/** /notice/index: the signed-in user's notifications; opening one marks it read, or all at once. */
export async function noticeLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  const page = await listMine(context.runtime, { actor: session.actor, userId: session.user!.id, roles: session.user!.roles }, { pageSize: 50 });
  return data({ ...page, now: new Date().toISOString() }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const noticeAction = userAction(async ({ context, session, input, intent }) => {
  const caller = { actor: session.actor, userId: session.user!.id, roles: session.user!.roles };
  if (intent === 'all') {
    await markRead(context.runtime, caller, { all: true });
    return redirect('/notice/index');
  }
  if (intent === 'open') {
    await markRead(context.runtime, caller, { ids: input.id ?? '' });
    const mine = await listMine(context.runtime, caller, { pageSize: 100 });
    const target = mine.list.find((n) => n.id === input.id);
    return redirect(safeRedirect(target?.href ?? '/notice/index', '/notice/index'));
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
