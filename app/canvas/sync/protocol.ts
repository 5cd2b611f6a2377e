import { z } from 'zod';
import { describedEntrySchema } from '../../../domain/canvas/schemas';
import { parseJsonWithin, tooDeepMessageOf } from '../../web/json-depth';

/**
 * The canvas socket protocol, version 1: one `type`-keyed union each way, JSON
 * text frames on /ws/canvas/{boardId}. It carries the spec's live-socket
 * messages (part 2 §3: msgCode, online, user, msgContent with type initUser |
 * user | mouse | undo | redo and ids, pointer, zoom, hide, onlineId, uuid) next
 * to Automerge's sync messages (base64) and `change`, which carries one user
 * operation: its history entry and the Automerge change bytes.
 *
 * A malformed or oversized message gets an `error` back; the socket stays open.
 */
export const PROTOCOL_VERSION = 1;
/** Largest frame: a change of a whole 500-object board fits with room to spare. */
export const MAX_MESSAGE_BYTES = 4_000_000;
/** Presence, pings and sync requests are small. */
export const MAX_SMALL_MESSAGE_BYTES = 64_000;

const base64 = z.string().max(MAX_MESSAGE_BYTES).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid base64');
const v = z.literal(PROTOCOL_VERSION, { errorMap: () => ({ message: `Unsupported protocol version (this server speaks ${PROTOCOL_VERSION})` }) });
const finite = z.number().finite();

/** Live (presence) content types (part 2 §3). */
export const liveTypes = ['initUser', 'user', 'mouse', 'undo', 'redo'] as const;

export const msgContentSchema = z
  .object({
    type: z.enum(liveTypes),
    ids: z.array(z.string().max(64)).max(500).optional(),
    pointer: z.object({ x: finite, y: finite }).optional(),
    zoom: finite.optional(),
    id: z.string().max(64).optional(),
    hide: z.boolean().optional(),
    onlineId: z.string().max(64).optional(),
    uuid: z.string().max(64).optional(),
  })
  .strict();
export type MsgContent = z.infer<typeof msgContentSchema>;

/** Online user (part 2 §3): email, onlineId, color, currActionIds, x, y, hide, type otherUser. */
export interface OnlineUser {
  email: string;
  onlineId: string;
  color: string;
  currActionIds: string[];
  x: number;
  y: number;
  hide: boolean;
  type: 'otherUser';
}

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('sync'), data: base64 }).strict(),
  z.object({ v, type: z.literal('change'), boardId: z.string().max(64), actor: z.string().max(80), entry: describedEntrySchema, changes: z.array(base64).min(1).max(1_000) }).strict(),
  z.object({ v, type: z.literal('live'), msgCode: z.number().int().optional(), msgContent: msgContentSchema }).strict(),
  z.object({ v, type: z.literal('ping') }).strict(),
  z.object({ v, type: z.literal('pong') }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { v: 1; type: 'welcome'; boardId: string; you: { userId: string; role: string; canEdit: boolean; onlineId: string; email: string; color: string }; online: OnlineUser[] }
  | { v: 1; type: 'sync'; data: string }
  | { v: 1; type: 'ack'; uuid: string }
  | { v: 1; type: 'error'; message: string; uuid?: string }
  /** The server's whole document: a refused change is dropped by starting over from it. */
  | { v: 1; type: 'reset'; doc: string; reason: string }
  | { v: 1; type: 'live'; msgCode: number; online: OnlineUser[]; user: OnlineUser; msgContent: MsgContent }
  | { v: 1; type: 'leave'; onlineId: string; online: OnlineUser[] }
  | { v: 1; type: 'rights'; canEdit: boolean }
  | { v: 1; type: 'ping' }
  | { v: 1; type: 'pong' };

export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; error: string };

/** A frame from a client: size first, then JSON, then the union. */
export function parseClientMessage(text: string): ParseResult {
  if (text.length > MAX_MESSAGE_BYTES) return { ok: false, error: 'This message is too large' };
  const read = parseJsonWithin(text);
  if (!read.ok) return { ok: false, error: read.problem === 'depth' ? tooDeepMessageOf('message') : 'This message is not valid JSON' };
  const json = read.value;
  const type = (json as { type?: unknown } | null)?.type;
  if (type !== 'change' && type !== 'sync' && text.length > MAX_SMALL_MESSAGE_BYTES) return { ok: false, error: 'This message is too large' };
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: `Invalid message: ${where}${issue?.message ?? 'unknown shape'}` };
  }
  return { ok: true, message: parsed.data };
}

export const serialize = (message: ServerMessage | ClientMessage) => JSON.stringify(message);

/** The 11 presence colours, handed out without repeats while any is free (part 2 §9). */
export const presenceColors = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#9a6324', '#469990', '#800000', '#000075'] as const;

/** A colour not in use, picked at random; when all 11 are taken, any. */
export function pickColor(inUse: readonly string[], random: () => number = Math.random): string {
  const free = presenceColors.filter((c) => !inUse.includes(c));
  const from = free.length ? free : [...presenceColors];
  return from[Math.floor(random() * from.length)]!;
}

/** Timings of the live socket (part 2 §4, §9). */
/** The close code a socket gets when its user signed out: the client does not reconnect. */
export const SIGNED_OUT_CODE = 4401;
export const HEARTBEAT_IDLE_MS = 60_000;
export const HEARTBEAT_REPLY_MS = 60_000;
export const RECONNECT_MS = 1_000;
export const POINTER_THROTTLE_MS = 100;
export const REANNOUNCE_DELAY_MS = 300;
