import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardIdFor, boardTemplate } from '../../app/canvas/application/boards.server';
import { roomProductFilter } from '../../app/canvas/pages/room-filter.server';
import { canvasRooms } from '../../app/canvas/server/rooms.server';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import { emptyBoard, type Board } from '../../domain/canvas/board';
import { canvasCommands } from '../../domain/canvas/commands';
import { productObject } from '../../domain/canvas/objects';
import { addObjects } from '../../domain/canvas/operations';
import { identityCommands } from '../../domain/identity/commands';
import { getBoardRow } from '../../projections/canvas/boards';
import { searchGoods } from '../../projections/catalogue/goods.queries';
import { clientPassword, clientPasswordHash } from '../support/clients';
import { eventually, expectClean, launchBrowser, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';
import { atFileEnd } from '../support/cleanup';
import { settled } from '../support/processes';

/**
 * Issue 20: the editor as a new user meets it on a 1366 × 768 screen — the
 * Add panel fits, new products land apart with their pictures, a zoomed board
 * scrolls, the board draws before the live session's WebAssembly has arrived,
 * pictures on the product CDN load through /cors/, the product list keeps to the room.
 */

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let cdn: string;
const shots = process.env.SHOTS_DIR ?? '/tmp/shots-ux';

beforeAll(async () => {
  // A product CDN that sends no CORS headers (as most storage buckets do by default).
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3e6b7d' } }).png().toBuffer();
  const server = http.createServer((req, res) => (req.url === '/p/lamp.png' ? res.writeHead(200, { 'content-type': 'image/png' }).end(png) : res.writeHead(404).end()));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  atFileEnd(() => new Promise<void>((r) => server.close(() => r())));
  cdn = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop = await startShop({ CORS_PROXY_HOSTS: `http://${cdn}`, CORS_PROXY_ALLOW_PRIVATE: 'true' });
  browser = await launchBrowser();
});

async function designerBoard(template: Board = emptyBoard()) {
  const userId = `designer-${randomBytes(4).toString('hex')}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: ['designer'], username: 'designer', verifiedBy: 'system' }, { actor: system });
  const project = { kind: 'need' as const, id: `t${randomBytes(6).toString('hex')}` };
  const boardId = boardIdFor(project);
  const { changes } = createBoardDoc(template);
  await shop.runtime.execute(
    canvasCommands.CreateBoard,
    { boardId, project, name: 'Living room mood board', members: [{ userId, role: 'designer' }], initial: { background: template.background, roomName: template.roomName }, initialChanges: changes.map(toBase64) },
    { actor: system },
    { waitFor: ['canvas-boards'] },
  );
  return { userId, email, boardId };
}

const signedInPage = (email: string) => signedInOnHome(browser, shop.base, email, clientPassword, 1366, 768);

async function openEditor(page: Page, boardId: string) {
  await visit(page, `${shop.base}/moodboard/detail/${boardId}`);
  await page.getByTestId('board-canvas').waitFor();
  await eventually(() => page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('online');
}

const vpt = async (page: Page) => (await page.getByTestId('mood-board-editor').getAttribute('data-vpt'))!.split(',').map(Number);
const pictures = (page: Page) => page.getByTestId('board-canvas').getAttribute('data-pictures').then(Number);

async function serverBoard(boardId: string) {
  await settled(shop.runtime);
  return (await getBoardRow(shop.runtime.db, boardId))!.board;
}

describe('the editor on a 1366 × 768 screen', () => {
  it('the Add panel fits; three products land apart, each with its picture; a zoomed board scrolls', { timeout: 90_000 }, async () => {
    const { email, boardId } = await designerBoard();
    const { page, errors } = await signedInPage(email);
    await openEditor(page, boardId);
    const results = page.locator('[data-testid="product-results"] li');
    await eventually(() => results.count()).toBeGreaterThan(3);

    // Nothing in the panel is cut off: no sideways overflow, and the search button and both product columns end inside it.
    const panel = page.locator('.mbe-side--left .mbe-side__body');
    const fit = await panel.evaluate((body) => {
      const box = body.getBoundingClientRect();
      const right = (sel: string) => [...body.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().right);
      return { scrollWidth: body.scrollWidth, clientWidth: body.clientWidth, panelRight: box.right, rights: [...right('.mbe-search button'), ...right('.mbe-goods li'), ...right('.mbe-search input')] };
    });
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    for (const r of fit.rights) expect(r).toBeLessThanOrEqual(fit.panelRight);
    const columns = await results.evaluateAll((lis) => new Set(lis.slice(0, 4).map((li) => Math.round(li.getBoundingClientRect().left))).size);
    expect(columns).toBe(2);
    expect(await page.locator('.mbe-search button').innerText()).toBe('Search');

    for (let i = 0; i < 3; i++) await results.nth(i).locator('button').click();
    await eventually(async () => Object.keys((await serverBoard(boardId)).objects).length).toBe(3);
    const boxes = Object.values((await serverBoard(boardId)).objects).map((o) => ({ l: o.left, t: o.top, r: o.left + o.width * o.scaleX, b: o.top + o.height * o.scaleY }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t, JSON.stringify([a, b])).toBe(true);
    // Each is drawn with its picture, not a placeholder box.
    await eventually(() => pictures(page)).toBe(3);
    await page.screenshot({ path: `${shots}/editor-1366.png` });

    // Zoomed to 60% the board is larger than the canvas: it scrolls (scrollbars, the wheel), and the view follows.
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await eventually(() => page.getByTestId('zoom').textContent()).toBe('60%');
    const scroller = page.getByTestId('board-scroller');
    const size = await scroller.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
    expect(size.sw).toBeGreaterThan(size.cw);
    expect(size.sh).toBeGreaterThan(size.ch);
    const before = await vpt(page);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
    await eventually(async () => (await vpt(page))[4]).toBeLessThan(before[4]! - 100);
    // The far corner of the board is on screen now, with the margin around it.
    const [z, , , , e, f] = await vpt(page);
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    expect(e! + 1921 * z!).toBeLessThanOrEqual(canvas.width);
    expect(f! + 1081 * z!).toBeLessThanOrEqual(canvas.height);
    await page.screenshot({ path: `${shots}/editor-1366-zoomed.png` });
    // The wheel scrolls the board back (an editor's wheel does not zoom: part 2 §6).
    const mid = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.wheel(0, -300);
    await eventually(async () => (await vpt(page))[5]).toBeGreaterThan(f!);
    expect(await page.getByTestId('zoom').textContent()).toBe('60%');
    expectClean(errors);
  });

  it('the board is drawn and can be worked on before the live session (Automerge’s WebAssembly) has arrived', { timeout: 60_000 }, async () => {
    const { email, boardId } = await designerBoard();
    const { page, errors } = await signedInPage(email);
    const held: Route[] = [];
    await page.route('**/*.wasm', (route) => void held.push(route));
    await visit(page, `${shop.base}/moodboard/detail/${boardId}`);
    await eventually(() => held.length).toBeGreaterThan(0);
    // The WebAssembly is held back: the editor is there all the same, connecting.
    await page.getByTestId('board-canvas').waitFor();
    expect(await page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('connecting');
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => page.locator('[data-layer]').count()).toBe(1);
    // Released, the live session opens and takes the change made meanwhile to the server.
    for (const r of held) await r.continue();
    await page.unroute('**/*.wasm');
    await eventually(() => page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('online');
    await eventually(async () => Object.values((await serverBoard(boardId)).objects).map((o) => o.type)).toEqual(['textbox']);
    expectClean(errors);
  });

  it('a picture on the product CDN (no CORS headers) is loaded through /cors/ and drawn', { timeout: 60_000 }, async () => {
    const { userId, email, boardId } = await designerBoard();
    const rooms = canvasRooms(shop.runtime);
    const room = (await rooms.room(boardId))!;
    const lamp = productObject('cdn-1', userId, { left: 300, top: 200, width: 300, height: 300 }, { productId: 'g-cdn', name: 'CDN lamp', priceCents: 9900, image: `http://${cdn}/p/lamp.png` });
    const outcome = await rooms.submitServerChange(room, { kind: 'user', userId, email, roles: ['designer'] }, (board) => addObjects(board, [lamp], randomBytes(16).toString('hex')));
    rooms.release(room);
    expect(outcome.ok).toBe(true);
    await settled(shop.runtime);
    const { page, errors } = await signedInPage(email);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await openEditor(page, boardId);
    await eventually(() => pictures(page)).toBe(1);
    expect(asked).toContain(`${shop.base}/cors/${cdn}/p/lamp.png`);
    expect(asked.filter((u) => u.startsWith(`http://${cdn}`))).toEqual([]);
    // The board products list asks the catalogue about a product it does not have.
    expectClean(errors, [404]);
  });

  it("the product list keeps to the board's room unless asked for everything", { timeout: 60_000 }, async () => {
    const { email, boardId } = await designerBoard(boardTemplate('Bedroom'));
    const { page, errors } = await signedInPage(email);
    await openEditor(page, boardId);
    const list = page.getByTestId('product-results');
    await eventually(() => list.getAttribute('data-scope')).toBe('room');
    expect(await page.getByTestId('room-only').isChecked()).toBe(true);
    const filter = (await roomProductFilter(shop.runtime, 'Bedroom'))!;
    const expected = (await searchGoods(shop.runtime.db, { categoryIds: filter.categoryIds, pageSize: 12 })).items.map((g) => g.id);
    await eventually(() => list.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-product')))).toEqual(expected);
    const all = (await searchGoods(shop.runtime.db, { pageSize: 12 })).items.map((g) => g.id);
    expect(all).not.toEqual(expected);
    await page.getByTestId('room-only').uncheck();
    await eventually(() => list.getAttribute('data-scope')).toBe('all');
    await eventually(() => list.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-product')))).toEqual(all);
    expectClean(errors);
  });
});
