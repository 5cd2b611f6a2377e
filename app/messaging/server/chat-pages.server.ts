import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import { requireUser, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { type ChatCaller, friends, markRead, messages, send, setDeleted } from '../application/chat.server';

/**
 * /chat/index and /chat/detail (part 2 §2 route table; issue 10): the signed-in
 * user's conversations, and one conversation to read and write in. Opening a
 * conversation marks it read. Pages work as plain forms; with scripts they
 * refresh every 60 s (the poll that stands in while no socket delivers).
 */
const noStore = { 'Cache-Control': 'private, no-store' };
const callerOf = (session: Awaited<ReturnType<typeof getSession>>): ChatCaller => ({ actor: session.actor, userId: session.user?.id ?? null, roles: session.user?.roles ?? [] });

/** Which conversation the address names: ?conversationId=…, or ?needId=…&roleType=designer|salesman (roleType alone: the shop's sales chat). */
function whichOf(url: URL) {
  const q = url.searchParams;
  const pick = (k: string) => q.get(k) ?? undefined;
  return { conversationId: pick('conversationId'), needId: pick('needId'), roleType: pick('roleType') ?? (pick('needId') ? 'designer' : undefined) };
}

export async function chatIndexLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const session = await getSession(request, context);
  const list = await friends(context.runtime, callerOf(session));
  return data({ list, isClient: user.roles.includes('client'), now: new Date().toISOString() }, { headers: noStore });
}

export async function chatDetailLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  const caller = callerOf(session);
  const url = new URL(request.url);
  const which = whichOf(url);
  if (!which.conversationId && !which.roleType) throw redirect('/chat/index');
  let page;
  try {
    page = await messages(context.runtime, caller, { ...which, pageSize: 100 });
    if (page.unread > 0) await markRead(context.runtime, caller, { conversationId: page.conversationId });
  } catch (error) {
    if (isDomainError(error) && (error.status === 404 || error.status === 400)) throw new Response('This conversation does not exist', { status: 404 });
    throw error;
  }
  return data(
    { ...page, me: session.user!.id, with: page.friend.name, now: new Date().toISOString(), messageId: `cm-${crypto.randomUUID()}` },
    { headers: noStore },
  );
}

/** send (text, once per form's messageId), delete and restore (the author's own message). */
export const chatDetailAction = userAction(async ({ context, session, input, intent, request }) => {
  const url = new URL(request.url);
  const caller = callerOf(session);
  const which = whichOf(url);
  if (intent === 'send') {
    const sent = await send(context.runtime, caller, { ...which, text: input.text ?? '', messageId: input.messageId || undefined });
    return redirect(`/chat/detail?${new URLSearchParams({ conversationId: sent.conversationId })}#latest`);
  }
  if (intent === 'delete' || intent === 'restore') {
    const done = await setDeleted(context.runtime, caller, { conversationId: which.conversationId ?? input.conversationId, messageId: input.messageId }, intent === 'delete');
    return redirect(`/chat/detail?${new URLSearchParams({ conversationId: done.conversationId })}`);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
