import { randomUUID } from 'node:crypto';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { orderCallerOf, queryMessages, saveMessage } from '../application/order-messages.server';

/**
 * The message thread on a client's order page (/order/detail/{id}): its latest
 * messages (reading them marks them read) and a form that works without
 * scripts; with scripts the page also talks over the order's socket.
 */
export async function orderThreadFor({ request, context }: LoaderFunctionArgs, orderId: string) {
  const session = await getSession(request, context);
  const caller = orderCallerOf(session);
  const page = await queryMessages(context.runtime, caller, { orderId, pageSize: 100 });
  return { me: caller.userId, list: page.list, messageId: `om-${randomUUID()}` };
}

/** intent=message {text, messageId}: the client writes to the shop about this order (once per form's messageId). */
export const orderMessageAction = userAction(async ({ context, session, input, intent, request }) => {
  if (intent !== 'message') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  await saveMessage(context.runtime, orderCallerOf(session), { orderId: id, text: input.text ?? '', messageId: input.messageId || undefined });
  return redirect(`/order/detail/${encodeURIComponent(id)}#messages`);
});
