import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { getBoardRow } from '../../projections/canvas/boards';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import { emptyBoard } from '../../domain/canvas/board';
import { canvasCommands } from '../../domain/canvas/commands';
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

async function openRoom(page: Page, boardId: string) {
  await visit(page, `${shop.base}/threeD?boardId=${boardId}`);
  await eventually(() => page.getByTestId('room3d-stage').getAttribute('data-state')).toBe('ready');
  await eventually(() => page.locator('.room3d__status').textContent()).toMatch(/^Live/);
}

/** Views for the renders on the 3D page (issue 23, ADR 038). */
describe('views for the renders, in the browser', () => {
  it('the designer saves the camera’s view, renames it, saves another and removes it, and goes back to a view; the client has no such control', async () => {
    const designer = await registeredUser(shop.runtime, 'designer');
    const client = await registeredUser(shop.runtime, 'client');
    const project = { kind: 'need' as const, id: `t${randomBytes(6).toString('hex')}` };
    const boardId = boardIdFor(project);
    const members = [{ userId: designer.userId, role: 'designer' as const }, { userId: client.userId, role: 'client' as const }];
    const { changes } = createBoardDoc(emptyBoard());
    await shop.runtime.execute(canvasCommands.CreateBoard, { boardId, project, name: 'Views board', members, initialChanges: changes.map(toBase64) }, { actor: { kind: 'system' } }, { waitFor: ['canvas-boards'] });
    const d = await signedInOnHome(browser, shop.base, designer.email, clientPassword, 1280, 900);
    const c = await signedInOnHome(browser, shop.base, client.email, clientPassword, 1280, 900);
    await openRoom(d.page, boardId);
    await openRoom(c.page, boardId);
    const views = d.page.getByTestId('render-views');
    expect(await c.page.getByTestId('render-views').count()).toBe(0);

    await views.getByRole('button', { name: 'Save this view' }).click();
    await eventually(() => views.locator('.render-views__name').allTextContents()).toEqual(['View 1']);
    await views.getByRole('button', { name: 'Rename View 1' }).click();
    await views.getByLabel('View name').fill('Sofa corner');
    await views.getByRole('button', { name: 'Save name' }).click();
    await eventually(() => views.locator('.render-views__name').allTextContents()).toEqual(['Sofa corner']);
    // The server's board holds it, in room centimetres with the page's field of view.
    // The stored board (the read model): the app serves the page from its own process, so this process's rooms would be a stale copy.
    const storedViews = async () => (await getBoardRow(shop.runtime.db, boardId))!.board.views;
    await eventually(async () => (await storedViews())?.map((v) => v.name)).toEqual(['Sofa corner']);
    const saved = (await storedViews())![0]!;
    expect(saved.fov).toBe(50);
    expect(saved.eye.y).toBeGreaterThan(150);
    // A second view, then the first removed: each reaches the server.
    await views.getByRole('button', { name: 'Save this view' }).click();
    await eventually(() => views.locator('.render-views__name').allTextContents()).toEqual(['Sofa corner', 'View 1']);
    await eventually(async () => (await storedViews())?.map((v) => v.name)).toEqual(['Sofa corner', 'View 1']);
    await views.getByRole('button', { name: 'Remove View 1' }).click();
    await eventually(async () => (await storedViews())?.map((v) => v.name)).toEqual(['Sofa corner']);

    // Turn the room away, then back to the view: the camera stands where it was saved.
    await d.page.getByRole('button', { name: 'Walk through' }).click();
    await views.getByRole('button', { name: 'Go to this view' }).click();
    expect(await d.page.getByRole('button', { name: 'Overview' }).getAttribute('aria-pressed')).toBe('true');
    await d.page.screenshot({ path: '/tmp/render-views-e2e-designer.png', fullPage: true });
    expect(d.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  });
});
