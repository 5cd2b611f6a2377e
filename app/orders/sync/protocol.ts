/**
 * The order-fulfilment socket protocol (part 2 §3 "Order-fulfilment socket
 * message", §4 "Order-fulfilment and review sockets", §7 "Sockets", §9), version 1:
 * JSON text frames on /ws/of/{moodboardId}/{sender}, each
 * `{ moodboardId, sender, msgCode, msgContent }`. The path names the room — a mood
 * board's id, or an order's — and the sender, which must be the signed-in user.
 *
 * - 4: a ping (msgContent 'ping'), answered with 4 'pong';
 * - 3: a chat message (msgContent: its text, or `{ text, imageUrl?, messageId? }`),
 *   kept as an order message and broadcast to the room as
 *   `{ messageId, seq, senderId, senderRole, text, imageUrl, sentAt }`;
 * - 1: a page message (any JSON), relayed to the room's other sockets, never kept;
 * - 0 (server only): the server's answer to a refused message, `{ error }`. The
 *   socket stays open and nothing changes.
 *
 * Browser-safe: no Node imports (the client class and the server both use it).
 */

import { parseJsonWithin, tooDeepMessageOf } from '../../web/json-depth';

export const PROTOCOL_VERSION = 1;

export const msgCodes = { error: 0, page: 1, chat: 3, ping: 4 } as const;
/** The codes a client may send. */
export const clientCodes: readonly number[] = [msgCodes.page, msgCodes.chat, msgCodes.ping];

/** The sender of what the server itself says (pings, pongs, errors). */
export const serverSender = 'server';

/** Largest message the server reads: a chat message's 2000 characters fit many times over. */
export const MAX_MESSAGE_CHARS = 16_000;
/** Larger frames are cut off by the socket itself (close code 1009). */
export const MAX_FRAME_BYTES = 1_000_000;

/** Timings (part 2 §4, §9): ping after 60 s idle, close when no reply within 60 s, retry every second. */
export const HEARTBEAT_IDLE_MS = 60_000;
export const HEARTBEAT_REPLY_MS = 60_000;
export const RETRY_MS = 1_000;
/** The close code the server uses when the socket's session has ended (no reconnect). */
export const SIGNED_OUT_CODE = 4401;

export interface SocketMessage<C = unknown> {
  moodboardId: string;
  sender: string;
  msgCode: number;
  msgContent: C;
}

/** A chat message as the room sees it once it is kept. */
export interface ChatContent {
  messageId: string;
  seq: number;
  senderId: string;
  text: string;
  imageUrl: string | null;
  senderRole: string;
  sentAt: string;
}

export const socketPath = (moodboardId: string, sender: string) => `/ws/of/${encodeURIComponent(moodboardId)}/${encodeURIComponent(sender)}`;
export const socketPathPattern = /^\/ws\/of\/([^/?#]+)\/([^/?#]+)$/;

export const tooLargeMessage = `This message is too large (at most ${MAX_MESSAGE_CHARS} characters)`;
export const notJsonMessage = 'This message is not valid JSON';
export const shapeMessage = 'A message is { moodboardId, sender, msgCode, msgContent }';
export const otherRoomMessage = 'This socket is for another board or order: a message for another one is refused';
export const forgedSenderMessage = 'The sender must be you: a message in another name is refused';
export const unknownCodeMessage = 'Unknown msgCode: 4 is a ping, 3 a chat message, 1 a page message';
export const chatContentMessage = 'A chat message (msgCode 3) carries its text, or { text, imageUrl }';

const frameKeys = ['moodboardId', 'sender', 'msgCode', 'msgContent'];
const chatKeys = ['text', 'imageUrl', 'messageId'];

export type Parsed = { ok: true; message: SocketMessage } | { ok: false; error: string };

/** A frame from a client, checked against the socket's own room and sender: size, JSON, shape, room, sender, code. */
export function parseClientFrame(text: string, room: { moodboardId: string; sender: string }): Parsed {
  if (text.length > MAX_MESSAGE_CHARS) return { ok: false, error: tooLargeMessage };
  const parsed = parseJsonWithin(text);
  if (!parsed.ok) return { ok: false, error: parsed.problem === 'depth' ? tooDeepMessageOf('message') : notJsonMessage };
  const json = parsed.value;
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, error: shapeMessage };
  const m = json as Record<string, unknown>;
  // Nothing beyond the four keys (issue 20): what the server would ignore is refused, not relayed.
  if (Object.keys(m).some((k) => !frameKeys.includes(k))) return { ok: false, error: shapeMessage };
  if (typeof m.moodboardId !== 'string' || typeof m.sender !== 'string' || typeof m.msgCode !== 'number' || !('msgContent' in m)) return { ok: false, error: shapeMessage };
  if (m.moodboardId !== room.moodboardId) return { ok: false, error: otherRoomMessage };
  if (m.sender !== room.sender) return { ok: false, error: forgedSenderMessage };
  if (!clientCodes.includes(m.msgCode)) return { ok: false, error: unknownCodeMessage };
  if (m.msgCode === msgCodes.chat && !isChatInput(m.msgContent)) return { ok: false, error: chatContentMessage };
  return { ok: true, message: { moodboardId: m.moodboardId, sender: m.sender, msgCode: m.msgCode, msgContent: m.msgContent } };
}

/** What a client sends as a chat message: text, or an object with text and/or a picture (and an id for retries). */
export type ChatInput = string | { text?: string; imageUrl?: string | null; messageId?: string };

function isChatInput(c: unknown): c is ChatInput {
  if (typeof c === 'string') return true;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return false;
  const o = c as Record<string, unknown>;
  if (Object.keys(o).some((k) => !chatKeys.includes(k))) return false;
  const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  return optionalString(o.text) && optionalString(o.imageUrl) && optionalString(o.messageId);
}

export function chatInputOf(c: ChatInput): { text: string; imageUrl: string | null; messageId: string | null } {
  if (typeof c === 'string') return { text: c, imageUrl: null, messageId: null };
  return { text: c.text ?? '', imageUrl: c.imageUrl ?? null, messageId: c.messageId ?? null };
}
