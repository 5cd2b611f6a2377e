import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { identityCommands } from '../../domain/identity/commands';
import { clientPassword, signedInClient, clientPasswordHash } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/** Chat through the JSON API on the embedded PostgreSQL: a client with their designer and with sales staff; nobody else reads it. */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const login = async (email: string, address: string, password = demoPassword) => {
    const api = new ApiClient(base, null, address);
    expect((await api.call('/client/login', { email, password })).success).toBe(true);
    return api;
  };
  const staff = await login('staff@roomcraft.local', '192.0.2.50');
  const designer = await login('designer@roomcraft.local', '192.0.2.51');
  const salesman = await login('salesman@roomcraft.local', '192.0.2.52');
  // A second designer, assigned to nothing of this client's.
  const system = { kind: 'system' } as const;
  await runtime.execute(identityCommands.ClaimEmail, { email: 'other-designer@example.com', userId: 'other-designer' }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email: 'other-designer@example.com', userId: 'other-designer' }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId: 'other-designer', email: 'other-designer@example.com', passwordHash: await clientPasswordHash(), roles: ['designer'], username: 'Olly Other', verifiedBy: 'system' }, { actor: system });
  const otherDesigner = await login('other-designer@example.com', '192.0.2.53', clientPassword);
  return { runtime, base, errors: loggedErrors(runtime), staff, designer, salesman, otherDesigner };
})();

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };

/** A client with a paid Classic bedroom project assigned to the demo designer. */
async function clientWithProject() {
  const { runtime, base, staff } = await ready;
  const api = await signedInClient(runtime, base, 'chat');
  const packageId = (await api.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data;
  const [row] = await runtime.db('projects_needs_v1').where({ package_id: packageId });
  const needId = row.need_id as string;
  expect((await api.call('/need/save', { needId, step: 'STYLES', values: { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] } })).status).toBe(200);
  expect((await api.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);
  expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
  return { api, needId };
}

const chatEvents = async (conversationId: string) => (await (await ready).runtime.store.readStream(`chat-${conversationId}`)).events.length;

describe('chat with the designer of a project', () => {
  it('a message reaches the designer as unread; reading clears it; replies, delete and restore work for the author only', async () => {
    const { designer, errors } = await ready;
    const { api, needId } = await clientWithProject();
    const sent = await api.call('/chat/manage/send', { needId, roleType: 'designer', text: 'Hi! Can we keep the old rug?', messageId: 'hello-1' });
    expect(sent.status).toBe(200);
    const conversationId = sent.data.conversationId;
    expect(conversationId).toBe(`d-need-${needId}`);
    expect(sent.data.message).toMatchObject({ messageId: 'hello-1', seq: 1, senderRole: 'client', text: 'Hi! Can we keep the old rug?', deleted: false });
    // The same message id again sends nothing more.
    expect((await api.call('/chat/manage/send', { needId, roleType: 'designer', text: 'Hi! Can we keep the old rug?', messageId: 'hello-1' })).status).toBe(200);
    expect(await chatEvents(conversationId)).toBe(3); // opened, designer joined, one message

    expect((await designer.call('/chat/getNotReadedCount')).data.count).toBeGreaterThanOrEqual(1);
    const inbox = (await designer.call('/chat/manage/friends')).data;
    const mine = inbox.find((c: { conversationId: string }) => c.conversationId === conversationId);
    expect(mine).toMatchObject({ roleType: 'designer', needId, projectId: `C${needId.padStart(10, '0')}`, friend: { roleType: 'client', name: 'Client' }, unread: 1, lastText: 'Hi! Can we keep the old rug?' });
    const read = await designer.call('/chat/manage/messages', { conversationId });
    expect(read.data.list.map((m: { text: string }) => m.text)).toEqual(['Hi! Can we keep the old rug?']);
    expect((await designer.call('/chat/manage/read', { conversationId })).status).toBe(200);
    expect((await designer.call('/chat/manage/readCounts')).data.conversations.find((c: { conversationId: string }) => c.conversationId === conversationId)).toBeUndefined();

    expect((await designer.call('/chat/manage/send', { conversationId, text: 'Of course — it anchors the room.' })).status).toBe(200);
    expect((await api.call('/chat/getNotReadedCount')).data.count).toBe(1);
    expect((await api.call('/chat/manage/images', { needId, roleType: 'designer', imageUrl: '/files/images/7/rug.jpg' })).data.message).toMatchObject({ imageUrl: '/files/images/7/rug.jpg', text: '' });

    // Only the author deletes (and restores); the other side sees that it was removed, not what it said.
    expect((await designer.call('/chat/manage/delete', { conversationId, messageId: 'hello-1' })).status).toBe(404);
    expect((await api.call('/chat/manage/delete', { conversationId, messageId: 'hello-1' })).status).toBe(200);
    const seen = (await designer.call('/chat/manage/messages', { conversationId })).data.list[0];
    expect(seen).toMatchObject({ messageId: 'hello-1', deleted: true, text: '' });
    expect((await api.call('/chat/manage/messages', { conversationId })).data.list[0]).toMatchObject({ deleted: true, text: 'Hi! Can we keep the old rug?' });
    expect((await api.call('/chat/manage/restore', { conversationId, messageId: 'hello-1' })).status).toBe(200);
    expect((await designer.call('/chat/manage/messages', { conversationId })).data.list[0]).toMatchObject({ deleted: false, text: 'Hi! Can we keep the old rug?' });
    expect(errors).toEqual([]);
  });

  it('another client, another designer, staff and visitors never read or write it; bad input changes nothing', async () => {
    const { runtime, base, otherDesigner, staff, errors } = await ready;
    const { api, needId } = await clientWithProject();
    const conversationId = (await api.call('/chat/manage/send', { needId, roleType: 'designer', text: 'Private' })).data.conversationId;
    const before = await chatEvents(conversationId);
    const stranger = await signedInClient(runtime, base, 'chat-stranger');
    for (const who of [stranger, otherDesigner, staff]) {
      expect((await who.call('/chat/manage/messages', { conversationId })).status).toBe(404);
      expect((await who.call('/chat/manage/messages', { needId, roleType: 'designer' })).status).toBe(404);
      expect((await who.call('/chat/manage/send', { conversationId, text: 'Let me in' })).status).toBe(404);
      expect((await who.call('/chat/manage/send', { needId, roleType: 'designer', text: 'Let me in' })).status).toBe(404);
      expect((await who.call('/chat/manage/read', { conversationId })).status).toBe(404);
      expect((await who.call('/chat/manage/delete', { conversationId, messageId: 'x' })).status).toBe(404);
      const friends = (await who.call('/chat/manage/friends')).data as { conversationId: string }[];
      expect(friends.some((c) => c.conversationId === conversationId)).toBe(false);
    }
    const visitor = new ApiClient(base, null, '203.0.113.90');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    expect((await visitor.call('/chat/manage/friends')).status).toBe(401);
    expect((await visitor.call('/chat/manage/send', { conversationId, text: 'hi' })).status).toBe(401);
    expect((await visitor.call('/chat/getNotReadedCount')).data).toEqual({ count: 0 });

    for (const body of [
      { needId, roleType: 'designer', text: '' },
      { needId, roleType: 'designer', text: 'x'.repeat(2001) },
      { needId, roleType: 'designer', imageUrl: 'https://evil.example/x.png' },
      { needId, roleType: 'designer', imageUrl: '//evil.example/x.png' },
      { needId, roleType: 'boss', text: 'hi' },
      { needId: 'C12', roleType: 'designer', text: 'hi' },
      { conversationId: '../etc', text: 'hi' },
      { conversationId: 'nobody-here', text: 'hi' },
    ]) {
      const res = await api.call('/chat/manage/send', body);
      expect([400, 404], JSON.stringify(body)).toContain(res.status);
      expect(res.message).toBeTruthy();
    }
    expect(await chatEvents(conversationId)).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('chat with sales staff', () => {
  it('a client’s shop conversation lands in every salesman’s inbox; the one who answers joins it', async () => {
    const { salesman, designer, errors } = await ready;
    const { api } = await clientWithProject();
    const opened = await api.call('/chat/manage/salesChat');
    expect(opened.status).toBe(200);
    const conversationId = opened.data.conversationId;
    expect(conversationId).toBe(`s-client-${api.userId}`);
    expect((await api.call('/chat/manage/send', { conversationId, text: 'Do you ship to Alaska?' })).status).toBe(200);
    const inbox = (await salesman.call('/chat/manage/friends')).data as { conversationId: string; unread: number }[];
    expect(inbox.find((c) => c.conversationId === conversationId)).toBeTruthy();
    expect((await salesman.call('/chat/manage/send', { conversationId, text: 'We deliver to the contiguous states and DC.' })).status).toBe(200);
    expect((await api.call('/chat/manage/salesChat')).data.list.map((m: { senderRole: string }) => m.senderRole)).toEqual(['client', 'salesman']);
    // A designer is no salesman.
    expect((await designer.call('/chat/manage/messages', { conversationId })).status).toBe(404);
    // Staff and designers cannot open a shop conversation of their own.
    expect((await designer.call('/chat/manage/salesChat')).status).toBe(404);
    expect(errors).toEqual([]);
  });
});

describe('role types (part 1 §7: the read call takes a role type)', () => {
  it('client, designer and salesman name a side of the conversation; a role type that does not fit is refused; counts per role type', async () => {
    const { designer, salesman, errors } = await ready;
    const { api, needId } = await clientWithProject();
    const conversationId = (await api.call('/chat/manage/send', { needId, roleType: 'designer', text: 'One', messageId: 'rt-1' })).data.conversationId;
    await api.call('/chat/manage/send', { needId, roleType: 'designer', text: 'Two', messageId: 'rt-2' });
    await api.call('/chat/manage/send', { needId, roleType: 'salesman', text: 'Is the bed in stock?', messageId: 'rt-3' });

    // The designer reads "the client" of the project up to the first message only: one stays unread.
    expect(await designer.call('/chat/manage/read', { needId, roleType: 'client', upToSeq: 1 })).toMatchObject({ status: 200, data: { conversationId, unread: 1 } });
    const counts = (await designer.call('/chat/manage/readCounts', { roleType: 'client' })).data;
    expect(counts.conversations.find((c: { conversationId: string }) => c.conversationId === conversationId)).toMatchObject({ unread: 1 });
    expect((await designer.call('/chat/manage/readCounts', { roleType: 'salesman' })).data).toEqual({ count: 0, conversations: [] });
    // By their own side's name, or the other side's, with the conversation's id.
    expect((await designer.call('/chat/manage/read', { conversationId, roleType: 'designer' })).data.unread).toBe(0);
    expect((await designer.call('/chat/manage/read', { conversationId, roleType: 'salesman' })).status).toBe(404);
    expect((await api.call('/chat/manage/read', { conversationId, roleType: 'salesman' })).status).toBe(404);
    expect((await api.call('/chat/manage/read', { conversationId, roleType: 'designer' })).status).toBe(200);
    const mine = await api.call('/chat/manage/read', { needId, roleType: 'client' });
    expect(mine).toMatchObject({ status: 400, message: 'roleType is designer or salesman: whom you write to' });
    const unknown = await api.call('/chat/manage/read', { needId, roleType: 'boss' });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('roleType is client, designer or salesman');
    expect((await api.call('/chat/manage/read', { conversationId, upToSeq: 'x' })).status).toBe(400);

    // A salesman reads the project's sales conversation as "the client" (he joins when he answers).
    const sales = await salesman.call('/chat/manage/messages', { needId, roleType: 'client' });
    expect(sales.data).toMatchObject({ conversationId: `s-need-${needId}`, list: [{ text: 'Is the bed in stock?' }] });
    expect((await salesman.call('/chat/manage/send', { needId, roleType: 'client', text: 'Yes, it ships in a week.' })).status).toBe(200);

    // The client's counts by whom they write to; getNotReadedCount and its diymb twin agree.
    expect((await api.call('/chat/manage/readCounts', { roleType: 'salesman' })).data).toMatchObject({ count: 1, conversations: [{ conversationId: `s-need-${needId}`, unread: 1 }] });
    expect((await api.call('/chat/manage/readCounts', { roleType: 'designer' })).data).toEqual({ count: 0, conversations: [] });
    const total = (await api.call('/chat/getNotReadedCount')).data.count;
    expect(total).toBeGreaterThanOrEqual(1);
    expect((await api.call('/diymb/getNotReadedCount')).data).toEqual({ count: total });
    expect((await api.call('/chat/getNotReadedCount?roleType=designer')).data).toEqual({ count: 0 });
    expect(errors).toEqual([]);
  });
});
