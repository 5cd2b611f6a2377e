import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { messagingContext } from './context';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { orderThreadCommands } from './commands';
import { evolveOrderThread, initialOrderThreadState, type OrderThreadEvent, orderThreadStream, threadIdOf } from './order-thread';
import { openOrderThreadSchema, type OrderThreadCommand, orderThreadDecider, sendOrderMessageSchema } from './order-thread.decide';

const spec = specFor(orderThreadDecider);
const now = '2026-11-23T10:00:00.000Z';
const user = (userId: string, role: 'client' | 'designer' | 'salesman' | 'staff'): Actor => ({ kind: 'user', userId, email: `${userId}@x.test`, roles: [role] });
const client = user('cli-1', 'client');
const stranger = user('cli-2', 'client');
const designer = user('des-1', 'designer');
const otherDesigner = user('des-2', 'designer');
const staff = user('stf-1', 'staff');
const sales = user('sal-1', 'salesman');
const system: Actor = { kind: 'system' };
const cmd = (type: OrderThreadCommand['type'], data: Record<string, unknown>, actor: Actor) => ({ type, data, metadata: { commandId: 'c1', now, actor } }) as unknown as OrderThreadCommand;

const orderThread = threadIdOf({ kind: 'order', orderId: 'o-1' });
const boardThread = threadIdOf({ kind: 'board', boardId: 'mb0123456789abcdef' });
const openedOrder: OrderThreadEvent = { type: 'OrderThreadOpened', data: { threadId: orderThread, subject: { kind: 'order', orderId: 'o-1' }, members: [{ userId: 'cli-1', role: 'client' }], openedAt: now } };
const openedBoard: OrderThreadEvent = {
  type: 'OrderThreadOpened',
  data: { threadId: boardThread, subject: { kind: 'board', boardId: 'mb0123456789abcdef' }, members: [{ userId: 'cli-1', role: 'client' }], openedAt: now },
};
const sent = (threadId: string, messageId: string, seq: number, senderId: string, senderRole: string, text: string): OrderThreadEvent =>
  ({ type: 'OrderMessageSent', data: { threadId, messageId, seq, senderId, senderRole, text, imageUrl: null, sentAt: now } }) as OrderThreadEvent;

describe('order-fulfilment threads', () => {
  it('one thread per order or board, on ordermsg-<threadId>', () => {
    expect(orderThread).toBe('order-o-1');
    expect(boardThread).toBe('board-mb0123456789abcdef');
    expect(orderThreadCommands.SendOrderMessage.streamId({ threadId: orderThread, messageId: 'm', text: 'x' })).toBe(orderThreadStream('order-o-1'));
    expect(orderThreadStream(orderThread)).toBe('ordermsg-order-o-1');
  });

  it('only the system opens a thread; opening again adds members who joined since', () => {
    const open = { threadId: boardThread, subject: { kind: 'board', boardId: 'mb0123456789abcdef' }, members: [{ userId: 'cli-1', role: 'client' }] };
    spec([]).when(cmd('OpenOrderThread', open, system)).then([openedBoard]);
    spec([]).when(cmd('OpenOrderThread', open, client)).thenThrows('FORBIDDEN');
    expect(() => authorize(client, 'OpenOrderThread', messagingContext.rules)).toThrow('No access.');
    spec([openedBoard]).when(cmd('OpenOrderThread', open, system)).then([]);
    const withDesigner = { ...open, members: [...open.members, { userId: 'des-1', role: 'designer' }] };
    spec([openedBoard]).when(cmd('OpenOrderThread', withDesigner, system)).then([
      { type: 'OrderThreadMemberJoined', data: { threadId: boardThread, member: { userId: 'des-1', role: 'designer' }, joinedAt: now } },
    ]);
    spec([openedBoard]).when(cmd('OpenOrderThread', { threadId: boardThread, subject: { kind: 'order', orderId: 'x' }, members: [] }, system)).thenThrows('THREAD_EXISTS');
    expect(openOrderThreadSchema.safeParse({ threadId: boardThread, subject: { kind: 'order', orderId: 'x' }, members: [] }).error?.issues[0]?.message).toBe('The thread id does not name its subject');
  });

  it("an order's client, staff and salesmen speak on it; anyone else is told it does not exist", () => {
    spec([openedOrder]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Where is my sofa?' }, client)).then([sent(orderThread, 'm1', 1, 'cli-1', 'client', 'Where is my sofa?')]);
    spec([openedOrder, sent(orderThread, 'm1', 1, 'cli-1', 'client', 'Where is my sofa?')])
      .when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm2', text: 'On the truck.' }, staff))
      .then([sent(orderThread, 'm2', 2, 'stf-1', 'staff', 'On the truck.')]);
    spec([openedOrder]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Hi' }, sales)).then([sent(orderThread, 'm1', 1, 'sal-1', 'salesman', 'Hi')]);
    spec([openedOrder]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Hi' }, stranger)).thenThrows('THREAD_NOT_FOUND');
    spec([openedOrder]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Hi' }, designer)).thenThrows('THREAD_NOT_FOUND');
    spec([]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Hi' }, staff)).thenThrows('THREAD_NOT_FOUND');
  });

  it("a board's members and staff speak on it; salesmen and other designers do not", () => {
    const joined: OrderThreadEvent = { type: 'OrderThreadMemberJoined', data: { threadId: boardThread, member: { userId: 'des-1', role: 'designer' }, joinedAt: now } };
    spec([openedBoard, joined]).when(cmd('SendOrderMessage', { threadId: boardThread, messageId: 'm1', text: 'Love the rug' }, designer)).then([sent(boardThread, 'm1', 1, 'des-1', 'designer', 'Love the rug')]);
    spec([openedBoard]).when(cmd('SendOrderMessage', { threadId: boardThread, messageId: 'm1', text: 'x' }, staff)).then([sent(boardThread, 'm1', 1, 'stf-1', 'staff', 'x')]);
    spec([openedBoard, joined]).when(cmd('SendOrderMessage', { threadId: boardThread, messageId: 'm1', text: 'x' }, sales)).thenThrows('THREAD_NOT_FOUND');
    spec([openedBoard, joined]).when(cmd('SendOrderMessage', { threadId: boardThread, messageId: 'm1', text: 'x' }, otherDesigner)).thenThrows('THREAD_NOT_FOUND');
  });

  it('a retried message id sends once; empty, oversized and foreign pictures are refused by the schema', () => {
    const first = sent(orderThread, 'm1', 1, 'cli-1', 'client', 'Hi');
    spec([openedOrder, first]).when(cmd('SendOrderMessage', { threadId: orderThread, messageId: 'm1', text: 'Hi' }, client)).then([]);
    expect(sendOrderMessageSchema.safeParse({ threadId: orderThread, messageId: 'm1', text: '   ' }).error?.issues[0]?.message).toBe('Please write a message');
    expect(sendOrderMessageSchema.safeParse({ threadId: orderThread, messageId: 'm1', text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('Please keep a message under 2000 characters');
    expect(sendOrderMessageSchema.safeParse({ threadId: orderThread, messageId: 'm1', imageUrl: 'https://evil.example/x.png' }).error?.issues[0]?.message).toBe('This picture cannot be sent');
    expect(sendOrderMessageSchema.safeParse({ threadId: 'nope', messageId: 'm1', text: 'x' }).error?.issues[0]?.message).toBe('This conversation does not exist');
    expect(sendOrderMessageSchema.parse({ threadId: orderThread, messageId: 'm1', imageUrl: '/files/images/cli-1/a.png' }).imageUrl).toBe('/files/images/cli-1/a.png');
  });

  it('read positions are per reader: sending reads up to one’s own message, reading moves forward only', () => {
    const history = [openedOrder, sent(orderThread, 'm1', 1, 'cli-1', 'client', 'a'), sent(orderThread, 'm2', 2, 'stf-1', 'staff', 'b')];
    spec(history).when(cmd('MarkOrderMessagesRead', { threadId: orderThread }, client)).then([{ type: 'OrderMessagesRead', data: { threadId: orderThread, readerId: 'cli-1', upToSeq: 2, readAt: now } }]);
    spec(history).when(cmd('MarkOrderMessagesRead', { threadId: orderThread }, staff)).then([]);
    spec(history).when(cmd('MarkOrderMessagesRead', { threadId: orderThread, upToSeq: 99 }, sales)).then([{ type: 'OrderMessagesRead', data: { threadId: orderThread, readerId: 'sal-1', upToSeq: 2, readAt: now } }]);
    spec(history).when(cmd('MarkOrderMessagesRead', { threadId: orderThread }, stranger)).thenThrows('THREAD_NOT_FOUND');
    const state = history.reduce(evolveOrderThread, initialOrderThreadState());
    expect(state.thread?.readUpTo).toEqual({ 'cli-1': 1, 'stf-1': 2 });
    expect(state.thread?.lastSeq).toBe(2);
  });
});
