import type { ActionFunctionArgs } from '@remix-run/node';
import { setRemindersByLink, validUnsubscribeLink } from '../application/reminders.server';
import { invalidUnsubscribeLinkMessage } from '../../../domain/reminders/mail';

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra } });

/**
 * POST /reminders/unsubscribe/one-click?u=<userId>&t=<signature> (RFC 8058; issue
 * 26, ADR 055): the address every reminder mail names in `List-Unsubscribe`,
 * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The reader's mail
 * program posts `List-Unsubscribe=One-Click` from its own servers — no cookie,
 * no Origin, no page: the signature is the proof, as for the link in the mail's
 * text. A link that does not verify is 403 and changes nothing; any other body
 * 400; a GET 405 (the page at /reminders/unsubscribe is the one for people).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return plain(405, 'Method not allowed', { Allow: 'POST' });
  const url = new URL(request.url);
  const u = url.searchParams.get('u') ?? '';
  const t = url.searchParams.get('t') ?? '';
  if (!validUnsubscribeLink(context.runtime, u, t)) return plain(403, invalidUnsubscribeLinkMessage);
  const body = (await request.text().catch(() => '')).slice(0, 200);
  if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') return plain(400, 'Expected List-Unsubscribe=One-Click');
  await setRemindersByLink(context.runtime, { u, t, on: false, via: 'one-click' });
  return plain(200, 'Done: you will get no more reminders from Roomcraft.');
}

export const loader = () => plain(405, 'Method not allowed', { Allow: 'POST' });
