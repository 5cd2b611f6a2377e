import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { identityCommands } from '../../domain/identity/commands';
import { clientPassword, clientPasswordHash } from '../support/clients';
import { ApiClient } from '../support/http-app';
import { eventually, expectClean, launchBrowser, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Live chat in headless Chromium: the designer's open pages change as the client writes, without a reload. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function account(role: 'client' | 'designer', username: string) {
  const userId = `${role}-${randomBytes(4).toString('hex')}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: [role], username, verifiedBy: 'system' }, { actor: system });
  return { userId, email };
}

const signedInPage = (email: string) => signedInOnHome(browser, shop.base, email, clientPassword);

/** The inbox socket of the page is up (the top bar says so). */
const live = (page: Page) => eventually(() => page.getByTestId('top-chat').getAttribute('data-live')).toBe('online');
const topCount = (page: Page, id: 'top-chat-count' | 'top-notice-count') => page.getByTestId(id).textContent({ timeout: 200 }).catch(() => null);

describe('live chat in the browser', () => {
  it('the designer’s /chat/index and top bar show the client’s new message and unread counts live; /chat/detail appends and reads it', async () => {
    const designer = await account('designer', 'Dora Designer');
    const client = await account('client', 'Cleo Client');
    const needId = String(900_000_000 + randomBytes(3).readUIntBE(0, 3));
    const conversationId = conversationIdOf('designer', { needId });
    await shop.runtime.execute(
      messagingCommands.OpenConversation,
      { conversationId, kind: 'designer', needId, clientId: client.userId, members: [{ userId: designer.userId, role: 'designer' }] },
      { actor: { kind: 'system' } },
    );
    const api = new ApiClient(shop.base, null, '198.51.100.77');
    expect((await api.call('/client/login', { email: client.email, password: clientPassword })).success).toBe(true);
    expect((await api.call('/chat/manage/send', { conversationId, text: 'Hello Dora!' })).status).toBe(200);

    const { page, errors } = await signedInPage(designer.email);
    await visit(page, `${shop.base}/chat/index`);
    await live(page);
    const row = page.locator(`[data-conversation="${conversationId}"]`);
    await eventually(() => row.textContent()).toContain('Hello Dora!');
    await eventually(() => row.getByLabel('1 unread').count()).toBe(1);
    expect(await topCount(page, 'top-chat-count')).toBe('1');
    // Nothing below may reload the page: this mark would be gone.
    await page.evaluate(() => ((window as unknown as { stayed: string }).stayed = 'yes'));

    expect((await api.call('/chat/manage/send', { conversationId, text: 'Is the velvet sofa washable?' })).status).toBe(200);
    await eventually(() => row.locator('.chat-list__last').textContent()).toBe('Is the velvet sofa washable?');
    await eventually(() => row.getByLabel('2 unread').count()).toBe(1);
    await eventually(() => topCount(page, 'top-chat-count')).toBe('2');
    await eventually(() => topCount(page, 'top-notice-count')).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { stayed?: string }).stayed)).toBe('yes');

    // Into the conversation (opening it reads it): the counts drop; a new message is appended and read while on screen.
    await row.getByRole('link').click();
    await page.waitForURL(/\/chat\/detail\?conversationId=/);
    await eventually(() => topCount(page, 'top-chat-count')).toBe(null);
    await page.evaluate(() => ((window as unknown as { stayed: string }).stayed = 'still'));
    expect((await api.call('/chat/manage/send', { conversationId, text: 'Also: can it come in green?' })).status).toBe(200);
    await eventually(() => page.getByTestId('chat-messages').locator('.chat-message__text').allTextContents()).toEqual(['Hello Dora!', 'Is the velvet sofa washable?', 'Also: can it come in green?']);
    await eventually(async () => Number((await shop.runtime.db('chat_reads_v1').where({ conversation_id: conversationId, user_id: designer.userId }).first())?.up_to_seq)).toBe(3);
    await eventually(() => topCount(page, 'top-chat-count')).toBe(null);
    // The client takes a message back: it shows as removed, live.
    const third = (await shop.runtime.db('chat_messages_v1').where({ conversation_id: conversationId, seq: 3 }).first()).message_id as string;
    expect((await api.call('/chat/manage/delete', { conversationId, messageId: third })).status).toBe(200);
    await eventually(() => page.getByTestId('chat-messages').locator('.chat-message__text').allTextContents()).toEqual(['Hello Dora!', 'Is the velvet sofa washable?', 'This message was removed.']);
    expect(await page.evaluate(() => (window as unknown as { stayed?: string }).stayed)).toBe('still');
    expectClean(errors);
  });

  it('leaving a /design/ page asks for the notice count again', async () => {
    const client = await account('client', 'Dee Client');
    const { page, errors } = await signedInPage(client.email);
    const sent: string[] = [];
    page.on('websocket', (ws) => {
      if (ws.url().endsWith('/ws/inbox')) ws.on('framesent', (f) => sent.push(String(f.payload)));
    });
    await visit(page, `${shop.base}/design/room`);
    await live(page);
    expect(sent.filter((f) => f.includes('"refresh"'))).toEqual([]);
    await page.locator('.site-header a.logo, .site-header a[href="/"]').first().click();
    await page.waitForURL(`${shop.base}/`);
    await eventually(() => sent.filter((f) => f.includes('"refresh"')).length).toBe(1);
    expectClean(errors);
  });
});
