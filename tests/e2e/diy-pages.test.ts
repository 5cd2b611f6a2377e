import { beforeAll, describe, expect, it } from 'vitest';
import { sampleItems } from '../../app/diy/components/mood-board-landing';
import { ideaSlots } from '../../domain/diy/ideas';
import { stylePhotos } from '../../domain/projects/options';
import { roomTypes } from '../../domain/projects/rooms';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The DIY flow as a browser without scripts sees it: the room, the style photos,
 * the budget, design ideas from the marketplace (add to cart, keep, save to my
 * projects), the optional steps, signing in (the project follows), upgrading to a
 * design project. Another client never reaches it; bad input changes nothing.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const query = (location: string | null) => new URL(location!, 'http://x').searchParams;
const events = async (diyId: string) => (await shop.runtime.store.readStream(`diy-${diyId}`)).events.map((e) => e.type);
const row = (diyId: string) => shop.runtime.db('diy_projects_v1').where({ diy_id: diyId }).first();
const kept = (html: string) => [...html.matchAll(/name="goodsIds" checked="" value="([^"]+)"/g)].map((m) => m[1]!);

async function next(v: PageVisitor, path: string, fields: Record<string, string | string[]>) {
  await v.get(path);
  return v.post(path, { csrf: v.csrf, intent: 'next', ...fields });
}

describe('the DIY flow, without scripts', () => {
  it('walks a living room from the room choice to a saved board, follows the visitor into their account and becomes a design project', async () => {
    const v = new PageVisitor(shop.base);
    expect((await v.get('/diy')).location).toBe('/diy/room');
    const room = await v.get('/diy/room');
    expect(room.status).toBe(200);
    for (const r of roomTypes()) expect(room.html).toContain(`data-testid="diy-room-${r.name}"`);

    // No room, or one not offered: a message, nothing started.
    const none = await v.post('/diy/room', { csrf: v.csrf, intent: 'next' });
    expect(none.status).toBe(400);
    expect(none.html).toContain('Please choose a room');
    const spaceship = await v.post('/diy/room', { csrf: v.csrf, intent: 'next', roomType: 'spaceship' });
    expect(spaceship.status).toBe(400);
    expect(spaceship.html).toContain('Please choose a room from the list');
    expect(Number((await shop.runtime.db('diy_projects_v1').count({ n: '*' }).first())!.n)).toBe(0);

    const started = await v.post('/diy/room', { csrf: v.csrf, intent: 'next', roomType: '1' });
    expect(started.status).toBe(302);
    expect(started.location).toMatch(/^\/diy\/image\?id=dy[a-f0-9]{16}$/);
    const id = query(started.location).get('id')!;
    expect((await row(id)).room_name).toBe('Living Room');

    // Styles: at least three photos.
    const image = await v.get(`/diy/image?id=${id}`);
    expect(image.status).toBe(200);
    expect(image.html).toContain('Which rooms speak to you?');
    const two = await next(v, `/diy/image?id=${id}`, { photoIds: ['p1', 'p3'] });
    expect(two.status).toBe(400);
    expect(two.html).toContain('Please choose at least 3 photos you like');
    expect(await events(id)).toEqual(['DiyProjectStarted']);
    // The ideas wait for the budget.
    expect((await v.get(`/diy/rendering?id=${id}`)).location).toBe(`/diy/image?id=${id}`);
    expect((await next(v, `/diy/image?id=${id}`, { photoIds: ['p1', 'p3', 'p9', 'p11'] })).location).toBe(`/diy/budget?id=${id}`);
    expect((await v.get(`/diy/rendering?id=${id}`)).location).toBe(`/diy/budget?id=${id}`);

    // Budget: the tiers, or a custom range that makes sense.
    const budget = await v.get(`/diy/budget?id=${id}`);
    for (const tier of ['Pick-Me-Up', 'Refresher', 'Savvy', 'Lux']) expect(budget.html).toContain(tier);
    const backwards = await next(v, `/diy/budget?id=${id}`, { type: 'CUSTOM', minPrice: '5,000', maxPrice: '2000' });
    expect(backwards.status).toBe(400);
    expect(backwards.html).toContain('The most you would spend must be above the least');
    expect((await next(v, `/diy/budget?id=${id}`, { type: 'PICK_ME_UP' })).location).toBe(`/diy/rendering?id=${id}`);
    expect((await v.get(`/diy/continue?id=${id}`)).location).toBe(`/diy/rendering?id=${id}`);

    // The ideas: real products of the living room's categories, the picks within $5,000 in all.
    const ideas = await v.get(`/diy/rendering?id=${id}`);
    expect(ideas.status).toBe(200);
    const picks = kept(ideas.html);
    expect(picks.length).toBeGreaterThanOrEqual(5);
    const goods = await shop.runtime.db('catalogue_goods_v1').whereIn('id', picks);
    expect(goods).toHaveLength(picks.length);
    const categories = await shop.runtime.db('catalogue_categories_v1').whereIn('id', goods.map((g) => g.category_id));
    const allowed = ideaSlots('Living Room').map((s) => s.category.toLowerCase());
    for (const c of categories) expect(allowed).toContain(c.name.toLowerCase());
    expect(goods.reduce((sum, g) => sum + Number(g.effective_price_cents), 0)).toBeLessThanOrEqual(500_000);
    expect(ideas.html).toMatch(/within your budget of \$5,000/);
    for (const g of goods) {
      expect(ideas.html).toContain(`href="/marketPlace/product/${g.id}"`);
      expect(ideas.html).toContain(g.brand);
    }

    // Add to cart: the product page's cart call.
    const first = goods[0]!;
    const added = await v.post('/payment/index/cart', { csrf: v.csrf, intent: 'add', goodsId: first.id, count: '1' });
    expect(added.status).toBe(200);
    expect((await v.get('/payment/index/cart')).html).toContain(first.name);

    // An optional step: measurements in feet and inches, back to the board.
    const inches = await next(v, `/diy/measurements?id=${id}`, { widthFt: '12', widthIn: '12', lengthFt: '14', ceilingFt: '9' });
    expect(inches.status).toBe(400);
    expect(inches.html).toContain('Inches of the width are 0 to 11');
    const measured = await next(v, `/diy/measurements?id=${id}`, { widthFt: '12', widthIn: '6', lengthFt: '14', ceilingFt: '9' });
    expect(measured.location).toBe(`/diy/rendering?id=${id}`);
    expect((await row(id)).answers.MEASUREMENTS).toEqual({ width: { feet: 12, inches: 6 }, length: { feet: 14, inches: 0 }, ceiling: { feet: 9, inches: 0 } });
    expect((await next(v, `/diy/lifestyle?id=${id}`, { lifestyles: ['reading', 'movies'] })).location).toBe(`/diy/rendering?id=${id}`);
    expect((await next(v, `/diy/roomDetail/roomSelect?id=${id}`, { remark: 'Big south window' })).location).toBe(`/diy/rendering?id=${id}`);
    expect((await v.get(`/diy/roomDetail/manualInput?id=${id}`)).html).toContain('Big south window');

    // The mood-board step: nothing kept is refused; the picks minus one are saved to my projects.
    await v.get(`/diy/rendering?id=${id}`);
    const empty = await v.post(`/diy/rendering?id=${id}`, { csrf: v.csrf, intent: 'next' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please keep at least one idea on your board');
    const unknown = await v.post(`/diy/rendering?id=${id}`, { csrf: v.csrf, intent: 'next', goodsIds: ['no-such-product'] });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('This product is no longer in the marketplace');
    expect((await row(id)).status).toBe('DRAFT');
    const board = picks.slice(1);
    const saved = await v.post(`/diy/rendering?id=${id}`, { csrf: v.csrf, intent: 'next', goodsIds: board });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe('/project/index?status=DIY');
    const savedRow = await row(id);
    expect(savedRow.status).toBe('SAVED');
    expect(savedRow.answers.RENDERING).toEqual({ goodsIds: board });
    expect(kept((await v.get(`/diy/rendering?id=${id}`)).html).sort()).toEqual([...board].sort());
    const mine = await v.get('/project/index?status=DIY');
    expect(mine.status).toBe(200);
    expect(mine.html).toContain(`data-testid="diy-${id}"`);
    expect(mine.html).toContain(`${board.length} ideas kept`);
    expect(mine.html).toContain(`href="/diy/upgrade/${id}"`);
    expect(mine.html).toContain(`href="/diy/proposal?id=${id}"`);

    // The board as a shopping list: its pieces, the total, the deal code; all of it into the cart at once.
    const proposal = await v.get(`/diy/proposal?id=${id}`);
    expect(proposal.status).toBe(200);
    for (const goodsId of board) expect(proposal.html).toContain(`data-testid="proposal-${goodsId}"`);
    expect(proposal.html).toMatch(/code (<strong>)?DIY[135]/);
    expect((await v.get(`/diy/checkout?id=${id}`)).html).toContain(`data-testid="proposal-${board[0]}"`);
    expect((await v.post(`/diy/checkout?id=${id}`, { csrf: 'forged' })).status).toBe(403);
    const bought = await v.post(`/diy/checkout?id=${id}`, { csrf: v.csrf });
    expect(bought.location).toBe('/payment/index/cart');
    const cart = (await v.get('/payment/index/cart')).html;
    for (const goodsId of board) expect(cart).toContain(goodsId);

    // Signing in: the DIY project follows the visitor into the account.
    const me = await newClientAccount(shop.runtime, 'diy');
    await v.signIn(me.email, clientPassword);
    expect(await events(id)).toContain('DiyProjectClaimed');
    expect(await row(id)).toMatchObject({ owner_kind: 'client', owner_id: me.userId });
    expect((await v.get(`/diy/rendering?id=${id}`)).status).toBe(200);
    const listed = await fetch(`${shop.base}/api/diy/list`, { headers: { cookie: v.cookie } }).then((r) => r.json());
    expect(listed.data.map((p: { diyId: string }) => p.diyId)).toEqual([id]);
    expect(listed.data[0]).toMatchObject({ status: 'SAVED', goodsIds: board, continueHref: `/diy/continue?id=${id}`, upgradeHref: `/diy/upgrade/${id}` });

    // Another client sees none of it: 404 everywhere, and their posts change nothing.
    const stranger = await newClientAccount(shop.runtime, 'diy-stranger');
    const other = await new PageVisitor(shop.base).signIn(stranger.email, clientPassword);
    for (const path of [`/diy/proposal?id=${id}`, `/diy/checkout?id=${id}`, `/diy/image?id=${id}`, `/diy/budget?id=${id}`, `/diy/rendering?id=${id}`, `/diy/measurements?id=${id}`, `/diy/continue?id=${id}`, `/diy/upgrade/${id}`]) expect((await other.get(path)).status, path).toBe(404);
    await other.get('/diy/room');
    expect((await other.post(`/diy/upgrade/${id}`, { csrf: other.csrf })).status).toBe(404);
    expect((await other.post(`/diy/checkout?id=${id}`, { csrf: other.csrf })).status).toBe(404);
    expect((await other.post(`/diy/image?id=${id}`, { csrf: other.csrf, intent: 'next', photoIds: ['p1', 'p2', 'p3'] })).status).toBe(404);
    const peek = await fetch(`${shop.base}/api/diy/get?id=${id}`, { headers: { cookie: other.cookie } });
    expect(peek.status).toBe(404);
    expect((await peek.json()).message).toBe('This DIY project does not exist');
    expect((await fetch(`${shop.base}/api/diy/list`, { headers: { cookie: other.cookie } }).then((r) => r.json())).data).toEqual([]);
    const theirs = await other.get('/project/index?status=DIY');
    expect(theirs.html).not.toContain(id);
    expect(theirs.html).toContain('No DIY boards yet');
    expect((await row(id)).answers.IMAGE).toEqual({ photoIds: ['p1', 'p3', 'p9', 'p11'] });

    // Upgrading: a draft design project for the same room, once, then on to its style photos.
    const offer = await v.get(`/diy/upgrade/${id}`);
    expect(offer.status).toBe(200);
    expect(offer.html).toContain('Work with a designer on your living room');
    const forged = await v.post(`/diy/upgrade/${id}`, { csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect(await events(id)).not.toContain('DiyUpgraded');
    const upgraded = await v.post(`/diy/upgrade/${id}`, { csrf: v.csrf });
    expect(upgraded.status).toBe(302);
    expect(upgraded.location).toMatch(/^\/design\/image\?packageId=pk[a-f0-9]{16}$/);
    const packageId = query(upgraded.location).get('packageId')!;
    const needs = await shop.runtime.db('projects_needs_v1').where({ package_id: packageId });
    expect(needs).toHaveLength(1);
    expect(needs[0]).toMatchObject({ room_name: 'Living Room', owner_kind: 'client', owner_id: me.userId, status: 'DRAFT' });
    expect((await v.post(`/diy/upgrade/${id}`, { csrf: v.csrf })).location).toBe(upgraded.location);
    expect(Number((await shop.runtime.db('projects_needs_v1').where({ owner_id: me.userId }).count({ n: '*' }).first())!.n)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'UPGRADED', need_package_id: packageId });
    expect((await v.get(`/diy/continue?id=${id}`)).location).toBe(upgraded.location);
    expect(logged).toEqual([]);
  });

  it('serves the JSON calls, refuses bad input with a message and changes nothing', async () => {
    const v = new PageVisitor(shop.base);
    await v.get('/diy/room');
    const call = (path: string, body: unknown) =>
      fetch(`${shop.base}/api/diy/${path}`, { method: 'POST', headers: { cookie: v.cookie, origin: shop.base, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, ...(await r.json()) }));
    const bad = await call('start', { roomType: 'garage' });
    expect(bad).toMatchObject({ status: 400, success: false, message: 'Please choose a room from the list' });
    const start = await call('start', { roomType: 'bedroom' });
    expect(start).toMatchObject({ status: 200, success: true });
    const id = start.data.diyId as string;
    expect(start.data).toMatchObject({ room: { name: 'Bedroom' }, status: 'DRAFT' });
    const tooFew = await call('save', { id, step: 'IMAGE', values: { photoIds: ['p1'] } });
    expect(tooFew).toMatchObject({ status: 400, success: false, message: 'Please choose at least 3 photos you like' });
    expect((await call('save', { id, step: 'PAYMENT', values: {} })).message).toBe('step: This step does not exist');
    expect((await call('save', { id: 'dy0000000000000000', step: 'IMAGE', values: { photoIds: ['p1', 'p2', 'p3'] } })).status).toBe(404);
    expect((await call('save', { id, step: 'MEASUREMENTS', values: { width: { feet: 1e308 }, length: { feet: -1 }, ceiling: 'x' } })).status).toBe(400);
    expect(await events(id)).toEqual(['DiyProjectStarted']);
    const ok = await call('save', { id, step: 'IMAGE', values: { photoIds: stylePhotos.slice(0, 3).map((p) => p.id) } });
    expect(ok).toMatchObject({ status: 200, success: true, data: { answers: { IMAGE: { photoIds: ['p1', 'p2', 'p3'] } } } });
    // /diy/continue picks up at the budget; unknown and malformed ids are 404s; no id goes to the room choice.
    expect((await v.get(`/diy/continue?id=${id}`)).location).toBe(`/diy/budget?id=${id}`);
    expect((await v.get('/diy/continue')).location).toBe('/diy/room');
    expect((await v.get('/diy/image?id=..%2F..%2Fetc')).status).toBe(404);
    expect((await v.get('/diy/upgrade/nope')).status).toBe(404);
    // A forged form post changes nothing.
    expect((await v.post(`/diy/budget?id=${id}`, { csrf: 'forged', intent: 'next', type: 'LUX' })).status).toBe(403);
    expect((await v.post('/diy/room', { csrf: v.csrf, intent: 'next', roomType: '\u0000' })).status).toBe(400);
    expect(await events(id)).toEqual(['DiyProjectStarted', 'DiyStepAnswered']);
    expect(logged).toEqual([]);
  });

  it('sweeps the DIY pages with hostile queries and posts of the wrong kind', { timeout: 120_000 }, async () => {
    const v = new PageVisitor(shop.base);
    await v.get('/diy/room');
    const started = await v.post('/diy/room', { csrf: v.csrf, intent: 'next', roomType: '5' });
    const id = query(started.location).get('id')!;
    const pages = ['/diy', '/diy/room', '/diy/image', '/diy/budget', '/diy/rendering', '/diy/lifestyle', '/diy/measurements', '/diy/roomDetail', '/diy/roomDetail/roomSelect', '/diy/roomDetail/manualInput', '/diy/continue', '/diy/proposal', '/diy/checkout', `/diy/upgrade/${id}`];
    const queries = ['', `?id=${id}`, '?id=%00', '?id=%ED%A0%80', `?id=${id}&id=dy0000000000000000`, '?id=C9999999999'];
    const bodies = [
      { type: 'application/json', body: '{"csrf": ' },
      { type: 'application/x-www-form-urlencoded', body: 'intent=next&photoIds=%00&type=%00&widthFt=1e308&goodsIds=%00' },
      { type: 'multipart/form-data; boundary=XyZ', body: '--nope\r\ngarbage' },
      { type: 'text/plain', body: 'hello' },
    ];
    for (const page of pages) {
      for (const q of queries) expect((await v.get(page + q)).status, `GET ${page}${q}`).toBeLessThan(500);
      for (const { type, body } of bodies) {
        const res = await fetch(`${shop.base}${page}?id=${id}`, { method: 'POST', headers: { cookie: v.cookie, origin: shop.base, 'content-type': type }, body });
        expect(res.status, `POST ${page} ${type}`).toBeLessThan(500);
      }
    }
    // Posted with the token but nonsense values: a message, nothing kept.
    await v.get(`/diy/measurements?id=${id}`);
    const silly = await v.post(`/diy/measurements?id=${id}`, { csrf: v.csrf, intent: 'next', widthFt: '1e308', lengthFt: 'ten', ceilingFt: '-3' });
    expect(silly.status).toBe(400);
    expect(silly.html).toContain('Please enter the width in feet (3 to 100)');
    expect(await events(id)).toEqual(['DiyProjectStarted']);
    // The landing section's pictures are all drawn.
    for (const item of sampleItems) expect((await fetch(shop.base + item.picture)).status, item.picture).toBe(200);
    expect(logged).toEqual([]);
  });
});
