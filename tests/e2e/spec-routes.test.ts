import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { latestMail } from './identity-browser';
import { follow, routeIdOf } from './page-forms';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** Issue 20: spec pages and calls that answered 404 although their feature exists. */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const json = { 'content-type': 'application/json' };

describe('spec pages that another page does the job of', () => {
  it.each([
    ['/client/account', '/client'],
    ['/client/account?tab=auth', '/client?tab=auth'],
    ['/client/plan', '/remodel/success'],
    ['/client/order/detail?id=o-123', '/order/detail/o-123'],
    ['/client/order/detail', '/client/order'],
    ['/client/order/detail?id=..%2Fadmin', '/client/order'],
    ['/client/order/return?orderId=o-123', '/order/return/o-123'],
    ['/client/order/return', '/client/order'],
    ['/payment/payStep/first', '/payment/payStep/shipping'],
    ['/payment/payStep/first?address=a1&code=DIY1', '/payment/payStep/shipping?address=a1&code=DIY1'],
    ['/hidden/design', '/hidden/project/index'],
    ['/hidden/design?needId=42', '/hidden/project/proposal?needId=42'],
    ['/roomcraftEntryPage/orderPay?orderId=o-9', '/payment/processing?orderId=o-9'],
    ['/RoomcraftEntryPage/orderPay', '/payment/index/checkout'],
    ['/customer/roomcraftgpt', '/design/roomGpt'],
    ['/customer/RoomcraftGpt?roomType=Bedroom', '/design/roomGpt?roomType=Bedroom'],
    ['/details?id=demo-3-1', '/design/case/demo-3-1'],
    ['/details', '/design/case'],
    ['/details?id=../admin', '/design/case'],
    ['/detail-products?id=demo-3-1', '/design/case/demo-3-1#case-products'],
    ['/detail-products', '/design/case'],
    ['/gpt', '/design/ai/newindex'],
    ['/customer/holiday-sales', '/customer/promotional-terms'],
    ['/customer/black-friday-disclaimer', '/customer/promotional-terms'],
    ['/customer/high-style-lowest-price-guarantee', '/about/low-price-guarantee'],
  ])('%s → %s', async (from, to) => {
    const page = await new PageVisitor(shop.base).get(from);
    expect([page.status, page.location]).toEqual([302, to]);
    expect(await routeIdOf(to)).not.toBe('routes/$');
  });

  it.each(['/otherEntryPage/orderPay', '/customer/nosuchpage', '/customer/gpt', '/nosuchpage', '/dana.designs', '/@no.such.handle', '/@no.such.handle/posts'])('%s is not a page', async (path) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>Page not found · Roomcraft</title>');
  });

  it.each(['/home/cindex', '/home/dindex', '/home/eindex', '/home/findex'])('%s is a page (part 2 §2: a home variant, issue 26)', async (path) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-home-variant="${path.slice('/home/'.length)}"`);
  });

  it('/home/bindex stays the supplier_b home, not a variant', async () => {
    const page = await new PageVisitor(shop.base).get('/home/bindex');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Your pieces, in real rooms');
    expect(page.html).not.toContain('data-home-variant');
  });

  it.each(['/home/gindex', '/home/index', '/home/control'])('%s is not a home variant', async (path) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(404);
  });

  it.each(['/@dana.designs', '/@dana.designs/posts'])('%s is a page (part 2 §2: a public profile)', async (path) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(200);
    expect(await routeIdOf(path)).not.toBe('routes/$');
  });

  it('a signed-in client lands on working pages', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const from of ['/client/account', '/client/plan', '/payment/payStep/first', '/customer/roomcraftgpt', '/RoomcraftEntryPage/orderPay']) {
      const end = await follow(v, from);
      expect([from, end.status]).toEqual([from, 200]);
    }
    // The designer's pages stay the designer's.
    expect((await follow(v, '/hidden/design')).status).toBe(403);
    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    expect(await follow(designer, '/hidden/design')).toEqual({ path: '/hidden/project/index', status: 200 });
  });
});

describe('the bare login and logout calls (beside the client calls)', () => {
  it('login answers a token as client/login does; logout ends that session', async () => {
    const me = await newClientAccount(shop.runtime, 'bare-login');
    const api = new ApiClient(shop.base, null, '198.51.100.140');
    expect(await api.call('/login', { email: me.email, password: 'wrong password 1' })).toMatchObject({ success: false });
    const signedIn = await api.call('/login', { email: me.email, password: clientPassword });
    expect(signedIn).toMatchObject({ status: 200, success: true });
    const token = signedIn.data.token as string;
    expect((await api.call('/client/manage/get')).data).toMatchObject({ email: me.email });
    const out = await api.call('/logout', {});
    expect(out).toMatchObject({ status: 200, success: true });
    expect(out.data.token).not.toBe(token);
    expect((await new ApiClient(shop.base, token, '198.51.100.140').call('/client/manage/get')).status).toBe(401);
    expect((await api.call('/login', undefined, { method: 'GET' })).status).toBe(405);
  });

  it('with the cookie, only from this site', async () => {
    const me = await newClientAccount(shop.runtime, 'bare-login-cookie');
    const v = new PageVisitor(shop.base);
    await v.get('/');
    const body = JSON.stringify({ email: me.email, password: clientPassword });
    const foreign = await fetch(`${shop.base}/api/login`, { method: 'POST', headers: { ...json, cookie: v.cookie, origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie().some((c) => c.startsWith('rc_session='))).toBe(false);
    const own = await v.post('/api/login', { email: me.email, password: clientPassword });
    expect(own.status).toBe(200);
    expect(own.setCookie).toContain('rc_session=');
    expect((await v.get('/client')).status).toBe(200);
    const refused = await fetch(`${shop.base}/api/logout`, { method: 'POST', headers: { ...json, cookie: v.cookie, origin: 'https://evil.example' }, body: '{}' });
    expect(refused.status).toBe(403);
    expect((await v.get('/client')).status).toBe(200);
    expect((await v.post('/api/logout', {})).status).toBe(200);
    expect((await v.get('/client')).status).toBe(401);
  });
});

describe('need/manage/save, goods/getNeedDiy and common/remodelEmail', () => {
  it('need/manage/save keeps a signed-in client’s answers to a step; a visitor is asked to sign in, another client gets 404', async () => {
    const me = await newClientAccount(shop.runtime, 'manage-save');
    const api = new ApiClient(shop.base, null, '198.51.100.141');
    await api.call('/client/login', { email: me.email, password: clientPassword });
    const pk = await api.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] });
    const needId = (await shop.runtime.db('projects_needs_v1').where({ package_id: pk.data }).first()).need_id as string;
    const saved = await api.call('/need/manage/save', { needId, step: 'LIFESTYLE', values: { lifestyles: ['reading'] } });
    expect(saved).toMatchObject({ status: 200, success: true, data: { needId } });
    expect((await api.call('/need/getNeed', { needId })).data.answers.LIFESTYLE).toEqual({ lifestyles: ['reading'] });
    expect(await api.call('/need/manage/save', { needId, step: 'NO_SUCH_STEP', values: {} })).toMatchObject({ status: 400, success: false });
    expect((await new ApiClient(shop.base, null, '198.51.100.142').call('/need/manage/save', { needId, step: 'LIFESTYLE', values: { lifestyles: ['reading'] } })).status).toBe(401);
    const other = new ApiClient(shop.base, null, '198.51.100.143');
    const stranger = await newClientAccount(shop.runtime, 'manage-save-other');
    await other.call('/client/login', { email: stranger.email, password: clientPassword });
    expect((await other.call('/need/manage/save', { needId, step: 'LIFESTYLE', values: { lifestyles: ['gaming'] } })).status).toBe(404);
    expect((await api.call('/need/getNeed', { needId })).data.answers.LIFESTYLE).toEqual({ lifestyles: ['reading'] });
  });

  it('goods/getNeedDiy lists the ideas of the DIY board a project grew from, priced now; another client gets 404', async () => {
    const me = await newClientAccount(shop.runtime, 'need-diy');
    const v = await new PageVisitor(shop.base).signIn(me.email, clientPassword);
    const goods = (await shop.runtime.db('catalogue_goods_v1').where({ delisted: false }).orderBy('id').limit(2).select('id')).map((r) => r.id as string);
    const started = JSON.parse((await v.post('/api/diy/start', { roomType: 'bedroom' })).html);
    const diyId = started.data.diyId as string;
    expect(JSON.parse((await v.post('/api/diy/save', { id: diyId, step: 'RENDERING', values: JSON.stringify({ goodsIds: goods }) })).html).success).toBe(true);
    await v.get(`/diy/upgrade/${diyId}`);
    const up = await v.post(`/diy/upgrade/${diyId}`, { csrf: v.csrf });
    expect(up.status).toBe(302);
    const packageId = new URL(up.location!, shop.base).searchParams.get('packageId');
    const needId = (await shop.runtime.db('projects_needs_v1').where({ package_id: packageId }).first()).need_id as string;
    const answer = JSON.parse((await v.get(`/api/goods/getNeedDiy?needId=${needId}`)).html);
    expect(answer.success).toBe(true);
    expect(answer.data.needId).toBe(needId);
    expect(answer.data.goods.map((g: { goodsId: string; source: string }) => [g.goodsId, g.source])).toEqual(goods.map((id) => [id, 'DIY']));
    expect(answer.data.goods[0]).toHaveProperty('effectivePriceCents');
    const other = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    expect((await other.get(`/api/goods/getNeedDiy?needId=${needId}`)).status).toBe(404);
    expect((await other.get('/api/goods/getNeedDiy?needId=not-a-need')).status).toBeLessThan(500);
  });

  it('common/remodelEmail sends a Kitchen or Bathroom remodel enquiry to the studio and the fixed acknowledgement to the sender; bad input changes nothing', async () => {
    const api = new ApiClient(shop.base, null, '198.51.100.150');
    const sent = await api.call('/common/remodelEmail', { email: 'Remodel.Fan@example.com', name: 'Rita', room: 'kitchen', scope: 'Full Renovation', message: 'An L-shaped kitchen, 12 by 10 feet.' });
    expect(sent).toMatchObject({ status: 200, success: true });
    expect(sent.data.contactId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await latestMail(shop, 'remodel.fan@example.com');
    // The address has confirmed nothing: it gets the fixed acknowledgement, never the enquiry's text.
    expect(mail).toContain('Thank you for writing to Roomcraft.');
    expect(mail).not.toContain('An L-shaped kitchen');
    const staff = new ApiClient(shop.base, null, '198.51.100.151');
    await staff.call('/client/login', { email: 'staff@roomcraft.local', password: 'roomcraft-demo' });
    const list = (await staff.call('/admin/contact-messages')).data.list as Array<{ email: string; topic: string; message: string }>;
    const enquiry = list.find((m) => m.email === 'remodel.fan@example.com');
    expect(enquiry).toMatchObject({ topic: 'design' });
    expect(enquiry?.message).toContain('Kitchen remodel enquiry — Full Renovation.');
    expect(enquiry?.message).toContain('An L-shaped kitchen, 12 by 10 feet.');

    const before = (await staff.call('/admin/contact-messages')).data.total;
    expect(await api.call('/common/remodelEmail', { email: 'a@example.com', room: 'garage' })).toMatchObject({ status: 400, success: false, message: 'room: Please choose Kitchen or Bathroom' });
    expect(await api.call('/common/remodelEmail', { email: 'not an address', room: 'Bathroom' })).toMatchObject({ status: 400, success: false, message: expect.stringContaining('Please enter a valid e-mail') });
    expect(await api.call('/common/remodelEmail', { email: 'a@example.com', room: 'Bathroom', scope: 'Gold taps' })).toMatchObject({ status: 400, message: 'scope: Please choose the scope of the project' });
    expect((await api.call('/common/remodelEmail', undefined, { method: 'GET' })).status).toBe(405);
    const v = new PageVisitor(shop.base);
    await v.get('/');
    const foreign = await fetch(`${shop.base}/api/common/remodelEmail`, { method: 'POST', headers: { ...json, cookie: v.cookie, origin: 'https://evil.example' }, body: JSON.stringify({ email: 'a@example.com', room: 'Bathroom' }) });
    expect(foreign.status).toBe(403);
    expect((await staff.call('/admin/contact-messages')).data.total).toBe(before);
    expect(logged).toEqual([]);
  });
});

describe('/career and common listPosition', () => {
  it('lists the open positions on the page and as JSON; Apply opens the contact form on the careers topic, which staff read as such', async () => {
    const page = await new PageVisitor(shop.base).get('/career');
    expect(page.status).toBe(200);
    const positions = (await new ApiClient(shop.base).call('/common/listPosition')).data as Array<{ id: string; title: string; applyUrl: string; url: string }>;
    expect(positions.length).toBeGreaterThanOrEqual(3);
    for (const p of positions) {
      expect(page.html).toContain(`id="${p.id}"`);
      expect(p).toMatchObject({ applyUrl: '/customer/contact?topic=careers', url: `/career#${p.id}` });
    }
    expect(page.html).toContain('href="/customer/contact?topic=careers"');
    const form = await new PageVisitor(shop.base).get('/customer/contact?topic=careers');
    expect(form.html).toMatch(/<option value="careers" selected="">Working at Roomcraft<\/option>/);
    // A topic the form does not have chooses nothing.
    expect((await new PageVisitor(shop.base).get('/customer/contact?topic=<script>')).html).not.toMatch(/<option value="[a-z-]+" selected="">/);
    const api = new ApiClient(shop.base, null, '198.51.100.160');
    const sent = await api.call('/common/saveContact', { name: 'Dana', email: 'dana.designer@example.com', topic: 'careers', message: 'Interior designer (e-design): my portfolio is at dana.example.' });
    expect(sent).toMatchObject({ status: 200, success: true });
    const staff = new ApiClient(shop.base, null, '198.51.100.161');
    await staff.call('/client/login', { email: 'staff@roomcraft.local', password: 'roomcraft-demo' });
    const list = (await staff.call('/admin/contact-messages')).data.list as Array<{ email: string; topic: string }>;
    expect(list.find((m) => m.email === 'dana.designer@example.com')).toMatchObject({ topic: 'careers' });
  });
});

describe('common initData, searchLabel, getAppUrl', () => {
  it('initData answers the asker, their cart count, the styles and rooms; a visitor is no user', async () => {
    const visitor = await new ApiClient(shop.base).call('/common/initData');
    expect(visitor).toMatchObject({ status: 200, data: { user: null, cart: { cartCount: expect.any(Number) }, currency: 'USD', pageSizes: { inventory: 20, designCases: 10 } } });
    expect(visitor.data.styles).toHaveLength(8);
    expect(visitor.data.roomTypes.map((r: { name: string }) => r.name)).toContain('Bedroom');
    const { userId, email } = await newClientAccount(shop.runtime, 'initdata');
    const client = new ApiClient(shop.base, null, '198.51.100.170');
    await client.call('/client/login', { email, password: clientPassword });
    expect((await client.call('/common/initData')).data.user).toMatchObject({ id: userId, email, roles: ['client'] });
  });

  it('searchLabel pages through a type\'s labels, filtered by a keyword; a bad type or page is a clear 400', async () => {
    const api = new ApiClient(shop.base);
    const styles = await api.call('/common/searchLabel', { type: 'style', page: 1, pageSize: 3 });
    expect(styles.data).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(styles.data.list.map((s: { name: string }) => s.name)).toEqual(['Bohemian', 'Coastal', 'Farmhouse']);
    expect((await api.call('/common/searchLabel', { type: 'STYLE', page: 3, pageSize: 3 })).data.list.map((s: { name: string }) => s.name)).toEqual(['Transitional', 'Mid-century']);
    expect((await api.call('/common/searchLabel?type=HOUSE_STYLE&keyword=bed')).data.list.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Bedroom']));
    const categories = await api.call('/common/searchLabel', { type: 'CATEGORY', keyword: 'light' });
    expect(categories.data.total).toBeGreaterThan(0);
    expect(await api.call('/common/searchLabel', { type: 'COLOURS' })).toMatchObject({ status: 400, message: 'type: type is one of HOUSE_STYLE, STYLE, CATEGORY' });
    expect(await api.call('/common/searchLabel', { type: 'STYLE', pageSize: 1000 })).toMatchObject({ status: 400, message: 'pageSize: pageSize must be 1 to 100' });
  });

  it('getAppUrl says the site is the app', async () => {
    const got = await new ApiClient(shop.base).call('/common/getAppUrl');
    expect(got.data).toEqual({ web: `${shop.base}/`, ios: null, android: null, message: expect.stringContaining('no app to install') });
  });

  it('getHomeVideo names the home page’s video, which is a real WebM of the rooms, shown on the home page', { timeout: 120_000 }, async () => {
    const { data: video } = await new ApiClient(shop.base).call('/common/getHomeVideo');
    expect(video).toMatchObject({ url: '/media/home/rooms.webm', type: 'video/webm', poster: '/media/rooms/living-room.webp', width: 480, height: 360, durationMs: 6 * (2500 + 8 * 60) });
    expect(video.rooms).toEqual(['Living room', 'Bedroom', 'Dining room', 'Kitchen', 'Home office', 'Outdoor']);
    const file = await fetch(`${shop.base}${video.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    const body = Buffer.from(await file.arrayBuffer());
    // EBML's magic number, the WebM doc type and a VP8 track.
    expect(body.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(body.includes(Buffer.from('webm'))).toBe(true);
    expect(body.includes(Buffer.from('V_VP8'))).toBe(true);
    expect((await fetch(`${shop.base}/media/home/other.webm`)).status).toBe(404);
    const home = await (await fetch(`${shop.base}/`)).text();
    expect(home).toContain('src="/media/home/rooms.webm"');
  });
});
