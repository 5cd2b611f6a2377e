import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import { emptyBoard } from '../../domain/canvas/board';
import { canvasCommands } from '../../domain/canvas/commands';
import { productObject } from '../../domain/canvas/objects';
import { addObjects } from '../../domain/canvas/operations';
import { canvasRooms } from '../../app/canvas/server/rooms.server';
import { getBoardRow } from '../../projections/canvas/boards';
import { clientPassword } from '../support/clients';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, toasts, visit } from './identity-browser';
import { registeredUser } from '../support/canvas';
import { startShop } from './shop-server';
import { diyThroughBudget } from './diy-visitor';
import sharp from 'sharp';
import { settled } from '../support/processes';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

const account = (role: 'client' | 'designer') => registeredUser(shop.runtime, role);

/** A design project's board shared by a designer and a client. */
async function sharedProjectBoard() {
  const designer = await account('designer');
  const client = await account('client');
  const project = { kind: 'need' as const, id: `t${randomBytes(6).toString('hex')}` };
  const boardId = boardIdFor(project);
  const members = [
    { userId: designer.userId, role: 'designer' as const },
    { userId: client.userId, role: 'client' as const },
  ];
  const { changes } = createBoardDoc(emptyBoard());
  await shop.runtime.execute(canvasCommands.CreateBoard, { boardId, project, name: 'Living room mood board', members, initialChanges: changes.map(toBase64) }, { actor: { kind: 'system' } }, { waitFor: ['canvas-boards'] });
  return { designer, client, boardId };
}

const signedInPage = (email: string) => signedInOnHome(browser, shop.base, email, clientPassword);

async function openEditor(page: Page, boardId: string) {
  await visit(page, `${shop.base}/moodboard/detail/${boardId}`);
  await page.getByTestId('board-canvas').waitFor({ timeout: 10_000 }).catch(async (e) => {
    throw new Error(`${e.message}: ${await page.locator('.mb-preview__note').textContent().catch(() => '')}`);
  });
  await eventually(() => page.getByTestId('zoom').textContent()).toBe('30%');
}

const layers = (page: Page) => page.locator('[data-layer]');

/** Adds the first product a search finds; answers its name. */
async function addProduct(page: Page, keywords: string) {
  await page.getByRole('tab', { name: 'Add' }).click();
  await page.locator('.mbe-search input').fill(keywords);
  await page.locator('.mbe-search button').click();
  const first = page.locator(`[data-testid="product-results"][data-query="${keywords}"] button`).first();
  await first.waitFor();
  const name = (await first.locator('.mbe-goods__name').textContent())!;
  await first.click();
  return name;
}

/** The board as the server keeps it (canvas_boards_v1). */
async function serverBoard(boardId: string) {
  await settled(shop.runtime);
  return (await getBoardRow(shop.runtime.db, boardId))!.board;
}

const layerIds = (page: Page) => page.locator('[data-layer]').evaluateAll((els) => els.map((e) => e.getAttribute('data-layer')!).sort());

/** Where a board point is on the page (the editor publishes its viewport transform). */
async function screenPoint(page: Page, x: number, y: number) {
  const [a, , , d, e, f] = (await page.getByTestId('mood-board-editor').getAttribute('data-vpt'))!.split(',').map(Number);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  return { x: box.x + x * a! + e!, y: box.y + y * d! + f! };
}

describe('the mood-board editor in a browser', () => {
  it('a designer adds, nudges, copies and pastes, undoes and redoes; the product list prices the board', { timeout: 60_000 }, async () => {
    const { designer, boardId } = await sharedProjectBoard();
    const { page, errors } = await signedInPage(designer.email);
    await openEditor(page, boardId);
    expect(await page.getByTestId('undo').isDisabled()).toBe(true);

    const name = await addProduct(page, 'sofa');
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(1);
    expect(await layers(page).first().textContent()).toContain(name);
    await eventually(() => page.getByTestId('board-products').textContent()).toContain(name);
    // The editor opens before the live session; the change joins its undo stack once the document is in.
    await eventually(() => page.getByTestId('undo').isEnabled()).toBe(true);

    // The new product is selected: floating tools show; Ctrl+C / Ctrl+V copy with the spec's notices.
    await page.getByTestId('floating-tools').waitFor();
    await page.keyboard.press('Control+c');
    await eventually(() => toasts(page)).toContain('Copied 1 obj(s)');
    await page.keyboard.press('Control+v');
    await eventually(() => toasts(page)).toContain('Pasting 1 obj(s)');
    await eventually(() => layers(page).count()).toBe(2);

    // Undo removes the copy, redo brings it back.
    await page.getByTestId('undo').click();
    await eventually(() => layers(page).count()).toBe(1);
    await page.getByTestId('redo').click();
    await eventually(() => layers(page).count()).toBe(2);
    await page.keyboard.press('Control+z');
    await eventually(() => layers(page).count()).toBe(1);
    await addProduct(page, 'lamp');
    await page.getByRole('button', { name: 'Add the Warm neutrals palette' }).click();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(3);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/editor-1280.png` });

    // The history steps through the changes (who, what, when) and restores the first as a new change.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByTestId('history');
    // Six changes, or five when a loaded machine relays two quick ones (the lamp, the palette) as one.
    await eventually(() => history.locator('ol li').count()).toBeGreaterThanOrEqual(5);
    expect(await history.locator('ol li').last().textContent()).toContain('You added 1 item');
    await history.locator('ol li').last().locator('button').click();
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(1);
    await eventually(async () => Object.keys((await serverBoard(boardId)).objects).length).toBe(1);
    expectClean(errors);
  });

  it('a shared link opens the board read-only in the editor', { timeout: 60_000 }, async () => {
    const { designer, boardId } = await sharedProjectBoard();
    const d = await signedInPage(designer.email);
    await openEditor(d.page, boardId);
    await addProduct(d.page, 'sofa');
    await eventually(async () => Object.keys((await serverBoard(boardId)).objects).length).toBe(1);
    await d.page.getByRole('button', { name: 'Share a view-only link' }).click();
    const link = (await d.page.getByTestId('share-link').inputValue())!;
    expect(link).toMatch(new RegExp(`/mb/share/${boardId}\\?key=`));
    const { page, errors } = await openPage(browser);
    await visit(page, link);
    await page.getByTestId('board-canvas').waitFor();
    await eventually(() => page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('online');
    expect(await page.getByText('View only', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('undo').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Add' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(1);
    expect(await page.locator('[data-layer] button').first().isDisabled()).toBe(true);
    expectClean(errors);
  });

  it('a designer and a client co-edit one board: pointers, changes, per-user undo, offline edits merge, rights hold', { timeout: 120_000 }, async () => {
    const { designer, client, boardId } = await sharedProjectBoard();
    const d = await signedInPage(designer.email);
    const c = await signedInPage(client.email);
    await openEditor(d.page, boardId);
    await openEditor(c.page, boardId);
    for (const p of [d.page, c.page]) await eventually(() => p.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('online');

    // Each sees the other online and their pointer, with their e-mail.
    await eventually(() => d.page.getByTestId('online-users').textContent()).toContain(client.email);
    await eventually(() => c.page.getByTestId('online-users').textContent()).toContain(designer.email);
    const dAt = await screenPoint(d.page, 900, 500);
    await d.page.mouse.move(dAt.x, dAt.y);
    await d.page.mouse.move(dAt.x + 20, dAt.y + 10);
    await eventually(() => c.page.locator(`[data-testid="peer-pointer"][data-email="${designer.email}"]`).count()).toBe(1);
    const cAt = await screenPoint(c.page, 300, 300);
    await c.page.mouse.move(cAt.x, cAt.y);
    await c.page.mouse.move(cAt.x + 15, cAt.y + 5);
    await eventually(() => d.page.locator(`[data-testid="peer-pointer"][data-email="${client.email}"]`).count()).toBe(1);

    // Both edit; each sees the other's change.
    await addProduct(d.page, 'sofa');
    await c.page.getByRole('tab', { name: 'Add' }).click();
    await c.page.getByRole('button', { name: 'Add text' }).click();
    for (const p of [d.page, c.page]) {
      await p.getByRole('tab', { name: 'Layers' }).click();
      await eventually(() => layers(p).count()).toBe(2);
    }
    let board = await serverBoard(boardId);
    await eventually(async () => Object.keys((board = await serverBoard(boardId)).objects).length).toBe(2);
    const sofa = Object.values(board.objects).find((o) => o.type === 'product')!;
    const text = Object.values(board.objects).find((o) => o.type === 'textbox')!;
    expect(sofa.ownerId).toBe(designer.userId);
    expect(text.ownerId).toBe(client.userId);

    // The client cannot pick or move the designer's sofa.
    expect(await c.page.locator(`[data-layer="${sofa.id}"] button`).isDisabled()).toBe(true);
    const grab = await screenPoint(c.page, sofa.left + 100, sofa.top + 100);
    await c.page.mouse.move(grab.x, grab.y);
    await c.page.mouse.down();
    await c.page.mouse.move(grab.x + 120, grab.y + 80, { steps: 5 });
    await c.page.mouse.up();
    await c.page.keyboard.press('ArrowRight');
    expect((await serverBoard(boardId)).objects[sofa.id]).toMatchObject({ left: sofa.left, top: sofa.top });

    // The designer's undo removes the sofa only: the client's text stays for both.
    await d.page.getByTestId('undo').click();
    for (const p of [d.page, c.page]) await eventually(() => layerIds(p)).toEqual([text.id]);
    await eventually(async () => Object.keys((await serverBoard(boardId)).objects)).toEqual([text.id]);

    // The client goes offline and edits; the designer edits meanwhile; back online both converge with everything.
    await c.page.context().setOffline(true);
    await eventually(() => c.page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('offline');
    await c.page.getByRole('tab', { name: 'Add' }).click();
    await c.page.getByRole('button', { name: 'Add the Sage palette' }).click();
    await eventually(() => c.page.getByTestId('save-status').textContent()).toContain('kept on this device');
    await addProduct(d.page, 'lamp');
    await c.page.context().setOffline(false);
    await eventually(() => c.page.getByTestId('mood-board-editor').getAttribute('data-connection')).toBe('online');
    await c.page.getByRole('tab', { name: 'Layers' }).click();
    await d.page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(c.page).count()).toBe(3);
    await eventually(() => layers(d.page).count()).toBe(3);
    expect(await layerIds(c.page)).toEqual(await layerIds(d.page));
    await eventually(async () => Object.keys((await serverBoard(boardId)).objects).sort()).toEqual(await layerIds(d.page));
    if (process.env.SHOTS_DIR) {
      const lamp = layers(d.page).first();
      await lamp.locator('button').click();
      const at = await screenPoint(d.page, 1300, 700);
      await d.page.mouse.move(at.x, at.y);
      await eventually(() => c.page.locator(`[data-testid="peer-pointer"][data-email="${designer.email}"]`).count()).toBe(1);
      await d.page.screenshot({ path: `${process.env.SHOTS_DIR}/editor-two-users.png` });
      await c.page.screenshot({ path: `${process.env.SHOTS_DIR}/editor-client-view.png` });
    }
    expectClean(d.errors);
    // Offline, the browser logs the product list's price look-up it could not make.
    expectClean(c.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED')));
  });

  it('a DIY board: place the kept pieces, upload a picture, save with a thumbnail and land on My Projects', { timeout: 90_000 }, async () => {
    // The steps before the board, as a visitor without scripts; then the same visitor in the browser.
    const { v, diyId, q } = await diyThroughBudget(shop.base);
    const ideas = await v.get(`/diy/rendering?${q}`);
    const goodsIds = [...ideas.html.matchAll(/name="goodsIds" value="([^"]+)"/g)].map((m) => m[1]!).slice(0, 3);
    await v.post(`/diy/rendering?${q}`, { csrf: v.csrf, intent: 'keep', goodsIds });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = v.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const { page, errors } = await openPage(context);
    await visit(page, `${shop.base}/div/moodboard?${q}`);
    await page.getByTestId('diy-place').click();
    await page.getByTestId('board-canvas').waitFor();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(3);

    // An uploaded picture joins the board.
    await page.getByRole('tab', { name: 'Add' }).click();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c4714b' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(4);
    expect(await layers(page).first().textContent()).toContain('Image');

    await page.getByTestId('diy-export').click();
    await page.waitForURL(`${shop.base}/project/index?status=DIY`);
    const boardId = (await shop.runtime.db('canvas_boards_v1').where({ project_kind: 'diy', project_id: diyId }).first()).board_id as string;
    const thumb = await page.evaluate((id) => fetch(`/api/diymb/${id}/thumbnail`).then((r) => r.json()), boardId);
    expect(thumb.data).toMatch(/\.jpe?g/);
    expectClean(errors);
  });

  it("a product picture that never loads says 'Failed to load product image' after its retries", { timeout: 60_000 }, async () => {
    const { designer, boardId } = await sharedProjectBoard();
    // A product whose picture is gone, put on the board as the server would (nobody has it open yet).
    const rooms = canvasRooms(shop.runtime);
    const room = (await rooms.room(boardId))!;
    const broken = productObject('gone-1', designer.userId, { left: 700, top: 400, width: 300, height: 300 }, { productId: 'g-gone', name: 'Gone chair', priceCents: 10000, image: '/media/art/none/gone.png' });
    const outcome = await rooms.submitServerChange(room, { kind: 'user', userId: designer.userId, email: designer.email, roles: ['designer'] }, (board) => addObjects(board, [broken], 'u-gone-1'));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.ok).toBe(true);
    rooms.release(room);
    await settled(shop.runtime);
    const { page, errors } = await signedInPage(designer.email);
    await openEditor(page, boardId);
    await eventually(() => toasts(page)).toContain('Failed to load product image');
    // Seven attempts in all (the first and 6 retries), each a 404 the browser logs.
    expect(errors.filter((e) => / 404 /.test(e)).length).toBeGreaterThanOrEqual(7);
    expectClean(errors, [404]);
  });
});
