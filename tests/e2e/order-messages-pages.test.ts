import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoPassword } from '../../composition-root/demo/accounts';
import { orderThreadStream } from '../../domain/messaging/order-thread';
import { clientPassword, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
let staff: ApiClient;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  staff = new ApiClient(shop.base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  browser = await launchBrowser();
});

describe("an order's messages on the client's order page", () => {
  it('without scripts: read, write once per form, see the shop answer; another client gets 404 and writes nothing', async () => {
    const owner = await signedInClient(shop.runtime, shop.base, 'omp');
    const stranger = await signedInClient(shop.runtime, shop.base, 'oms');
    const order = await paidOrderFor(shop.runtime, owner, { lines: 1 });
    const path = `/order/detail/${order.orderId}`;
    const v = await new PageVisitor(shop.base).signIn(owner.email, clientPassword);
    const first = await v.get(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Messages about this order');
    expect(first.html).toContain('No messages yet.');
    const messageId = first.html.match(/name="messageId" value="([^"]+)"/)![1];

    const sent = await v.post(path, { intent: 'message', csrf: v.csrf, messageId, text: 'Could the sofa come after 5 pm?' });
    expect(sent).toMatchObject({ status: 302, location: `${path}#messages` });
    // The same form posted twice (a double click, a retry) sends once.
    expect((await v.post(path, { intent: 'message', csrf: v.csrf, messageId, text: 'Could the sofa come after 5 pm?' })).status).toBe(302);
    const answered = await staff.call('/order/message/save', { orderId: order.orderId, content: 'Yes: we will book an evening slot.' });
    expect(answered.status).toBe(200);
    const shown = await v.get(path);
    expect(shown.html).toContain('Could the sofa come after 5 pm?');
    expect(shown.html).toContain('Yes: we will book an evening slot.');
    expect(shown.html.match(/chat-message__text">Could the sofa come after 5 pm\?/g)).toHaveLength(1);
    expect(shown.html).toMatch(/<span>Roomcraft<\/span>/);
    // Opening the page read the answer.
    expect((await owner.call('/orderFulfillment/queryOrderUnreadByUser')).data).toEqual({ count: 0, messages: 0 });

    const empty = await v.post(path, { intent: 'message', csrf: v.csrf, messageId: 'om-empty-1', text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please write a message');
    const long = await v.post(path, { intent: 'message', csrf: v.csrf, messageId: 'om-long-1', text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.html).toContain('Please keep a message under 2000 characters');
    const foreign = await v.post(path, { intent: 'message', csrf: v.csrf, messageId: 'om-evil-1', text: 'x' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);

    const other = await new PageVisitor(shop.base).signIn(stranger.email, clientPassword);
    expect((await other.get(path)).status).toBe(404);
    const intrusion = await other.post(path, { intent: 'message', csrf: other.csrf, messageId: 'om-intrude-1', text: 'Let me in' });
    expect(intrusion.status).toBe(404);
    expect((await new PageVisitor(shop.base).post(path, { intent: 'message', text: 'anonymous' })).status).toBe(401);

    const events = (await shop.runtime.store.readStream(orderThreadStream(`order-${order.orderId}`))).events;
    expect(events.filter((e) => e.type === 'OrderMessageSent').map((e) => (e.data as { text: string }).text)).toEqual(['Could the sofa come after 5 pm?', 'Yes: we will book an evening slot.']);
    expect(logged).toEqual([]);
  });

  it('with scripts: the shop’s answer appears live, the client answers over the socket, and the account menu counts orders with unread messages', async () => {
    const owner = await signedInClient(shop.runtime, shop.base, 'omb');
    const order = await paidOrderFor(shop.runtime, owner, { lines: 1 });
    const another = await paidOrderFor(shop.runtime, owner, { lines: 1 });
    const signedIn = await new PageVisitor(shop.base).signIn(owner.email, clientPassword);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = signedIn.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const { page, errors } = await openPage(context);

    // An unread answer on another order: the account menu shows one order with unread messages.
    await staff.call('/order/message/save', { orderId: another.orderId, content: 'About your other order…' });
    await visit(page, `${shop.base}/order/detail/${order.orderId}`);
    await eventually(() => page.locator('.account-menu__toggle [data-testid="orders-badge"]').textContent()).toBe('1');
    await eventually(() => page.getByTestId('order-socket-status').getAttribute('data-status')).toBe('open');

    // The shop answers: it appears without a reload.
    await staff.call('/order/message/save', { orderId: order.orderId, content: 'Your sofa leaves the warehouse today.' });
    await eventually(() => page.getByTestId('order-messages').textContent()).toContain('Your sofa leaves the warehouse today.');

    // The client writes: sent over the socket (no page load), kept, and seen by the shop.
    const url = page.url();
    await page.getByLabel('Your message').fill('Great, thank you!');
    await page.getByTestId('order-message-send').click();
    await eventually(() => page.getByTestId('order-messages').textContent()).toContain('Great, thank you!');
    expect(page.url()).toBe(url);
    // The box empties once the room has confirmed the message.
    await eventually(() => page.getByLabel('Your message').inputValue()).toBe('');
    const read = await staff.call('/order/message/query', { orderId: order.orderId });
    expect(read.data.list.map((m: { text: string }) => m.text)).toEqual(['Your sofa leaves the warehouse today.', 'Great, thank you!']);

    // Reading the other order clears the badge at the next poll (the page's own load here).
    await visit(page, `${shop.base}/order/detail/${another.orderId}`);
    await eventually(() => page.locator('.account-menu__toggle [data-testid="orders-badge"]').count()).toBe(0);
    expectClean(errors);
  });
});
