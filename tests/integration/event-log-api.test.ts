import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { folds } from '../../composition-root/registry';
import { foldStream } from '../../domain/event-log/folds';
import { getGoods } from '../../projections/catalogue/goods.queries';
import { identityCommands } from '../../domain/identity/commands';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

const { contexts, foldFor } = folds;

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const logged = loggedErrors(runtime);
  const tokenOf = async (email: string) => {
    const res = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demoPassword }) });
    const json = await res.json();
    if (!json.success) throw new Error(`${email}: ${json.message}`);
    return json.data.token as string;
  };
  const [staff, analyst, client, designer, salesman] = await Promise.all(
    ['staff', 'analyst', 'client', 'designer', 'salesman'].map((who) => tokenOf(`${who}@roomcraft.local`)),
  );
  // The one other role there is: a supplier (part 2 §6).
  const supplier = await newClientAccount(runtime, 'supplier');
  await runtime.execute(identityCommands.ChangeAccountRoles, { userId: supplier.userId, roles: ['supplier_b'] }, { actor: { kind: 'system' } });
  const supplierB = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' }, body: JSON.stringify({ email: supplier.email, password: clientPassword }) })
    .then((r) => r.json())
    .then((j) => j.data.token as string);
  // Something staff did, to find in the log.
  await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00007', priceCents: 77700, salePriceCents: 66600 }, { actor: { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] }, commandId: 'audit-price-g00007' });
  await settled(runtime);
  return { runtime, base, logged, tokens: { staff, analyst, client, designer, salesman, supplierB } };
})();

type Query = Record<string, unknown>;
const qs = (query: Query) =>
  Object.keys(query).length ? '?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString() : '';

async function get(path: string, token: string | null, query: Query = {}) {
  const { base } = await ready;
  const res = await fetch(`${base}/api/admin/event-log${path}${qs(query)}`, { headers: token ? { authorization: token } : {} });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text, contentRange: res.headers.get('content-range') };
}

const streamPath = (streamId: string) => `/streams/${encodeURIComponent(streamId)}`;
const paths = ['/streams', '/events', '/contexts', streamPath('goods-g00007'), `${streamPath('goods-g00007')}/state`];

describe('the event-log API: who may read it', () => {
  it('refuses visitors (sign in) and clients, designers, salesmen and suppliers (No access.), for every call', async () => {
    const { tokens } = await ready;
    for (const path of paths) {
      expect(await get(path, null), path).toMatchObject({ status: 401, body: { success: false, message: 'Please sign in to continue' } });
      for (const who of ['client', 'designer', 'salesman', 'supplierB'] as const) {
        expect(await get(path, tokens[who]), `${who} ${path}`).toMatchObject({ status: 403, body: { success: false, message: 'No access.' } });
      }
      for (const who of ['staff', 'analyst'] as const) expect((await get(path, tokens[who])).status, `${who} ${path}`).toBe(200);
    }
  });

  it('gives the analyst the log and nothing staff can change', async () => {
    const { base, tokens } = await ready;
    const call = (path: string, body?: unknown) =>
      fetch(`${base}/api${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: tokens.analyst, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await call('/admin/goods')).toMatchObject({ status: 403, body: { message: 'No access.' } });
    expect(await call('/admin/goods/g00007/price', { priceCents: 1, salePriceCents: null })).toMatchObject({ status: 403, body: { message: 'No access.' } });
    expect(await call('/admin/orders')).toMatchObject({ status: 403 });
    const { runtime } = await ready;
    expect(await getGoods(runtime.db, 'g00007')).toMatchObject({ priceCents: 77700 });
  });

  it('lets the analyst sign in and out (ending their own session is the one command they may run)', async () => {
    const { base } = await ready;
    const login = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }, body: JSON.stringify({ email: 'analyst@roomcraft.local', password: demoPassword }) }).then((r) => r.json());
    expect(login).toMatchObject({ success: true });
    const token = login.data.token as string;
    expect((await get('/streams', token)).status).toBe(200);
    const logout = await fetch(`${base}/api/client/logout`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json());
    expect(logout).toMatchObject({ success: true });
    expect((await get('/streams', token)).status).toBe(401);
  });
});

describe('streams', () => {
  it('lists streams by context with a total and a Content-Range, sorted and paged', async () => {
    const { tokens } = await ready;
    const all = await get('/streams', tokens.analyst, { range: [0, 9] });
    expect(all.status).toBe(200);
    expect(all.body.data.list).toHaveLength(10);
    const total = all.body.data.total;
    expect(total).toBeGreaterThan(600);
    expect(all.contentRange).toBe(`streams 0-9/${total}`);
    // Newest activity first by default.
    const last = all.body.data.list.map((s: { lastPosition: number }) => s.lastPosition);
    expect(last).toEqual([...last].sort((a: number, b: number) => b - a));

    const catalogue = await get('/streams', tokens.analyst, { filter: { context: 'catalogue' }, sort: ['streamId', 'ASC'], range: [0, 4] });
    expect(catalogue.body.data.list.map((s: { streamId: string }) => s.streamId)).toEqual(['categorytree-main', 'goods-g00001', 'goods-g00002', 'goods-g00003', 'goods-g00004']);
    expect(catalogue.body.data.list[1]).toMatchObject({ id: 'goods-g00001', context: 'catalogue', aggregate: 'goods', prefix: 'goods-', eventCount: 1, lastType: 'GoodsListed' });
    const page2 = await get('/streams', tokens.analyst, { filter: { context: 'catalogue' }, sort: ['streamId', 'ASC'], range: [5, 9] });
    expect(page2.body.data.total).toBe(catalogue.body.data.total);
    expect(page2.contentRange).toBe(`streams 5-9/${catalogue.body.data.total}`);
    expect(page2.body.data.list[0].streamId).toBe('goods-g00005');

    const byCount = await get('/streams', tokens.staff, { filter: { prefix: 'identity-' }, sort: ['eventCount', 'DESC'], range: [0, 0] });
    expect(byCount.body.data.list[0].aggregate).toBe('account');
    expect(byCount.body.data.list[0].eventCount).toBeGreaterThanOrEqual(1);
  });

  it('filters streams by event type, actor, time and part of the id', async () => {
    const { tokens } = await ready;
    const priced = await get('/streams', tokens.analyst, { filter: { type: 'GoodsPriceChanged', actor: 'demo-staff' } });
    expect(priced.body.data.list.map((s: { streamId: string }) => s.streamId)).toEqual(['goods-g00007']);
    expect(priced.body.data.total).toBe(1);
    const future = await get('/streams', tokens.analyst, { filter: { from: '2999-01-01T00:00:00Z' } });
    expect(future.body.data).toEqual({ list: [], total: 0 });
    expect(future.contentRange).toBe('streams */0');
    const q = await get('/streams', tokens.analyst, { filter: { q: 'g0000' , context: ['catalogue'] }, range: [0, 99] });
    expect(q.body.data.list.every((s: { streamId: string }) => s.streamId.includes('g0000'))).toBe(true);
    // goods-g00001…9 and their stock streams (g00007 is made to order: no stock).
    expect(q.body.data.total).toBe(17);
    const many = await get('/streams', tokens.analyst, { filter: { id: ['goods-g00001', 'stock-g00001'] }, sort: ['streamId', 'ASC'] });
    expect(many.body.data.list.map((s: { streamId: string }) => s.streamId)).toEqual(['goods-g00001', 'stock-g00001']);
  });

  it('opens a stream: its events in order, each with type, data, position, time, command id and actor', async () => {
    const { tokens } = await ready;
    const goods = await get(streamPath('goods-g00007'), tokens.analyst);
    expect(goods.status).toBe(200);
    expect(goods.body.data.stream).toMatchObject({ streamId: 'goods-g00007', eventCount: 2 });
    expect(goods.body.data.total).toBe(2);
    expect(goods.contentRange).toBe('events 0-1/2');
    const [listed, priced] = goods.body.data.events;
    expect(listed).toMatchObject({ streamPosition: 1, type: 'GoodsListed', actor: { kind: 'system', id: 'system' }, commandId: 'demo:goods:g00007' });
    expect(priced).toMatchObject({ streamPosition: 2, type: 'GoodsPriceChanged', data: { priceCents: 77700, salePriceCents: 66600 }, commandId: 'audit-price-g00007', actor: { kind: 'user', id: 'demo-staff' } });
    expect(priced.position).toBeGreaterThan(listed.position);
    expect(Date.parse(priced.time)).not.toBeNaN();

    // Stream ids with characters a path must escape.
    const claim = await get(streamPath('identity-email-client@roomcraft.local'), tokens.staff);
    expect(claim.body.data.events.map((e: { type: string }) => e.type)).toEqual(['EmailClaimed', 'EmailClaimConfirmed']);
    expect(await get(streamPath('goods-nope'), tokens.staff)).toMatchObject({ status: 404, body: { message: 'This stream does not exist' } });
  });

  it('shows the aggregate’s state at any event, folded with the domain’s evolve; at the head it is what the read model shows', async () => {
    const { runtime, tokens } = await ready;
    const head = await get(`${streamPath('goods-g00007')}/state`, tokens.analyst);
    expect(head.body.data).toMatchObject({ streamId: 'goods-g00007', context: 'catalogue', aggregate: 'goods', version: 2, at: 2, event: { type: 'GoodsPriceChanged', commandId: 'audit-price-g00007' } });
    const live = await getGoods(runtime.db, 'g00007');
    expect(head.body.data.state).toMatchObject({ status: 'listed', goods: { priceCents: live!.priceCents, salePriceCents: live!.salePriceCents, name: live!.name } });
    const first = await get(`${streamPath('goods-g00007')}/state`, tokens.analyst, { at: '1' });
    expect(first.body.data).toMatchObject({ at: 1, event: { type: 'GoodsListed' } });
    expect(first.body.data.state.goods.priceCents).not.toBe(77700);
    const initial = await get(`${streamPath('goods-g00007')}/state`, tokens.analyst, { at: '0' });
    expect(initial.body.data).toMatchObject({ at: 0, event: null, state: { status: 'none' } });
    // Exactly the decider's fold of the stored stream.
    const { events } = await runtime.store.readStream('goods-g00007');
    expect(first.body.data.state).toEqual(JSON.parse(JSON.stringify(foldStream(foldFor('goods-g00007')!, events, 1))));
  });
});

describe('events across streams', () => {
  it('lists events with the same filters, sorted and paged, with a total', async () => {
    const { tokens } = await ready;
    const audit = await get('/events', tokens.analyst, { filter: { actor: 'demo-staff' } });
    expect(audit.body.data.list.map((e: { type: string; streamId: string }) => [e.type, e.streamId])).toEqual([['GoodsPriceChanged', 'goods-g00007']]);
    const byCommand = await get('/events', tokens.analyst, { filter: { commandId: 'audit-price-g00007' } });
    expect(byCommand.body.data.total).toBe(1);

    const categories = await get('/events', tokens.analyst, { filter: { type: ['CategoryCreated'] }, sort: ['position', 'ASC'], range: [0, 2] });
    expect(categories.body.data.list.map((e: { type: string }) => e.type)).toEqual(['CategoryCreated', 'CategoryCreated', 'CategoryCreated']);
    const positions = categories.body.data.list.map((e: { position: number }) => e.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    expect(categories.contentRange).toBe(`events 0-2/${categories.body.data.total}`);

    const window = await get('/events', tokens.staff, { filter: { fromPosition: 10, toPosition: 19 }, sort: ['position', 'ASC'], range: [0, 99] });
    expect(window.body.data.list.map((e: { position: number }) => e.position)).toEqual(Array.from({ length: 10 }, (_, i) => 10 + i));
    const first = window.body.data.list[0];
    const timed = await get('/events', tokens.staff, { filter: { from: first.time, to: first.time } });
    expect(timed.body.data.list.map((e: { position: number }) => e.position)).toContain(10);
    const inContext = await get('/events', tokens.staff, { filter: { context: 'identity', type: 'AccountRegistered' }, range: [0, 99] });
    const [{ n: registered }] = await (await ready).runtime.db('es_events').where({ type: 'AccountRegistered' }).count({ n: '*' });
    expect(inContext.body.data.total).toBe(Number(registered));
    expect(inContext.body.data.total).toBeGreaterThanOrEqual(5);
    const many = await get('/events', tokens.staff, { filter: { id: [10, 11] }, sort: ['position', 'ASC'] });
    expect(many.body.data.list.map((e: { id: number }) => e.id)).toEqual([10, 11]);
  });

  it('never shows a secret, in events or in folded states', async () => {
    const { runtime, tokens } = await ready;
    const secrets: { s: string }[] = await runtime.db('es_events')
      .whereIn('type', ['AccountRegistered', 'SessionStarted'])
      .select(runtime.db.raw(`coalesce(data->>'passwordHash', data->>'tokenHash') AS s`));
    expect(secrets.length).toBeGreaterThan(5);
    const answers = [
      await get('/events', tokens.staff, { filter: { context: 'identity' }, range: [0, 499] }),
      await get(streamPath('identity-demo-client'), tokens.staff),
      await get(`${streamPath('identity-demo-client')}/state`, tokens.staff),
    ];
    const sessions = await get('/streams', tokens.staff, { filter: { prefix: 'identity-session-' }, range: [0, 0] });
    answers.push(await get(streamPath(sessions.body.data.list[0].streamId), tokens.staff));
    answers.push(await get(`${streamPath(sessions.body.data.list[0].streamId)}/state`, tokens.staff));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const { s } of secrets) expect(answer.text).not.toContain(s);
    }
    expect(answers[2]!.body.data.state.account.passwordHash).toBe('[redacted]');
    expect(answers[3]!.body.data.events[0]).toMatchObject({ type: 'SessionStarted', data: { tokenHash: '[redacted]' } });
    expect(answers[4]!.body.data.state).toMatchObject({ status: expect.stringMatching(/^(active|ended)$/), userId: expect.any(String) });
  });

  it('names the contexts, stream prefixes and event types the filters take', async () => {
    const { tokens } = await ready;
    const vocabulary = await get('/contexts', tokens.analyst);
    const orders = vocabulary.body.data.contexts.find((c: { context: string }) => c.context === 'orders');
    expect(orders.streams[0]).toMatchObject({ prefix: 'order-', aggregate: 'order' });
    expect(orders.streams[0].eventTypes).toContain('OrderPlaced');
  });
});

describe('bad filters', () => {
  it.each([
    ['/streams', { sort: '["nope","ASC"]' }, 'sort.0: cannot sort by nope; sort by streamId, context, eventCount, firstPosition, lastPosition, firstAt, lastAt'],
    ['/streams', { sort: '["lastPosition","UP"]' }, 'sort.1: the order is ASC or DESC'],
    ['/streams', { sort: 'lastPosition' }, 'sort: not valid JSON; write it like ["lastPosition","DESC"]'],
    ['/streams', { range: '[5,1]' }, 'range: the last row comes before the first'],
    ['/events', { range: '[0,10000]' }, 'range: at most 500 rows at a time'],
    ['/events', { range: '{"a":1}' }, 'range: range is [first, last] such as [0,24]'],
    ['/events', { filter: '{"type":"NoSuchThing"}' }, 'filter.type: Unknown event type: NoSuchThing'],
    ['/events', { filter: '{"type":["OrderPlaced","Nope"]}' }, 'filter.type.1: Unknown event type: Nope'],
    ['/events', { filter: '{"from":"yesterday"}' }, 'filter.from: An ISO time such as 2026-11-20T10:00:00Z'],
    ['/events', { filter: '{"from":"2026-02-01T00:00:00Z","to":"2026-01-01T00:00:00Z"}' }, 'filter.from: from is after to'],
    ['/events', { filter: '{"fromPosition":1.5}' }, 'filter.fromPosition: A global position (a whole number)'],
    ['/streams', { filter: '{"context":"kitchen"}' }, `filter.context: Unknown context: kitchen; contexts are ${contexts.join(', ')}`],
    ['/streams', { filter: '{"colour":"red"}' }, "filter: Unrecognized key(s) in object: 'colour'"],
    ['/streams', { filter: '{"type":' }, 'filter: not valid JSON; write it like {"type":"OrderPlaced"}'],
    ['/streams', { filter: '[1]' }, 'filter: filter is a JSON object such as {"type":"OrderPlaced"}'],
    ['/streams', { filter: '{"id":[1]}' }, 'filter.id: stream ids are text'],
    [`${streamPath('goods-g00007')}/state`, { at: '3' }, 'at: at is a version of this stream, from 0 to 2'],
    [`${streamPath('goods-g00007')}/state`, { at: '-1' }, 'at: at is a version of this stream, from 0 to 2'],
    [`${streamPath('goods-g00007')}/state`, { at: 'abc' }, 'at: at is a version of this stream, from 0 to 2'],
    [streamPath('goods-g00007'), { range: '[0,-1]' }, 'range.1: Number must be greater than or equal to 0'],
  ])('%s %j: 400 “%s”', async (path, query, message) => {
    const { tokens } = await ready;
    const answer = await get(path, tokens.analyst, query);
    expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('logged no error for any of it', async () => {
    const { logged } = await ready;
    expect(logged).toEqual([]);
  });
});
