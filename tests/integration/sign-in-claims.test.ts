import { describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * What a visitor started follows them into the account they sign in to — their
 * cart, design projects, DIY projects and DIY boards — by the sign-in claims
 * process (issue 21), and the answer to the sign-in already shows it. Nobody
 * else's things are ever claimed.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const stocked = new Map((await runtime.db('catalogue_stock_v1').select('goods_id', 'on_hand')).map((r) => [r.goods_id, r.on_hand as number]));
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time) && (stocked.get(g.id) ?? 100) >= 20).map((g) => g.id as string);
  return { runtime, base, buyable, errors: loggedErrors(runtime) };
})();

let browsers = 0;
/** A browser with a visitor token of its own. */
async function browser() {
  const { base } = await ready;
  const b = new ApiClient(base, null, `203.0.113.${(++browsers % 200) + 10}`);
  b.token = (await b.call('/common/getSessionId')).data.sessionId;
  return b;
}

/** As a visitor: two cart lines, a design project, a DIY project and its board. */
async function visitorThings(b: ApiClient, goods: [string, string]) {
  const { runtime } = await ready;
  expect((await b.call('/cart/save', { goodsId: goods[0], count: 2 })).status).toBe(200);
  expect((await b.call('/cart/save', { goodsId: goods[1], count: 1 })).status).toBe(200);
  const pkg = await b.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '3', name: 'Bedroom' }) }] });
  expect(pkg.status).toBe(200);
  const needId = (await runtime.db('projects_needs_v1').where({ package_id: pkg.data }).first()).need_id as string;
  const diy = await b.call('/diy/start', { roomType: 'bedroom' });
  expect(diy.status).toBe(200);
  const board = await b.call('/diymb/create', { diyId: diy.data.diyId });
  expect(board.status).toBe(200);
  return { needId, diyId: diy.data.diyId as string, boardId: board.data.boardId as string };
}

const cartCounts = async (b: ApiClient) => Object.fromEntries((await b.call('/cart/list')).data.lines.map((l: { goods: { id: string }; goodsCount: number }) => [l.goods.id, l.goodsCount]));
const needIds = async (b: ApiClient) => JSON.stringify((await b.call('/need/manage/list', { pageSize: 100 })).data);
const diyIds = async (b: ApiClient) => (await b.call('/diy/list')).data.map((p: { diyId: string }) => p.diyId);
const boardIds = async (b: ApiClient) => JSON.stringify((await b.call('/diymb/list')).data);

describe('signing in claims what the visitor started', () => {
  it('the visitor’s cart, design project, DIY project and DIY board are the client’s as soon as the sign-in answers; another browser’s and another client’s stay theirs', async () => {
    const { runtime, buyable, errors } = await ready;
    const me = await newClientAccount(runtime, 'claims');
    const someone = await newClientAccount(runtime, 'claims-other');
    // Another client's own things, and another visitor's, before and while this visitor signs in.
    const theirs = await browser();
    expect((await theirs.call('/client/login', { email: someone.email, password: clientPassword })).success).toBe(true);
    const theirThings = await visitorThings(theirs, [buyable[2]!, buyable[3]!]);
    const stranger = await browser();
    const strangerThings = await visitorThings(stranger, [buyable[4]!, buyable[5]!]);

    const mine = await browser();
    const things = await visitorThings(mine, [buyable[0]!, buyable[1]!]);
    expect((await mine.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    // The next calls already show it all (sign-in waited for the process and the read models).
    expect(await cartCounts(mine)).toEqual({ [buyable[0]!]: 2, [buyable[1]!]: 1 });
    expect(await needIds(mine)).toContain(things.needId);
    expect(await diyIds(mine)).toEqual([things.diyId]);
    expect(await boardIds(mine)).toContain(things.boardId);
    // They are the account's, not the browser's: a new browser signed in to the account sees them too.
    const elsewhere = await browser();
    expect((await elsewhere.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    expect(await cartCounts(elsewhere)).toEqual({ [buyable[0]!]: 2, [buyable[1]!]: 1 });
    expect(await needIds(elsewhere)).toContain(things.needId);
    expect(await diyIds(elsewhere)).toEqual([things.diyId]);
    expect(await boardIds(elsewhere)).toContain(things.boardId);
    // Nothing of anyone else's was claimed.
    for (const b of [mine, elsewhere]) {
      const all = JSON.stringify([await cartCounts(b), await needIds(b), await diyIds(b), await boardIds(b)]);
      for (const id of [theirThings.needId, theirThings.diyId, theirThings.boardId, strangerThings.needId, strangerThings.diyId, strangerThings.boardId, buyable[2]!, buyable[3]!, buyable[4]!, buyable[5]!])
        // A project's id is a short number: looked for as a whole value (quoted, or quoted inside the embedded JSON), not inside another number.
        expect(/^\d+$/.test(id) ? all.includes(`"${id}"`) || all.includes(`\\"${id}\\"`) : all.includes(id), id).toBe(false);
    }
    expect(await cartCounts(theirs)).toEqual({ [buyable[2]!]: 2, [buyable[3]!]: 1 });
    expect(await diyIds(theirs)).toEqual([theirThings.diyId]);
    expect(await cartCounts(stranger)).toEqual({ [buyable[4]!]: 2, [buyable[5]!]: 1 });
    expect((await stranger.call('/diy/get', { id: strangerThings.diyId })).status).toBe(200);
    expect((await runtime.db('projects_needs_v1').where({ need_id: strangerThings.needId }).first()).owner_kind).toBe('visitor');
    expect(errors).toEqual([]);
  });

  it('signing in again from the same browser, or to another account, claims nothing twice', async () => {
    const { runtime, buyable, errors } = await ready;
    const me = await newClientAccount(runtime, 'claims-again');
    const second = await newClientAccount(runtime, 'claims-second');
    const b = await browser();
    const things = await visitorThings(b, [buyable[6]!, buyable[7]!]);
    expect((await b.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    expect((await b.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    expect(await cartCounts(b)).toEqual({ [buyable[6]!]: 2, [buyable[7]!]: 1 });
    // The same browser (the same visitor id) signing in to another account takes nothing along: it was all handed over.
    expect((await b.call('/client/login', { email: second.email, password: clientPassword })).success).toBe(true);
    expect(await cartCounts(b)).toEqual({});
    expect(await diyIds(b)).toEqual([]);
    expect((await runtime.db('diy_projects_v1').where({ diy_id: things.diyId }).first()).owner_id).toBe(me.userId);
    expect(errors).toEqual([]);
  });
});
