import { describe, expect, it } from 'vitest';
import { textObject, productObject } from '../../domain/canvas/objects';
import { designBoard, rawSocket, signedIn } from '../support/canvas';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { clientPassword, newClientAccount } from '../support/clients';

const at = (left: number, top: number) => ({ left, top, width: 100, height: 100 });

const ready = (async () => {
  const { runtime, base } = await startTestApp({ CORS_PROXY_HOSTS: 'cdn.roomcraft.example' }, { demoData: true });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'apides');
  const client = await signedIn(runtime, base, 'client', 'apicli');
  const stranger = await signedIn(runtime, base, 'client', 'apized');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents').where({ delisted: false }).orderBy('id').limit(2);
  return { runtime, base, errors, designer, client, stranger, boardId, goods };
})();

const parsed = (record: { snapshot: string; objects: string; info: string }) => ({ snapshot: JSON.parse(record.snapshot), objects: JSON.parse(record.objects), info: JSON.parse(record.info) });

describe('canvas calls', () => {
  it('GET canvas: snapshot, objects and info as JSON strings; -1 is the default board', async () => {
    const { designer, boardId } = await ready;
    const def = await designer.call('/diymb/-1/canvas');
    expect(def.success).toBe(true);
    expect(parsed(def.data[0]).snapshot.background).toMatchObject({ width: 1921, height: 1081 });
    const got = await designer.call(`/diymb/${boardId}/canvas`);
    const { snapshot, objects, info } = parsed(got.data[0]);
    expect(snapshot.roomName).toMatchObject({ text: 'Living Room' });
    expect(objects).toEqual([]);
    expect(info).toMatchObject({ boardId, role: 'designer', canEdit: true });
  });

  it('POST canvas saves the whole canvas as one change; images on the CDN hosts come back through /cors/; products join the catalogue', async () => {
    const { designer, boardId, goods } = await ready;
    const sofa = productObject('p1', designer.userId, at(100, 100), { productId: goods[0].id, name: goods[0].name, priceCents: goods[0].price_cents, image: 'https://cdn.roomcraft.example/images/p1.jpg' });
    const note = textObject('t1', designer.userId, at(200, 200), 'Warm oak');
    const alt = { ...textObject('alt1', designer.userId, at(10, 10), 'alt'), objMeta: { ...textObject('alt1', designer.userId, at(0, 0), '').objMeta, customCategory: 'alternative' } };
    const saved = await designer.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ background: { width: 1921, height: 1081 }, objects: [sofa, note, alt] }), objects: '[]', info: '{}' });
    expect(saved.success).toBe(true);
    const { snapshot, objects } = parsed(saved.data[0]);
    expect(snapshot.objects.map((o: { id: string }) => o.id).sort()).toEqual(['p1', 't1']);
    expect(snapshot.objects.find((o: { id: string }) => o.id === 'p1').src).toBe('/cors/cdn.roomcraft.example/images/p1.jpg');
    expect(objects.find((o: { id: string }) => o.id === 'p1')).toMatchObject({ price: goods[0].price_cents / 100, productId: goods[0].id });
    const products = await designer.call(`/diymb/${boardId}/products`);
    expect(products.data).toEqual([expect.objectContaining({ productId: goods[0].id, priceCents: goods[0].price_cents, price: goods[0].price_cents / 100, objectIds: ['p1'] })]);
    expect(typeof products.data[0].goodsCount).toBe('number');
  });

  it("an empty or '{}' snapshot becomes an empty object list; bad input is a clear 400 that changes nothing", async () => {
    const { designer, runtime, base, client } = await ready;
    const other = await designBoard(runtime, client.userId, designer.userId);
    await designer.call(`/diymb/${other}/canvas`, { snapshot: JSON.stringify({ objects: [textObject('x1', designer.userId, at(0, 0), 'x')] }) });
    const bad = await designer.call(`/diymb/${other}/canvas`, { snapshot: '{nope' });
    expect([bad.status, bad.message]).toEqual([400, 'snapshot is not valid JSON']);
    const badObject = await designer.call(`/diymb/${other}/canvas`, { snapshot: JSON.stringify({ objects: [{ id: 'y', left: 'a' }] }) });
    expect(badObject.status).toBe(400);
    expect(parsed((await designer.call(`/diymb/${other}/canvas`)).data[0]).objects.map((o: { id: string }) => o.id)).toEqual(['x1']);
    const empty = await designer.call(`/diymb/${other}/canvas`, { snapshot: '{}', objects: '', info: '' });
    expect(parsed(empty.data[0]).objects).toEqual([]);
    void base;
  });

  it('history lists who changed what; restore brings back an earlier state as a new change', async () => {
    const { designer, boardId } = await ready;
    const history = await designer.call(`/diymb/${boardId}/history`);
    expect(history.data[0]).toMatchObject({ action: 'replace', actorId: designer.userId, role: 'designer' });
    const first = history.data[history.data.length - 1];
    await designer.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ objects: [] }) });
    expect(parsed((await designer.call(`/diymb/${boardId}/canvas`)).data[0]).objects).toEqual([]);
    const restored = await designer.call(`/diymb/${boardId}/restore`, { uuid: first.uuid });
    expect(restored.success).toBe(true);
    expect(parsed(restored.data[0]).objects.map((o: { id: string }) => o.id).sort()).toEqual(['p1', 't1']);
    const after = await designer.call(`/diymb/${boardId}/history`);
    expect(after.data[0]).toMatchObject({ action: 'restore', restoredFrom: first.uuid });
    expect((await designer.call(`/diymb/${boardId}/restore`, { uuid: 'not-a-state-0' })).status).toBe(400);
  });

  it("the client cannot replace the designer's board or restore; the designer grants edit rights, then they can", async () => {
    const { client, boardId } = await ready;
    const refused = await client.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ objects: [] }) });
    expect([refused.status, refused.message]).toEqual([403, 'You can only change your own items on this board']);
    expect((await client.call(`/diymb/${boardId}/rights`, { canEdit: true })).status).toBe(403);
    const { designer } = await ready;
    expect((await designer.call(`/diymb/${boardId}/rights`, { canEdit: true })).data).toEqual({ boardId, canEdit: true });
    expect(parsed((await client.call(`/diymb/${boardId}/canvas`)).data[0]).info.canEdit).toBe(true);
    expect((await designer.call(`/diymb/${boardId}/rights`, { canEdit: false })).success).toBe(true);
  });

  it('a share key reads the board and its socket, read-only; only its hash is stored', async () => {
    const { designer, stranger, runtime, boardId, base } = await ready;
    const shared = await designer.call(`/diymb/${boardId}/share`, {});
    expect(shared.data.url).toBe(`/mb/share/${boardId}?key=${shared.data.key}`);
    expect(JSON.stringify(await runtime.store.readStream(`canvas-${boardId}`))).not.toContain(shared.data.key);
    const read = await stranger.call(`/diymb/${boardId}/canvas?key=${shared.data.key}`);
    expect(parsed(read.data[0]).info).toMatchObject({ role: 'viewer', canEdit: false });
    expect((await stranger.call(`/diymb/${boardId}/canvas?key=${shared.data.key}`, { snapshot: '{}' })).status).toBe(404);
    const ws = await rawSocket(base, `/ws/canvas/${boardId}?key=${shared.data.key}`, { authorization: stranger.token! });
    expect((await ws.box.next((m) => m.type === 'welcome')).you).toMatchObject({ role: 'viewer', canEdit: false });
    ws.send(JSON.stringify({ v: 1, type: 'change', boardId, actor: stranger.userId, entry: { ids: [], changed: {}, unchanged: {}, action: 'drag', uuid: 'uuid-viewer-1' }, changes: ['AAAA'] }));
    expect((await ws.box.next((m) => m.type === 'error')).message).toBe('This board is read-only');
    ws.close();
  });

  it("another user's board answers 404 on every call", async () => {
    const { stranger, boardId } = await ready;
    const calls: [string, Record<string, unknown> | undefined][] = [
      [`/diymb/${boardId}/canvas`, undefined], [`/diymb/${boardId}/canvas`, { snapshot: '{}' }], [`/diymb/${boardId}/history`, undefined],
      [`/diymb/${boardId}/restore`, { uuid: 'whatever-123' }], [`/diymb/${boardId}/products`, undefined], [`/diymb/${boardId}/rights`, { canEdit: true }],
      [`/diymb/${boardId}/share`, {}], [`/diymb/${boardId}/rename`, { name: 'Mine now' }], [`/diymb/${boardId}/canvas?key=wrong-key-wrong-key`, undefined],
    ];
    for (const [path, body] of calls) {
      const answer = await stranger.call(path, body);
      expect([path, answer.status, answer.message]).toEqual([path, 404, 'This mood board does not exist']);
    }
    expect((await stranger.call('/diymb/list')).data.map((b: { boardId: string }) => b.boardId)).not.toContain(boardId);
  });

  it("a visitor's DIY board follows them into their account (they become its member)", async () => {
    const { base, runtime } = await ready;
    const visitor = new ApiClient(base, null, '198.51.100.77');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    const diy = await visitor.call('/diy/start', { roomType: 'bedroom' });
    const board = await visitor.call('/diymb/create', { diyId: diy.data.diyId });
    expect(board.data).toMatchObject({ role: 'designer', canEdit: true });
    const { userId, email } = await newClientAccount(runtime, 'diyvis');
    expect((await visitor.call('/client/login', { email, password: clientPassword })).success).toBe(true);
    const again = await visitor.call('/diymb/create', { diyId: diy.data.diyId });
    expect(again.data.boardId).toBe(board.data.boardId);
    const row = await runtime.db('canvas_boards_v1').where({ board_id: board.data.boardId }).first();
    expect(row.member_keys).toContain(userId);
  });

  it('a DIY project gets its board; its owner lists it; nothing was logged as an error', async () => {
    const { client, errors } = await ready;
    const started = await client.call('/diy/start', { roomType: 'bedroom' });
    expect(started.success).toBe(true);
    const made = await client.call('/diymb/create', { diyId: started.data.diyId });
    expect(made.data).toMatchObject({ role: 'designer', canEdit: true, project: { kind: 'diy', id: started.data.diyId } });
    expect((await client.call('/diymb/create', { diyId: started.data.diyId })).data.boardId).toBe(made.data.boardId);
    expect((await client.call('/diymb/list')).data.map((b: { boardId: string }) => b.boardId)).toContain(made.data.boardId);
    expect(errors).toEqual([]);
  });
});
