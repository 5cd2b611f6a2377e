import { z } from 'zod';
import { parseJsonWithin, tooDeepMessageOf } from '../../web/json-depth';
import type { ChatMessageView } from '../../../projections/messaging/chat';
import type { NotificationView } from '../../../projections/messaging/notifications';

/**
 * The inbox socket protocol, version 1 (/ws/inbox; issue 10, ADR 020): JSON text
 * frames, one `type`-keyed union each way. The server only ever tells a user
 * about themselves: new, deleted and restored messages in conversations they
 * are in, their unread chat count, their notifications and their AI renders' progress. Clients only ping,
 * answer pings and ask for their counts again (`refresh`).
 */
export const INBOX_PROTOCOL_VERSION = 1;
export const INBOX_PATH = '/ws/inbox';
/** Client frames are tiny. */
export const MAX_INBOX_FRAME_BYTES = 1_000;

/** Timings of the socket (part 2 §4, §9): ping after 60 s idle, close without a reply within 60 s, retry every second. */
export const HEARTBEAT_IDLE_MS = 60_000;
export const HEARTBEAT_REPLY_MS = 60_000;
export const RECONNECT_MS = 1_000;
/** After this many attempts in a row that never opened (a session that ended, a server away), retry only this often. */
export const RECONNECT_ATTEMPTS_BEFORE_SLOWING = 60;
export const RECONNECT_SLOW_MS = 60_000;

/** The close code for a socket whose session ended (signed out): do not reconnect. */
export const SIGNED_OUT_CODE = 4401;

export type MessageChange = 'sent' | 'deleted' | 'restored';

export interface ChatUnread {
  /** Every unread message of the user (the top bar's count, as getNotReadedCount). */
  total: number;
  /** Conversations with unread messages. */
  conversations: { conversationId: string; unread: number }[];
}

/** A notification as pages and the JSON calls show it: its target and the page app/web/links.ts names for it. */
export type NoticeView = NotificationView & { href: string };

export interface NoticeCount {
  unread: number;
  /** The newest notification, read or not (null when there is none). */
  newest: NoticeView | null;
}

export type InboxServerMessage =
  | { v: 1; type: 'welcome'; userId: string; chat: ChatUnread; notices: NoticeCount }
  /** A message in one of the user's conversations, as this user sees it (a deleted one keeps its words for its author only). */
  | { v: 1; type: 'chat'; change: MessageChange; conversationId: string; message: ChatMessageView }
  | { v: 1; type: 'chatUnread'; chat: ChatUnread }
  | { v: 1; type: 'notices'; notices: NoticeCount }
  /** One of the user's AI renders moved on (issue 25: the Generating page follows it live). */
  | { v: 1; type: 'render'; renderId: string; status: string; attempt: number }
  | { v: 1; type: 'error'; message: string }
  | { v: 1; type: 'ping' }
  | { v: 1; type: 'pong' };

const v = z.literal(INBOX_PROTOCOL_VERSION, { errorMap: () => ({ message: `Unsupported protocol version (this server speaks ${INBOX_PROTOCOL_VERSION})` }) });

export const inboxClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('ping') }).strict(),
  z.object({ v, type: z.literal('pong') }).strict(),
  /** Send my counts again (the top bar after leaving a /design/ page). */
  z.object({ v, type: z.literal('refresh') }).strict(),
]);
export type InboxClientMessage = z.infer<typeof inboxClientMessageSchema>;

export type InboxParseResult = { ok: true; message: InboxClientMessage } | { ok: false; error: string };

/** A frame from a client: size first, then JSON, then the union. */
export function parseInboxClientMessage(text: string): InboxParseResult {
  if (text.length > MAX_INBOX_FRAME_BYTES) return { ok: false, error: 'This message is too large' };
  const read = parseJsonWithin(text);
  if (!read.ok) return { ok: false, error: read.problem === 'depth' ? tooDeepMessageOf('message') : 'This message is not valid JSON' };
  const parsed = inboxClientMessageSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: `Invalid message: ${where}${issue?.message ?? 'unknown shape'}` };
  }
  return { ok: true, message: parsed.data };
}

/** A frame from the server, or null when it is not one this client understands (a newer server's type). */
export function parseInboxServerMessage(text: string): InboxServerMessage | null {
  try {
    const m = JSON.parse(text) as { v?: unknown; type?: unknown } | null;
    if (!m || m.v !== INBOX_PROTOCOL_VERSION || typeof m.type !== 'string') return null;
    return ['welcome', 'chat', 'chatUnread', 'notices', 'render', 'error', 'ping', 'pong'].includes(m.type) ? (m as InboxServerMessage) : null;
  } catch {
    return null;
  }
}
