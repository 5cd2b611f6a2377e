import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { clientPassword, newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** /chat/index and /chat/detail as pages without scripts: a client and their designer write; nobody else reads. */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };

describe('chat pages', () => {
  it('a client writes to their designer from the project; the designer sees it unread, reads and answers; delete and restore', async () => {
    const staff = new ApiClient(shop.base, null, '192.0.2.70');
    expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
    const api = await signedInClient(shop.runtime, shop.base, 'chatpage');
    const pk = (await api.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data;
    const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: pk });
    const needId = row.need_id as string;
    expect((await api.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);

    const client = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    expect((await client.get(`/project/info/messages?needId=${needId}`)).html).toContain(`/chat/detail?needId=${needId}&roleType=designer`);
    const open = await client.get(`/chat/detail?needId=${needId}&roleType=designer`);
    expect(open.status).toBe(200);
    expect(open.html).toContain('Dana Designer');
    const messageId = open.html.match(/name="messageId" value="(cm-[^"]+)"/)![1];
    const sent = await client.post(`/chat/detail?needId=${needId}&roleType=designer`, { csrf: client.csrf, intent: 'send', messageId, text: 'Could the bed face the window?' });
    expect(sent).toMatchObject({ status: 302, location: `/chat/detail?conversationId=d-need-${needId}#latest` });
    // The same form again sends nothing more.
    await client.post(`/chat/detail?needId=${needId}&roleType=designer`, { csrf: client.csrf, intent: 'send', messageId, text: 'Could the bed face the window?' });

    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', demoPassword);
    // A notification tells the designer; opening it marks it read and leads to the conversation.
    const notices = await designer.get('/notice/index');
    expect(notices.html).toContain('New message');
    const noticeId = notices.html.match(/name="id" value="([^"]+)"/)![1];
    expect(await designer.post('/notice/index', { csrf: designer.csrf, intent: 'open', id: noticeId })).toMatchObject({ status: 302, location: `/chat/detail?conversationId=d-need-${needId}` });
    const inbox = await designer.get('/chat/index');
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain('Could the bed face the window?');
    expect(inbox.html).toContain('aria-label="1 unread"');
    const thread = await designer.get(`/chat/detail?conversationId=d-need-${needId}`);
    expect(thread.html.match(/chat-message__text">Could the bed face the window\?/g)).toHaveLength(1);
    expect((await designer.get('/chat/index')).html).not.toContain('unread"');
    const reply = thread.html.match(/name="messageId" value="(cm-[^"]+)"/)![1];
    expect((await designer.post(`/chat/detail?conversationId=d-need-${needId}`, { csrf: designer.csrf, intent: 'send', messageId: reply, text: 'Yes — morning light on the headboard.' })).status).toBe(302);
    expect((await client.get('/chat/index')).html).toContain('aria-label="1 unread"');

    // The client removes their message: the designer sees it was removed; restored, it is back.
    const mine = (await shop.runtime.db('chat_messages_v1').where({ conversation_id: `d-need-${needId}`, sender_id: api.userId }).first()).message_id as string;
    expect((await client.post(`/chat/detail?conversationId=d-need-${needId}`, { csrf: client.csrf, intent: 'delete', messageId: mine })).status).toBe(302);
    expect((await designer.get(`/chat/detail?conversationId=d-need-${needId}`)).html).toContain('This message was removed.');
    expect((await client.post(`/chat/detail?conversationId=d-need-${needId}`, { csrf: client.csrf, intent: 'restore', messageId: mine })).status).toBe(302);
    expect((await designer.get(`/chat/detail?conversationId=d-need-${needId}`)).html).toContain('Could the bed face the window?');

    // Another client: the 404 page, and no write; a visitor is asked to sign in.
    const other = await newClientAccount(shop.runtime, 'chat-other');
    const stranger = await new PageVisitor(shop.base).signIn(other.email, clientPassword);
    expect((await stranger.get(`/chat/detail?conversationId=d-need-${needId}`)).status).toBe(404);
    expect((await stranger.get(`/chat/detail?needId=${needId}&roleType=designer`)).status).toBe(404);
    const before = (await shop.runtime.store.readStream(`chat-d-need-${needId}`)).events.length;
    expect((await stranger.post(`/chat/detail?conversationId=d-need-${needId}`, { csrf: stranger.csrf, intent: 'send', text: 'hi' })).status).toBe(404);
    expect((await shop.runtime.store.readStream(`chat-d-need-${needId}`)).events.length).toBe(before);
    expect((await new PageVisitor(shop.base).get('/chat/index')).status).toBe(401);
    expect((await client.get('/chat')).location).toBe('/chat/index');
    expect(logged).toEqual([]);
  });
});
