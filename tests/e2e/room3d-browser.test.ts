import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { canvasRooms } from '../../app/canvas/server/rooms.server';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import { emptyBoard } from '../../domain/canvas/board';
import { canvasCommands } from '../../domain/canvas/commands';
import { productObject } from '../../domain/canvas/objects';
import { addObjects } from '../../domain/canvas/operations';
import { facing } from '../../domain/rooms/geometry';
import { clientPassword } from '../support/clients';
import { eventually, launchBrowser, signedInOnHome, visit } from './identity-browser';
import { registeredUser } from '../support/canvas';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

const account = (role: 'client' | 'designer') => registeredUser(shop.runtime, role);

type Goods = { id: string; name: string; price_cents: number };
const goodsNamed = async (word: string) => (await shop.runtime.db('catalogue_goods_v1').where('delisted', false).whereILike('name', `%${word}%`).whereNotNull('dimensions').orderBy('id').first()) as Goods;

/** A design project's board: the designer's sofa and coffee table, the client's own armchair. */
async function furnishedBoard() {
  const designer = await account('designer');
  const client = await account('client');
  const project = { kind: 'need' as const, id: `t${randomBytes(6).toString('hex')}` };
  const boardId = boardIdFor(project);
  const members = [{ userId: designer.userId, role: 'designer' as const }, { userId: client.userId, role: 'client' as const }];
  const { changes } = createBoardDoc(emptyBoard());
  await shop.runtime.execute(canvasCommands.CreateBoard, { boardId, project, name: 'Living room mood board', members, initialChanges: changes.map(toBase64) }, { actor: { kind: 'system' } }, { waitFor: ['canvas-boards'] });
  const [sofa, table, chair] = [await goodsNamed('sofa'), await goodsNamed('coffee table'), await goodsNamed('armchair')];
  const object = (id: string, owner: string, g: Goods, left: number) => productObject(id, owner, { left, top: 300, width: 200, height: 200 }, { productId: g.id, name: g.name, priceCents: g.price_cents, image: '/favicon.ico' });
  const rooms = canvasRooms(shop.runtime);
  const room = (await rooms.room(boardId))!;
  await rooms.submitServerChange(room, designer.actor, (b) => addObjects(b, [object('sofa', designer.userId, sofa, 100), object('table', designer.userId, table, 400)], `seed-${randomBytes(4).toString('hex')}`));
  await rooms.submitServerChange(room, client.actor, (b) => addObjects(b, [object('chair', client.userId, chair, 800)], `seed-${randomBytes(4).toString('hex')}`));
  return { designer, client, boardId, sofa };
}

async function openRoom(page: Page, boardId: string) {
  await visit(page, `${shop.base}/threeD?boardId=${boardId}`);
  await eventually(() => page.getByTestId('room3d-stage').getAttribute('data-state')).toBe('ready');
  await eventually(() => page.locator('.room3d__status').textContent()).toMatch(/^Live/);
}

const pose = async (page: Page, id: string) => (await page.locator(`[data-piece="${id}"]`).getAttribute('data-pose'))!.split(',').map(Number);
const poseText = (page: Page, id: string) => page.locator(`[data-piece="${id}"]`).getAttribute('data-pose');

/** Select a piece from the list and give the scene the keyboard. */
async function choose(page: Page, name: string) {
  await page.locator('.room3d__pieces').getByRole('button', { name }).click();
  await page.locator('[data-testid="room3d-stage"] canvas').focus();
}

describe('the board as a 3D room, live (issue 23)', () => {
  it('the designer moves the sofa, the client sees it move and its warning; the client cannot move it; undo takes back only the mover\'s change', async () => {
    const { designer, client, boardId, sofa } = await furnishedBoard();
    const d = await signedInOnHome(browser, shop.base, designer.email, clientPassword, 1366, 900);
    const c = await signedInOnHome(browser, shop.base, client.email, clientPassword, 1366, 900);
    await openRoom(d.page, boardId);
    await openRoom(c.page, boardId);
    // Nothing placed yet: both see the same first layout, the sofa at its true size.
    expect(await poseText(c.page, 'sofa')).toBe(await poseText(d.page, 'sofa'));
    expect(await d.page.locator('[data-piece="sofa"]').getAttribute('data-placed')).toBe('no');
    const [x0, y0, rotation] = await pose(d.page, 'sofa');
    const warningsBefore = await c.page.getByTestId('room3d-warnings').innerText();

    // The designer nudges the sofa 30 cm towards the coffee table in front of it.
    const front = facing(rotation!);
    const key = Math.abs(front.x) > Math.abs(front.y) ? (front.x > 0 ? 'ArrowRight' : 'ArrowLeft') : front.y > 0 ? 'ArrowDown' : 'ArrowUp';
    await choose(d.page, sofa.name);
    await eventually(() => d.page.locator('.room3d__buy').innerText()).toContain(sofa.name);
    await eventually(() => d.page.locator('.room3d__buy').innerText()).toContain('Add to cart');
    for (let i = 1; i <= 3; i++) {
      await d.page.keyboard.press(key);
      await eventually(() => pose(d.page, 'sofa')).not.toEqual([x0, y0, rotation]);
    }
    const moved = await pose(d.page, 'sofa');
    expect(Math.hypot(moved[0]! - x0!, moved[1]! - y0!)).toBeCloseTo(30, 5);
    await eventually(() => pose(c.page, 'sofa')).toEqual(moved);
    await eventually(() => c.page.getByTestId('room3d-warnings').innerText()).not.toBe(warningsBefore);
    await eventually(() => c.page.getByTestId('room3d-warnings').innerText()).toContain('sofa');

    // The client may not arrange the designer's sofa: nothing moves, here or there.
    await choose(c.page, sofa.name);
    await eventually(() => c.page.locator('.room3d__buy').innerText()).toContain('Only the designer arranges this piece.');
    await c.page.keyboard.press('ArrowLeft');
    await c.page.waitForTimeout(300);
    expect(await pose(c.page, 'sofa')).toEqual(moved);
    // … but moves their own armchair, which the designer sees.
    const chairName = (await c.page.locator('[data-piece="chair"] button').textContent())!;
    const chairBefore = await pose(c.page, 'chair');
    await choose(c.page, chairName);
    await c.page.keyboard.press('ArrowRight');
    await eventually(() => pose(d.page, 'chair')).toEqual([chairBefore[0]! + 10, chairBefore[1], chairBefore[2]]);

    // The designer's undo takes back their last move only: the sofa steps back 10 cm, the armchair stays.
    await d.page.getByRole('button', { name: 'Undo' }).click();
    const back = [moved[0]! - (moved[0]! - x0!) / 3, moved[1]! - (moved[1]! - y0!) / 3, rotation];
    await eventually(async () => (await pose(c.page, 'sofa')).map((v) => Math.round(v * 10) / 10)).toEqual(back.map((v) => Math.round(v! * 10) / 10));
    expect(await pose(d.page, 'chair')).toEqual([chairBefore[0]! + 10, chairBefore[1], chairBefore[2]]);

    // The floor plan beside the room, and as a PDF for the board's members only.
    expect(await d.page.getByTestId('room3d-plan').locator('svg > title').first().textContent()).toMatch(/^Floor plan/);
    const pdf = await d.page.request.get(`${shop.base}/design/download?boardId=${boardId}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect((await fetch(`${shop.base}/design/download?boardId=${boardId}`)).status).toBe(404);

    for (const [who, page] of [['designer', d.page], ['client', c.page]] as const) await page.screenshot({ path: `/tmp/room3d-e2e-${who}.png` }).catch(() => undefined);
    expect(d.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  });

  it('the designer widens the room and turns a door in the room panel; the client\'s page shows the new room, read-only', async () => {
    const { designer, client, boardId } = await furnishedBoard();
    const d = await signedInOnHome(browser, shop.base, designer.email, clientPassword, 1280, 900);
    const c = await signedInOnHome(browser, shop.base, client.email, clientPassword, 1280, 900);
    // The client is on a phone (signed in where the header shows its Sign in link).
    await c.page.setViewportSize({ width: 390, height: 844 });
    await openRoom(d.page, boardId);
    await openRoom(c.page, boardId);
    const panel = (page: Page) => page.getByTestId('room-panel');
    const width0 = Number(await panel(d.page).getAttribute('data-width'));
    expect(await panel(c.page).getAttribute('data-width')).toBe(String(width0));
    // The client reads the room; only the designer has its form.
    expect(await panel(c.page).locator('form').count()).toBe(0);
    await eventually(() => panel(c.page).innerText()).toContain('hinged on the left, opens into the room');

    // An absurd width: the room model's message on the field, nothing sent.
    await panel(d.page).getByLabel('Width (west to east)').fill('20');
    await panel(d.page).getByRole('button', { name: 'Apply size' }).click();
    await eventually(() => panel(d.page).locator('.field__error').first().textContent()).toContain("The room's width must be between 1 m and 30 m");
    expect(await panel(d.page).getAttribute('data-source')).toBe('default');

    await panel(d.page).getByLabel('Width (west to east)').fill(String(width0 + 150));
    await panel(d.page).getByRole('button', { name: 'Apply size' }).click();
    await eventually(() => panel(c.page).getAttribute('data-width')).toBe(String(width0 + 150));
    expect(await panel(c.page).getAttribute('data-source')).toBe('board');
    await eventually(() => c.page.getByTestId('room3d-plan').innerHTML()).toContain(`(${width0 + 150} cm)`);
    await panel(d.page).getByLabel('Hinge side').selectOption('right');
    await eventually(() => panel(c.page).innerText()).toContain('hinged on the right, opens into the room');
    await panel(d.page).getByLabel('Opens').selectOption('out');
    await eventually(() => panel(c.page).innerText()).toContain('hinged on the right, opens out of the room');

    // A window added where it fits, its sill raised, then taken away again: the client's page follows each change.
    const windows = (page: Page) => panel(page).locator('dt', { hasText: /^Window \d/ }).count();
    const before = await windows(c.page);
    await panel(d.page).getByRole('button', { name: 'Add a window' }).click();
    await eventually(() => windows(c.page)).toBe(before + 1);
    const added = panel(d.page).locator('[data-opening]').last();
    await added.getByLabel('Sill height').fill('100');
    await panel(d.page).getByRole('button', { name: 'Apply doors and windows' }).click();
    await eventually(() => panel(c.page).locator('dd').last().innerText()).toContain('sill at 3 ft 3 in (100 cm)');
    // A sill that would put the window through the ceiling: the room model's message on the field, nothing sent.
    await added.getByLabel('Sill height').fill('500');
    await panel(d.page).getByRole('button', { name: 'Apply doors and windows' }).click();
    await eventually(() => added.locator('.field__error').count()).toBe(1);
    await panel(d.page).getByTestId('room-openings').screenshot({ path: '/tmp/room-openings-e2e-designer.png' }).catch(() => undefined);
    expect(await panel(c.page).locator('dd').last().innerText()).toContain('sill at 3 ft 3 in (100 cm)');
    await added.getByRole('button', { name: /^Remove Window/ }).click();
    await eventually(() => windows(c.page)).toBe(before);
    expect(await c.page.getByTestId('room3d-stage').getAttribute('data-state')).toBe('ready');

    // In feet and inches, as the client's plan editor shows them.
    await panel(d.page).getByLabel('Feet and inches').check();
    const feet = Number(await panel(d.page).getByLabel('Width (west to east)', { exact: true }).inputValue());
    expect(feet).toBe(Math.floor((width0 + 150) / 30.48));

    for (const [who, page] of [['designer', d.page], ['client', c.page]] as const) await page.screenshot({ path: `/tmp/room-panel-e2e-${who}.png`, fullPage: true }).catch(() => undefined);
    // The designer on a phone: the panel's form stays within the page.
    await d.page.setViewportSize({ width: 390, height: 844 });
    const box = await panel(d.page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await panel(d.page).screenshot({ path: '/tmp/room-panel-e2e-designer-390.png' }).catch(() => undefined);
    // Back to the project's room.
    await panel(d.page).getByRole('button', { name: 'Use the typical room again' }).click();
    await eventually(() => panel(c.page).getAttribute('data-width')).toBe(String(width0));
    expect(await panel(c.page).getAttribute('data-source')).toBe('default');
    expect(d.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  });
});
