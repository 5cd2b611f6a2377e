import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPolicyLinks } from '../../app/policies/links';
import { contactThrottledMessage } from '../../domain/support/contact';
import { waitForMail } from '../support/mail';
import { apiToken } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';

let shop: Awaited<ReturnType<typeof startShop>>;
let staffToken: string;
let clientToken: string;
beforeAll(async () => {
  shop = await startShop();
  staffToken = await apiToken(shop.base, 'staff@roomcraft.local', 'roomcraft-demo');
  clientToken = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
});

const pages: [path: string, heading: string, title: string][] = [
  ['/customer/index', 'Help centre', 'Help centre · Roomcraft'],
  ['/customer/contact', 'Contact us', 'Contact us · Roomcraft'],
  ['/customer/shipping', 'Shipping policy', 'Shipping policy · Roomcraft'],
  ['/customer/returns&exchanges', 'Returns & exchanges', 'Returns & exchanges · Roomcraft'],
  ['/customer/damagedPolicy', 'Damaged and faulty items', 'Damaged and faulty items · Roomcraft'],
  ['/customer/cancellation', 'Cancellation policy', 'Cancellation policy · Roomcraft'],
  ['/customer/terms', 'Terms of use', 'Terms of use · Roomcraft'],
  ['/customer/privacy', 'Privacy policy', 'Privacy policy · Roomcraft'],
  ['/customer/terms-conditions', 'Terms and conditions of sale', 'Terms and conditions of sale · Roomcraft'],
  ['/customer/promotional-terms', 'Promotional terms', 'Promotional terms · Roomcraft'],
  ['/customer/free-design', 'Free design offer', 'Free design offer · Roomcraft'],
  ['/customer/matching', 'Price matching', 'Price matching · Roomcraft'],
];

/** The staff list of contact messages. */
async function staffMessages(): Promise<{ total: number; list: { email: string; name: string; topic: string; orderNumber: string | null; message: string; userId: string | null }[] }> {
  const res = await fetch(`${shop.base}/api/admin/contact-messages?pageSize=100`, { headers: { authorization: staffToken } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any }).data;
}

const note = 'Hello! Will the Oslo sofa fit through a 30-inch door?';

describe('the shop policy pages', () => {
  it.each(pages)('%s answers with its heading, its title and real text', async (path, heading, title) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(page.html).toContain(`<title>${title}</title>`);
    // The words a reader sees (random tokens and nonces in scripts and attributes can spell anything).
    const words = page.html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ');
    expect(words).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder text/i);
    // Every page shows the side navigation of the help centre.
    expect(page.html).toContain('href="/customer/matching"');
  });

  it('dates every policy and states the shop’s real rules', async () => {
    const v = new PageVisitor(shop.base);
    const shipping = (await v.get('/customer/shipping')).html;
    expect(shipping).toContain('Last updated <time dateTime="2026-11-01">November 1, 2026</time>');
    expect(shipping).toContain('$3,000.00');
    expect((await v.get('/customer/returns&exchanges')).html).toContain('within 30 days of the day it was delivered');
    expect((await v.get('/customer/damagedPolicy')).html).toContain('within 7 days of delivery');
    const promo = (await v.get('/customer/promotional-terms')).html;
    for (const code of ['DIY1', 'DIY3', 'DIY5', 'PROMO10']) expect(promo).toContain(code);
    expect((await v.get('/customer/terms-conditions')).html).toMatch(/Visa, Mastercard, American Express and Discover/);
  });

  it('moves /customer/returnsExchanges for good to the returns page', async () => {
    const page = await new PageVisitor(shop.base).get('/customer/returnsExchanges');
    expect(page.status).toBe(301);
    expect(page.location).toBe('/customer/returns&exchanges');
  });

  it('links the help pages from the footer, and offers the checkout its policy links', async () => {
    const home = (await new PageVisitor(shop.base).get('/')).html;
    for (const path of ['/customer/index', '/customer/contact', '/customer/shipping', '/customer/returns&exchanges', '/customer/terms', '/customer/privacy']) expect(home).toContain(`href="${path}"`);
    expect(checkoutPolicyLinks.map((l) => l.to)).toEqual(expect.arrayContaining(['/customer/shipping', '/customer/returns&exchanges', '/customer/cancellation', '/customer/terms', '/customer/privacy', '/customer/promotional-terms']));
    for (const { to } of checkoutPolicyLinks) expect((await new PageVisitor(shop.base).get(to)).status).toBe(200);
  });
});

describe('the contact form', () => {
  it('takes a message without scripts, stores it for staff and mails the sender', async () => {
    const v = new PageVisitor(shop.base);
    await v.get('/customer/contact');
    const res = await v.post('/customer/contact', { csrf: v.csrf, name: 'Maya Ortiz', email: 'Maya@Example.com', topic: 'delivery', orderNumber: '', message: note });
    expect(res.status).toBe(200);
    expect(res.html).toContain('your message has reached us');
    const stored = (await staffMessages()).list.find((m) => m.email === 'maya@example.com');
    expect(stored).toMatchObject({ name: 'Maya Ortiz', topic: 'delivery', orderNumber: null, message: note, userId: null });
    const [mail] = await waitForMail(shop.runtime, 'maya@example.com', 'contact-acknowledgement');
    expect(mail.subject).toBe('We have your message — Roomcraft customer care');
    // A fixed acknowledgement (issue 20): nothing the sender wrote goes to an address that confirmed nothing.
    expect(mail.text).not.toContain(note);
    expect(mail.text).not.toContain('Maya');
  });

  it('takes a message through the JSON call', async () => {
    const res = await fetch(`${shop.base}/api/common/saveContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lee Park', email: 'lee@example.com', topic: 'returns', orderNumber: 'rc-100234', message: 'I would like to return a lamp, please.' }),
    });
    const json = (await res.json()) as { success: boolean; data: { contactId: string }; message: string };
    expect(res.status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.data.contactId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await staffMessages()).list.find((m) => m.email === 'lee@example.com')).toMatchObject({ topic: 'returns', orderNumber: 'RC-100234' });
    expect(await waitForMail(shop.runtime, 'lee@example.com', 'contact-acknowledgement')).toHaveLength(1);
  });

  it('refuses bad input with a message by the field, and stores nothing', async () => {
    const before = (await staffMessages()).total;
    const v = new PageVisitor(shop.base);
    await v.get('/customer/contact');
    const short = await v.post('/customer/contact', { csrf: v.csrf, name: 'Sam', email: 'sam@example.com', topic: 'other', message: 'Help!' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('Please write at least 10 characters');
    const api = async (body: Record<string, unknown>) => {
      const res = await fetch(`${shop.base}/api/common/saveContact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, ...((await res.json()) as { success: boolean; data: { fields: Record<string, string> } | null; message: string }) };
    };
    const good = { name: 'Sam', email: 'sam@example.com', topic: 'other', message: 'A question about my order.' };
    for (const [change, field, message] of [
      [{ email: 'not-an-e-mail' }, 'email', 'Please enter a valid e-mail'],
      [{ topic: 'gossip' }, 'topic', 'Please choose a topic'],
      [{ name: '' }, 'name', 'Please enter your name'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Please keep a message to 5000 characters or fewer'],
      [{ orderNumber: '<script>' }, 'orderNumber', 'Please enter a valid order number'],
      [{ name: 42 }, 'name', 'Please enter your name'],
    ] as const) {
      const res = await api({ ...good, ...change });
      expect(res.status, field).toBe(400);
      expect(res.success).toBe(false);
      expect(res.data?.fields[field]).toBe(message);
    }
    expect((await staffMessages()).total).toBe(before);
    expect(await waitForMail(shop.runtime, 'sam@example.com', 'contact-acknowledgement', 1, 0)).toEqual([]);
  });

  it('lets one visitor send five messages an hour, then asks them to wait', async () => {
    const v = new PageVisitor(shop.base);
    await v.get('/customer/contact');
    const send = (n: number) => v.post('/customer/contact', { csrf: v.csrf, name: 'Busy Bee', email: 'busy@example.com', topic: 'other', message: `Message number ${n} about my order.` });
    for (let n = 1; n <= 5; n++) expect((await send(n)).status).toBe(200);
    const sixth = await send(6);
    expect(sixth.status).toBe(429);
    expect(sixth.html).toContain(contactThrottledMessage);
    expect((await staffMessages()).list.filter((m) => m.email === 'busy@example.com')).toHaveLength(5);
    // The JSON call counts the same browser's messages.
    const api = await fetch(`${shop.base}/api/common/saveContact`, {
      method: 'POST',
      headers: { cookie: v.cookie, origin: shop.base, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Busy Bee', email: 'busy@example.com', topic: 'other', message: 'One more message, please.' }),
    });
    expect(api.status).toBe(429);
    expect(((await api.json()) as { message: string }).message).toBe(contactThrottledMessage);
    // Another visitor is not held back.
    const other = new PageVisitor(shop.base);
    await other.get('/customer/contact');
    expect((await other.post('/customer/contact', { csrf: other.csrf, name: 'Calm Cat', email: 'calm@example.com', topic: 'other', message: 'Just one message from me.' })).status).toBe(200);
  });

  it('fills in a signed-in client’s e-mail and records the message under the account', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const page = await v.get('/customer/contact');
    expect(page.html).toContain('value="client@roomcraft.local"');
    expect((await v.post('/customer/contact', { csrf: v.csrf, name: 'Demo Client', email: 'client@roomcraft.local', topic: 'order', orderNumber: '', message: 'Where is my order, please?' })).status).toBe(200);
    const mine = (await staffMessages()).list.find((m) => m.email === 'client@roomcraft.local');
    expect(mine?.userId).toBeTruthy();
  });

  it('answers hostile posts to the page with a 4xx, logging nothing and storing nothing', async () => {
    const logged = loggedErrors(shop.runtime);
    const before = (await staffMessages()).total;
    const v = new PageVisitor(shop.base);
    await v.get('/customer/contact');
    const posts: [type: string, body: string][] = [
      ['application/json', JSON.stringify({ name: 'x', email: 'a@b.c', topic: 'other', message: 'hello there friend' })],
      ['multipart/form-data; boundary=XyZ', '--nope\r\ngarbage'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', new URLSearchParams({ csrf: v.csrf, name: 'a\u0000b', email: 'a@b.c', topic: 'other', message: 'hello there friend' }).toString()],
      ['application/x-www-form-urlencoded', new URLSearchParams({ name: 'No Token', email: 'a@b.c', topic: 'other', message: 'hello there friend' }).toString()],
    ];
    for (const [type, body] of posts) {
      const res = await fetch(`${shop.base}/customer/contact`, { method: 'POST', headers: { cookie: v.cookie, origin: shop.base, 'content-type': type }, body });
      expect(res.status, type).toBeGreaterThanOrEqual(400);
      expect(res.status, type).toBeLessThan(500);
    }
    // Another site cannot post the form in the visitor's name.
    const evil = await v.post('/customer/contact', { csrf: v.csrf, name: 'Evil', email: 'evil@example.com', topic: 'other', message: 'hello there friend' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await staffMessages()).total).toBe(before);
    expect(logged).toEqual([]);
  });

  it('shows the messages to staff only', async () => {
    expect((await fetch(`${shop.base}/api/admin/contact-messages`)).status).toBe(401);
    expect((await fetch(`${shop.base}/api/admin/contact-messages`, { headers: { authorization: clientToken } })).status).toBe(403);
    expect((await fetch(`${shop.base}/api/admin/contact-messages?pageSize=0`, { headers: { authorization: staffToken } })).status).toBe(400);
  });
});
