import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** The referral link and dialog, /refer-a-friend and /design/meeting, as pages without scripts over real HTTP. */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const dialog = 'data-testid="referral-dialog"';

async function needOfPackage(packageId: string) {
  const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: packageId });
  return row.need_id as string;
}

/** A Bedroom project of this client with the style photos chosen and Classic picked (not paid). */
async function classicDraft(api: ApiClient) {
  const needId = await needOfPackage((await api.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data);
  expect((await api.call('/need/save', { needId, step: 'STYLES', values: { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] } })).status).toBe(200);
  expect((await api.call('/need/save', { needId, step: 'PAYMENT', values: { plan: 'CLASSIC' } })).status).toBe(200);
  return needId;
}

const clicksFor = async (referrerId: string) =>
  Number((await shop.runtime.db('es_events').where('stream_id', 'like', `refer-click-${referrerId}.%`).where({ type: 'ReferClickCounted' }).count<{ n: string }[]>({ n: '*' }))[0]!.n);

const charges = async (needId: string) =>
  (await shop.runtime.db('payment_sandbox_charges').whereRaw(`metadata::jsonb ->> 'needId' = ?`, [needId]).where({ status: 'succeeded' })).map((r) => Number(r.amount_cents));

describe('the referral link', () => {
  it('a friend’s link shows the dialog once per session, is kept while browsing, and takes 20% off the first project’s plan', async () => {
    const referrer = await newClientAccount(shop.runtime, 'referrer');
    const friend = new PageVisitor(shop.base, { allCookies: true });
    const first = await friend.get(`/?ref=${referrer.userId}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(dialog);
    expect(first.html).toContain('A friend gave you 20% off');
    expect(first.html).toContain('href="/design/room"');
    // Once per session: the same link again, or the home page, shows no dialog.
    expect((await friend.get(`/?ref=${referrer.userId}`)).html).not.toContain(dialog);
    expect((await friend.get('/')).html).not.toContain(dialog);
    // The landing counted one click for the referrer (the site's own check, not a browser call), and only one.
    expect(await clicksFor(referrer.userId)).toBe(1);

    // The friend signs up later in the session and pays for a Classic plan: 20% off, with no ref in any address.
    const account = await newClientAccount(shop.runtime, 'friend');
    await friend.signIn(account.email, clientPassword);
    const api = await signedInClientAs(account.email);
    const needId = await classicDraft(api);
    const pay = await friend.get(`/design/payment/payment?needId=${needId}`);
    expect(pay.status).toBe(200);
    expect(pay.html).toContain('data-testid="referral-applied"');
    expect(pay.html).toMatch(/you pay <strong>\$71\.20<\/strong>/);
    const paid = await friend.post(`/design/payment/payment?needId=${needId}`, { csrf: friend.csrf, intent: 'pay', ...card });
    expect(paid.status).toBe(302);
    expect(await charges(needId)).toEqual([7120]);
    const event = (await shop.runtime.store.readStream(`need-${needId}`)).events.find((e) => e.type === 'NeedPaid')!;
    expect(event.data).toMatchObject({ amountCents: 7120, discountCents: 1780, code: 'REFERRAL' });
    expect(logged).toEqual([]);
  });

  it('shows no dialog for an unknown or hostile ref, a staff account, or a client’s own link', async () => {
    for (const ref of ['nobody-at-all', '<script>alert(1)</script>', 'a'.repeat(200), 'demo-staff']) {
      const page = await new PageVisitor(shop.base, { allCookies: true }).get(`/?${new URLSearchParams({ ref })}`);
      expect(page.status, ref).toBe(200);
      expect(page.html, ref).not.toContain(dialog);
    }
    const me = await newClientAccount(shop.runtime, 'self-ref');
    const v = await new PageVisitor(shop.base, { allCookies: true }).signIn(me.email, clientPassword);
    expect((await v.get(`/?ref=${me.userId}`)).html).not.toContain(dialog);
    expect(await clicksFor(me.userId)).toBe(0);
  });

  it('/refer-a-friend explains the programme, offers a visitor sign-in and shows a client their own link', async () => {
    const visitor = await new PageVisitor(shop.base).get('/refer-a-friend');
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain('Give 20% off great design');
    expect(visitor.html).toContain('Sign in to get your link');
    const me = await newClientAccount(shop.runtime, 'sharer');
    const v = await new PageVisitor(shop.base).signIn(me.email, clientPassword);
    const page = await v.get('/refer-a-friend');
    expect(page.html).toContain(`${shop.base}/?ref=${me.userId}`);
    expect(page.html).toContain('Share by e-mail');
  });
});

/** An API client signed in as an existing account (its own session). */
async function signedInClientAs(email: string): Promise<ApiClient> {
  const api = new ApiClient(shop.base, null, '198.51.100.77');
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return api;
}

describe('/design/meeting', () => {
  it('books the free meeting of a paid Classic project, then a paid one charged once; refuses bad times and other people', async () => {
    const api = await signedInClient(shop.runtime, shop.base, 'meet');
    const needId = await classicDraft(api);
    const v = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    const unpaid = await v.get(`/design/meeting?needId=${needId}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.html).toContain('Meetings with your designer are for paid projects');
    expect((await api.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);

    const page = await v.get(`/design/meeting?needId=${needId}`);
    expect(page.html).toContain('Book this meeting');
    expect(page.html).toContain('design meeting · 1 of 1 free left');
    const day = page.html.match(/<select name="day"[^>]*>\s*<option value="(\d{4}-\d{2}-\d{2})"/)?.[1];
    expect(day).toBeTruthy();
    // Outside the slots, a Saturday, an unknown kind: a clear 400 and nothing booked.
    const saturday = '2031-01-04';
    expect((await v.post(`/design/meeting?needId=${needId}`, { csrf: v.csrf, intent: 'book', type: 'DESIGN', day: day!, slot: '18:00' })).status).toBe(400);
    const weekend = await v.post(`/design/meeting?needId=${needId}`, { csrf: v.csrf, intent: 'book', type: 'DESIGN', day: saturday, slot: '10:00' });
    expect(weekend.status).toBe(400);
    expect(weekend.html).toContain('weekday between 9:00 and 17:00 Pacific');
    expect((await v.post(`/design/meeting?needId=${needId}`, { csrf: v.csrf, intent: 'book', type: 'TEA', day: day!, slot: '10:00' })).status).toBe(400);
    const meetings = async () => (await shop.runtime.store.readStream(`need-${needId}`)).events.filter((e) => e.type === 'MeetingBooked');
    expect(await meetings()).toHaveLength(0);

    const booked = await v.post(`/design/meeting?needId=${needId}`, { csrf: v.csrf, intent: 'book', type: 'DESIGN', day: day!, slot: '10:00' });
    expect(booked.status).toBe(302);
    expect(booked.location).toMatch(new RegExp(`^/design/meeting\\?needId=${needId}&type=DESIGN&booked=mt-`));
    const confirmation = await v.get(booked.location!);
    expect(confirmation.html).toContain('Your design meeting is booked for');
    expect(confirmation.html).toContain('10:00 AM Pacific');

    // None free left: the next one is $25.00 by card, once however often the form is sent.
    expect(confirmation.html).toContain('Pay $25.00 and book');
    const meetingId = confirmation.html.match(/name="meetingId" value="([^"]+)"/)![1];
    const paidForm = { csrf: v.csrf, intent: 'pay', type: 'DESIGN', day: day!, slot: '11:30', meetingId, ...card };
    const [a, b] = await Promise.all([v.post(`/design/meeting?needId=${needId}`, paidForm), v.post(`/design/meeting?needId=${needId}`, paidForm)]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(await charges(needId)).toEqual(expect.arrayContaining([2500]));
    expect((await charges(needId)).filter((c) => c === 2500)).toHaveLength(1);
    expect(await meetings()).toHaveLength(2);
    expect((await v.get(`/project/info/messageCenter?needId=${needId}`)).html).toContain(`href="/design/meeting?needId=${needId}"`);

    // Another client and a visitor: the 404 page, and nothing booked.
    const other = await newClientAccount(shop.runtime, 'meet-other');
    const stranger = await new PageVisitor(shop.base).signIn(other.email, clientPassword);
    expect((await stranger.get(`/design/meeting?needId=${needId}`)).status).toBe(404);
    expect((await stranger.post(`/design/meeting?needId=${needId}`, { csrf: stranger.csrf, intent: 'book', type: 'DESIGN', day: day!, slot: '13:00' })).status).toBe(404);
    const visitor = new PageVisitor(shop.base);
    expect((await visitor.get(`/design/meeting?needId=${needId}`)).status).toBe(404);
    expect(await meetings()).toHaveLength(2);
    expect((await v.get('/design/meeting')).location).toBe('/project/index');
    expect(logged).toEqual([]);
  });
});
