import { randomBytes } from 'node:crypto';
import { hashShareKey } from '../../app/canvas/server/share-keys.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasCommands } from '../../domain/canvas/commands';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { clientPassword, newClientAccount } from '../support/clients';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import { emptyBoard } from '../../domain/canvas/board';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => expect(loggedErrors(shop.runtime)).toEqual([]));

/** A visitor with a DIY project of their own (its kept ideas picked by the rendering step). */
async function visitorWithDiy() {
  const v = new PageVisitor(shop.base);
  await v.get('/diy/room');
  const res = await v.post('/api/diy/start', { roomType: 'Bedroom' });
  expect(res.status).toBe(200);
  const diyId = JSON.parse(res.html).data.diyId as string;
  return { v, diyId, boardId: boardIdFor({ kind: 'diy', id: diyId }) };
}

/** Answers the DIY steps through their pages and keeps the first four ideas. */
async function answerSteps(v: PageVisitor, diyId: string): Promise<string[]> {
  const q = new URLSearchParams({ id: diyId });
  await v.get(`/diy/image?${q}`);
  expect((await v.post(`/diy/image?${q}`, { csrf: v.csrf, intent: 'next', photoIds: ['p1', 'p2', 'p3'] })).status).toBe(302);
  await v.get(`/diy/budget?${q}`);
  expect((await v.post(`/diy/budget?${q}`, { csrf: v.csrf, intent: 'next', type: 'LUX' })).status).toBe(302);
  const ideas = await v.get(`/diy/rendering?${q}`);
  const goodsIds = [...ideas.html.matchAll(/name="goodsIds" value="([^"]+)"/g)].map((m) => m[1]!).slice(0, 4);
  expect(goodsIds.length).toBe(4);
  expect((await v.post(`/diy/rendering?${q}`, { csrf: v.csrf, intent: 'next', goodsIds })).status).toBe(302);
  return goodsIds;
}

describe('the mood-board pages without scripts', () => {
  it('the DIY step opens the board with the room name, saves and exports to My Projects', async () => {
    const { v, diyId, boardId } = await visitorWithDiy();
    const goodsIds = await answerSteps(v, diyId);
    const q = new URLSearchParams({ id: diyId });
    // Keeping ideas gave the project its board (empty but for the room name): the step offers to place them.
    const first = await v.get(`/div/moodboard?${q}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Place my pieces');

    const opened = await v.post(`/div/moodboard?${q}`, { csrf: v.csrf, intent: 'start', id: diyId });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/div/moodboard?${q}`);
    // Opening twice makes no second board.
    await v.get(`/div/moodboard?${q}`);
    await v.post(`/div/moodboard?${q}`, { csrf: v.csrf, intent: 'start', id: diyId });
    const { events } = await shop.runtime.store.readStream(`canvas-${boardId}`);
    expect(events.filter((e) => e.type === 'BoardChanged')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'BoardCreated')).toHaveLength(1);

    const page = await v.get(`/div/moodboard?${q}`);
    expect(page.html).not.toContain('Place my pieces');
    expect(page.html).toContain('data-testid="board-preview"');
    expect(page.html).toContain('viewBox="0 0 1921 1081"');
    expect(page.html).toContain('>Bedroom</text>');
    // The kept ideas start the board, one product object each.
    for (const id of goodsIds) expect(page.html).toContain(`data-id="p${goodsIds.indexOf(id)}-${id}"`);

    const detail = await v.get(`/moodboard/detail/${boardId}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain('Bedroom mood board');
    const list = await v.get('/moodboard/index');
    expect(list.html).toContain(`/moodboard/detail/${boardId}`);

    await v.get(`/div/moodboard?${q}`);
    const exported = await v.post(`/div/moodboard?${q}`, { csrf: v.csrf, intent: 'export', id: diyId });
    expect(exported.status).toBe(302);
    expect(exported.location).toBe('/project/index?status=DIY');
    expect((await shop.runtime.db('diy_projects_v1').where({ diy_id: diyId }).first()).status).toBe('SAVED');
  });

  it("another visitor's board is not found on every page, and a made-up id too", async () => {
    const { v, diyId, boardId } = await visitorWithDiy();
    await v.get(`/div/moodboard?id=${diyId}`);
    await v.post(`/div/moodboard?id=${diyId}`, { csrf: v.csrf, intent: 'start', id: diyId });
    const stranger = new PageVisitor(shop.base);
    expect((await stranger.get(`/moodboard/detail/${boardId}`)).status).toBe(404);
    expect((await stranger.get(`/div/moodboard?id=${diyId}`)).status).toBe(404);
    expect((await stranger.get('/moodboard/index')).html).not.toContain(boardId);
    await stranger.get('/diy/room');
    const forged = await stranger.post(`/div/moodboard?id=${diyId}`, { csrf: stranger.csrf, intent: 'start', id: diyId });
    expect([400, 404]).toContain(forged.status);
    expect((await stranger.get('/moodboard/detail/mb0000000000000000')).status).toBe(404);
    expect((await stranger.get('/moodboard/detail/..%2F..%2Fetc')).status).toBe(404);
    expect((await stranger.get('/mb/share/' + boardId)).status).toBe(404);
  });

  it('a shared board opens read-only with its key, and only with it', async () => {
    const { v, diyId, boardId } = await visitorWithDiy();
    await v.get(`/div/moodboard?id=${diyId}`);
    await v.post(`/div/moodboard?id=${diyId}`, { csrf: v.csrf, intent: 'start', id: diyId });
    const key = randomBytes(24).toString('base64url');
    const keyHash = hashShareKey(key);
    await shop.runtime.execute(canvasCommands.CreateShareKey, { boardId, keyId: randomBytes(8).toString('hex'), keyHash }, { actor: { kind: 'system' } });
    const viewer = new PageVisitor(shop.base);
    const shared = await viewer.get(`/mb/share/${boardId}?key=${key}`);
    expect(shared.status).toBe(200);
    expect(shared.html).toContain('view only');
    expect(shared.html).toContain('data-testid="board-preview"');
    // Another last character (a random key ends in 'x' one time in 64, and the same key opens the board).
    const forged = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect((await viewer.get(`/mb/share/${boardId}?key=${forged}`)).status).toBe(404);
    expect((await viewer.get(`/moodboard/detail/${boardId}`)).status).toBe(404);
  });

  it('/moodboard/home goes to /moodboard/index; the client page asks to sign in', async () => {
    const v = new PageVisitor(shop.base);
    const home = await v.get('/moodboard/home');
    expect(home.status).toBe(302);
    expect(home.location).toBe('/moodboard/index');
    const asked = await v.get('/client/detail/mood_board?id=mb0000000000000000');
    expect(asked.location).toBe('/client/detail/mood_board?id=mb0000000000000000&login=1');
    const page = await v.get(asked.location!);
    expect(page.status).toBe(401);
    expect(page.html).toContain('Please sign in to continue');
  });

  it("/client/detail/mood_board shows a client their design project's board, and nobody else's", async () => {
    const { email, userId } = await newClientAccount(shop.runtime, 'mbclient');
    const project = { kind: 'need' as const, id: `t${randomBytes(6).toString('hex')}` };
    const boardId = boardIdFor(project);
    const { changes } = createBoardDoc(emptyBoard());
    await shop.runtime.execute(canvasCommands.CreateBoard, { boardId, project, name: 'Kitchen mood board', members: [{ userId, role: 'client' }], initialChanges: changes.map(toBase64) }, { actor: { kind: 'system' } }, { waitFor: ['canvas-boards'] });
    const v = await new PageVisitor(shop.base).signIn(email, clientPassword);
    const page = await v.get(`/client/detail/mood_board?id=${boardId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Kitchen mood board');
    expect(page.html).toContain('data-testid="board-preview"');
    expect((await v.get('/moodboard/index')).html).toContain(`/moodboard/detail/${boardId}`);
    const other = await newClientAccount(shop.runtime, 'mbother');
    const o = await new PageVisitor(shop.base).signIn(other.email, clientPassword);
    expect((await o.get(`/client/detail/mood_board?id=${boardId}`)).status).toBe(404);
    expect((await o.get(`/moodboard/detail/${boardId}`)).status).toBe(404);
  });
});
