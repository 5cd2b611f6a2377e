import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { boardIdPattern } from '../../../domain/canvas/canvas-board';
import { boardNotFoundMessage } from '../../../domain/canvas/canvas-board.decide';
import { orderThreadCommands } from '../../../domain/messaging/commands';
import { evolveOrderThread, initialOrderThreadState, type OrderThreadEvent, orderThreadStream, type ThreadMember, type ThreadSubject, subjectIdOf, threadIdOf } from '../../../domain/messaging/order-thread';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor, Role } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getOrderThread, orderMessageOf, orderMessagesOf, type OrderMessageView, type OrderThreadView, unreadThreadsOf } from '../../../projections/messaging/order-messages';
import { orderNumbersOf, orderOwner } from '../../../projections/orders/order-service.queries';
import { boardAccess } from '~/canvas/index.server';
import { proposalsWithBoard } from '../../../projections/review/proposals';
import { parseWith } from '../../web/api.server';
import { fulfilmentRooms } from '../server/fulfilment-rooms.server';
import { type ChatContent, msgCodes } from '../sync/protocol';
import { orderIdField } from './client-orders.server';
import { orderNotFound } from './order-stream.server';
import { chatMessageLimit, withinLimit } from '../../web/rate-limit.server';

/**
 * Order-fulfilment messages (part 2 §7 order/message/query, save, unreadByUser;
 * part 1 §7 orderFulfillment queryOrderUnreadByUser; issue 10): a client and the
 * shop's staff and salesmen about one order, and a mood board's members on its
 * fulfilment socket. A thread is opened (as the system) the first time it is
 * used; another client's order or a board one is not a member of is "not found".
 */
export interface OrderCaller {
  userId: string;
  actor: Actor;
  roles: readonly Role[];
}

const system: Actor = { kind: 'system' };
const wait = { waitFor: ['order-messages'] } as const;

/** Staff and salesmen answer clients about any order. */
export const isShopSide = (caller: Pick<OrderCaller, 'roles'>) => caller.roles.includes('staff') || caller.roles.includes('salesman');

/** What a socket path or a call names: a mood board (mb + 16 hex) or an order. */
export const subjectOf = (moodboardId: string): ThreadSubject => (boardIdPattern.test(moodboardId) ? { kind: 'board', boardId: moodboardId } : { kind: 'order', orderId: moodboardId });

export interface ResolvedThread {
  threadId: string;
  subject: ThreadSubject;
  /** The room's name on the socket: the board's or the order's id. */
  moodboardId: string;
  members: ThreadMember[];
  orderNumber: string | null;
}

/**
 * The newest proposal holding a board that the actor sees, as the review context
 * decides it (app/review/application/proposals.server.ts, reviewedBoard): staff,
 * its designer, or its client once it is no longer a draft. Read from the
 * proposals read model, so orders does not import review (review imports orders).
 */
async function proposalSharing(runtime: Runtime, actor: Actor, boardId: string) {
  const me = actor.kind === 'user' ? actor.userId : null;
  const staff = actor.kind === 'user' && actor.roles.includes('staff');
  return (await proposalsWithBoard(runtime.db, boardId)).find((p) => p.boardIds.includes(boardId) && (staff || p.designerId === me || (p.clientId === me && p.status !== 'DRAFT'))) ?? null;
}

/** The thread of an order or board the caller takes part in, or 404 (another client's order, a board of others). */
export async function resolveThread(runtime: Runtime, caller: OrderCaller, subject: ThreadSubject): Promise<ResolvedThread> {
  let members: ThreadMember[];
  let orderNumber: string | null = null;
  if (subject.kind === 'order') {
    const order = await orderOwner(runtime.db, subject.orderId);
    if (!order || (order.clientId !== caller.userId && !isShopSide(caller))) throw orderNotFound();
    members = [{ userId: order.clientId, role: 'client' }];
    orderNumber = order.orderNumber;
  } else {
    // Members only (staff: every board); a board shared by key is read-only and has no conversation.
    // A proposal's board (private to its designer) is also its client's once published to them.
    try {
      const { row } = await boardAccess(runtime, caller.actor, subject.boardId);
      members = row.members.filter((m) => !m.userId.startsWith('v:')).map((m) => ({ userId: m.userId, role: m.role }));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      const proposal = await proposalSharing(runtime, caller.actor, subject.boardId);
      if (!proposal) throw error;
      members = [{ userId: proposal.clientId, role: 'client' }, { userId: proposal.designerId, role: 'designer' }];
    }
  }
  return { threadId: threadIdOf(subject), subject, moodboardId: subjectIdOf(subject), members, orderNumber };
}

/** The thread as the read model holds it, opened (or its new members added) first when it must be. */
export async function ensureThreadOpen(runtime: Runtime, caller: OrderCaller, thread: ResolvedThread): Promise<OrderThreadView> {
  const open = await getOrderThread(runtime.db, thread.threadId, caller.userId);
  if (open && thread.members.every((m) => open.members.some((x) => x.userId === m.userId && x.role === m.role))) return open;
  await runtime.execute(orderThreadCommands.OpenOrderThread, { threadId: thread.threadId, subject: thread.subject, members: thread.members }, { actor: system }, wait);
  // While the feed is held back the read model may not have the thread yet: it is folded from its events.
  return (await getOrderThread(runtime.db, thread.threadId, caller.userId)) ?? threadFromEvents(runtime, thread.threadId, caller.userId);
}

type ThreadFold = ReturnType<typeof initialOrderThreadState> & { last: Extract<OrderThreadEvent, { type: 'OrderMessageSent' }>['data'] | null; senders: Record<number, string> };
const threadFold = {
  initialState: (): ThreadFold => ({ ...initialOrderThreadState(), last: null, senders: {} }),
  evolve: (state: ThreadFold, event: OrderThreadEvent): ThreadFold => ({
    ...evolveOrderThread(state, event),
    last: event.type === 'OrderMessageSent' ? event.data : state.last,
    senders: event.type === 'OrderMessageSent' ? { ...state.senders, [event.data.seq]: event.data.senderId } : state.senders,
  }),
};

/** A thread as its events tell it, seen by one reader (the read model's view, before the read model has it). */
async function threadFromEvents(runtime: Runtime, threadId: string, readerId: string): Promise<OrderThreadView> {
  const { state } = await runtime.loadAggregate(threadFold, orderThreadStream(threadId));
  const t = state.thread;
  if (!t) throw orderNotFound();
  const readUpTo = t.readUpTo[readerId] ?? 0;
  const unread = Object.entries(state.senders).filter(([seq, sender]) => Number(seq) > readUpTo && sender !== readerId).length;
  return {
    threadId,
    kind: t.subject.kind,
    subjectId: subjectIdOf(t.subject),
    members: t.members,
    lastSeq: t.lastSeq,
    lastText: state.last?.text ?? null,
    lastSenderId: state.last?.senderId ?? null,
    lastMessageAt: state.last?.sentAt ?? null,
    unread,
  };
}

/** A board's id, or an order's (the socket names either `moodboardId`). */
const roomField = z
  .string({ invalid_type_error: boardNotFoundMessage })
  .trim()
  .max(64, 'This order does not exist')
  .regex(/^[A-Za-z0-9_-]+$/, 'This order does not exist');
const target = z
  .object({ orderId: orderIdField.optional(), id: orderIdField.optional(), moodboardId: roomField.optional() })
  .transform((t) => t.orderId ?? t.id ?? t.moodboardId)
  .refine((v): v is string => Boolean(v), { message: 'Please choose an order (orderId) or a mood board (moodboardId)', path: ['orderId'] });

/** The thread an input names: orderId (or id), or moodboardId (a board's id, or an order's as the socket names it). */
async function threadFromInput(runtime: Runtime, caller: OrderCaller, input: unknown) {
  const id = parseWith(target, input);
  return resolveThread(runtime, caller, subjectOf(id));
}

export const chatContentOf = (m: OrderMessageView): ChatContent => ({ messageId: m.messageId, seq: m.seq, senderId: m.senderId, text: m.text, imageUrl: m.imageUrl, senderRole: m.senderRole, sentAt: m.sentAt });

/**
 * Sends a message in a thread the caller takes part in and broadcasts it to the
 * room's sockets (code 3). A retried messageId sends and broadcasts once.
 */
export async function sendInThread(runtime: Runtime, caller: OrderCaller, thread: ResolvedThread, message: { text: unknown; imageUrl?: unknown; messageId?: string | null }) {
  await ensureThreadOpen(runtime, caller, thread);
  const messageId = message.messageId || `om-${randomUUID()}`;
  const result = await runtime.execute(
    orderThreadCommands.SendOrderMessage,
    { threadId: thread.threadId, messageId, text: message.text ?? '', imageUrl: message.imageUrl ?? null },
    { actor: caller.actor },
    wait,
  );
  const kept = await orderMessageOf(runtime.db, thread.threadId, messageId);
  if (!kept) throw new NotFoundError('MESSAGE_NOT_FOUND', 'This message does not exist');
  if (result.events.length && !result.duplicate)
    fulfilmentRooms(runtime).broadcast(thread.threadId, { moodboardId: thread.moodboardId, sender: kept.senderId, msgCode: msgCodes.chat, msgContent: chatContentOf(kept) });
  return kept;
}

const pageSchema = z.object({
  beforeSeq: z.coerce.number({ invalid_type_error: 'beforeSeq must be a number' }).int('beforeSeq must be a whole number').min(1, 'beforeSeq must be 1 or more').max(1_000_000_000, 'beforeSeq is too large').optional(),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(50),
  markRead: z.preprocess((v) => (v === 'false' || v === '0' || v === 0 ? false : v === 'true' || v === '1' || v === 1 ? true : v), z.boolean({ invalid_type_error: 'markRead must be true or false' }).default(true)),
});

/** order/message/query {orderId | moodboardId, beforeSeq?, pageSize?, markRead? = true}: a page of the thread, oldest first; reading marks it read. */
export async function queryMessages(runtime: Runtime, caller: OrderCaller, input: unknown) {
  const thread = await threadFromInput(runtime, caller, input);
  const { beforeSeq, pageSize, markRead } = parseWith(pageSchema, input);
  const view = await ensureThreadOpen(runtime, caller, thread);
  const list = await orderMessagesOf(runtime.db, thread.threadId, { beforeSeq, pageSize });
  if (markRead && view.unread > 0) await runtime.execute(orderThreadCommands.MarkOrderMessagesRead, { threadId: thread.threadId, upToSeq: view.lastSeq }, { actor: caller.actor }, wait);
  return {
    threadId: thread.threadId,
    kind: thread.subject.kind,
    moodboardId: thread.moodboardId,
    orderId: thread.subject.kind === 'order' ? thread.subject.orderId : null,
    orderNumber: thread.orderNumber,
    lastSeq: view.lastSeq,
    unread: markRead ? 0 : view.unread,
    list,
  };
}

const saveSchema = z.object({
  content: z.unknown().optional(),
  text: z.unknown().optional(),
  imageUrl: z.unknown().optional(),
  messageId: z.string({ invalid_type_error: 'Invalid message' }).trim().max(64, 'Invalid message').regex(/^[A-Za-z0-9_-]+$/, 'Invalid message').optional(),
});

/** order/message/save {orderId | moodboardId, content (or text), imageUrl?, messageId?}: a message, live on the room's sockets. */
export async function saveMessage(runtime: Runtime, caller: OrderCaller, input: unknown) {
  const thread = await threadFromInput(runtime, caller, input);
  const m = parseWith(saveSchema, input);
  const text = m.content ?? m.text ?? '';
  if (typeof text !== 'string') throw new ValidationError('INVALID_INPUT', 'Please write the message as text', { content: 'Please write the message as text' });
  // The same per-user allowance as the socket's chat messages and the inbox chat (issue 20).
  const message = await withinLimit(runtime, chatMessageLimit, caller.userId, () => sendInThread(runtime, caller, thread, { text, imageUrl: m.imageUrl, messageId: m.messageId }));
  return { threadId: thread.threadId, moodboardId: thread.moodboardId, message };
}

/** Which threads a caller's counts cover: their own; salesmen every order's too; staff every thread. */
const scopeOf = (caller: Pick<OrderCaller, 'roles'>) => ({ allOrders: isShopSide(caller), allBoards: caller.roles.includes('staff') });

/** order/message/unreadByUser: the caller's unread messages in all, per order and per board. */
export async function unreadByUser(runtime: Runtime, caller: OrderCaller) {
  const threads = await unreadThreadsOf(runtime.db, caller.userId, scopeOf(caller));
  const orders = threads.filter((t) => t.kind === 'order');
  const numbers = await orderNumbersOf(runtime.db, orders.map((t) => t.subjectId));
  const summary = (t: OrderThreadView) => ({ unread: t.unread, lastText: t.lastText, lastMessageAt: t.lastMessageAt });
  return {
    total: threads.reduce((n, t) => n + t.unread, 0),
    orders: orders.map((t) => ({ orderId: t.subjectId, orderNumber: numbers.get(t.subjectId) ?? null, ...summary(t) })),
    boards: threads.filter((t) => t.kind === 'board').map((t) => ({ moodboardId: t.subjectId, ...summary(t) })),
  };
}

/** orderFulfillment/queryOrderUnreadByUser: how many orders hold messages the caller has not read (the top bar's badge); 0 for a visitor. */
export async function orderUnreadCount(runtime: Runtime, caller: OrderCaller | null) {
  if (!caller) return { count: 0, messages: 0 };
  const orders = (await unreadThreadsOf(runtime.db, caller.userId, scopeOf(caller))).filter((t) => t.kind === 'order');
  return { count: orders.length, messages: orders.reduce((n, t) => n + t.unread, 0) };
}

/** The signed-in caller of a call or page. */
export function orderCallerOf(session: { user: { id: string; roles: readonly Role[] } | null; actor: Actor }): OrderCaller {
  if (!session.user) throw new UnauthorizedError();
  return { userId: session.user.id, actor: session.actor, roles: session.user.roles };
}
