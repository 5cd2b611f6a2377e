import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { diyThroughBudget } from './diy-visitor';
import { startShop } from './shop-server';
import { settled } from '../support/processes';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

/** A visitor's DIY bedroom through the budget step (without scripts), then the same visitor in a 1366 × 768 browser on the ideas. */
async function ideasPage() {
  const { v, diyId, q } = await diyThroughBudget(shop.base);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const [name, value] = v.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
  const opened = await openPage(context);
  await visit(opened.page, `${shop.base}/diy/rendering?${q}`);
  return { ...opened, diyId, q };
}

describe('arranging the DIY ideas on a mood board', () => {
  it('the pieces ticked are the pieces kept: the link counts them and the board opens with them, its product list kept to the room', { timeout: 90_000 }, async () => {
    const { page, errors, diyId, q } = await ideasPage();
    // Untick one of the ideas ticked for us; nothing is saved yet.
    const chosen = page.locator('.diy-idea.is-chosen');
    const first = await chosen.count();
    expect(first).toBeGreaterThan(3);
    await chosen.nth(0).locator('input[name="goodsIds"]').uncheck();
    await eventually(() => chosen.count()).toBe(first - 1);
    const ticked = await chosen.locator('input[name="goodsIds"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const arrange = page.getByTestId('diy-arrange');
    expect(await arrange.textContent()).toBe(`Arrange your ${ticked.length} pieces on a mood board`);

    await arrange.click();
    await page.waitForURL(`${shop.base}/div/moodboard?${q}`);
    await page.getByTestId('board-canvas').waitFor();
    // No "Place my pieces" step: they are on the board, one each, and saved as kept.
    expect(await page.getByTestId('diy-place').count()).toBe(0);
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => page.locator('[data-layer]').count()).toBe(ticked.length);
    const row = await shop.runtime.db('diy_projects_v1').where({ diy_id: diyId }).first();
    expect([...row.answers.RENDERING.goodsIds].sort()).toEqual([...ticked].sort());
    const boardId = (await shop.runtime.db('canvas_boards_v1').where({ project_kind: 'diy', project_id: diyId }).first()).board_id as string;
    await settled(shop.runtime);
    const board = (await shop.runtime.db('canvas_boards_v1').where({ board_id: boardId }).first()).board;
    expect(Object.values(board.objects as Record<string, { objMeta: { productId: string } }>).map((o) => o.objMeta.productId).sort()).toEqual([...ticked].sort());

    // The editor's product list is the bedroom's.
    await page.getByRole('tab', { name: 'Add' }).click();
    await eventually(() => page.getByTestId('product-results').getAttribute('data-scope')).toBe('room');
    expect(await page.locator('.mbe-scope').textContent()).toContain('Bedroom');
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots-ux'}/diy-board-1366.png` });

    // Back on the ideas, one more ticked and arranged again: it joins the board; nothing is placed twice.
    await visit(page, `${shop.base}/diy/rendering?${q}`);
    await page.locator('.diy-idea:not(.is-chosen) input[name="goodsIds"]').first().check();
    await page.getByTestId('diy-arrange').click();
    await page.waitForURL(`${shop.base}/div/moodboard?${q}`);
    await page.getByTestId('board-canvas').waitFor();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => page.locator('[data-layer]').count()).toBe(ticked.length + 1);

    // The same board as a room in 3D (issue 23), for the visitor who owns it: their pieces, each theirs to arrange.
    await page.getByRole('link', { name: 'Room in 3D' }).click();
    await page.waitForURL(/\/threeD\?boardId=/);
    await eventually(() => page.getByTestId('room3d-stage').getAttribute('data-state')).toBe('ready');
    expect(await page.locator('.room3d__pieces li').count()).toBe(ticked.length + 1);
    await page.locator('.room3d__pieces button').first().click();
    await eventually(() => page.locator('.room3d__buy').innerText()).toContain('Turn right');
    expectClean(errors);
  });

  it('before anything is saved, the board step counts the ideas shown ticked and places them', { timeout: 60_000 }, async () => {
    const { page, errors, q } = await ideasPage();
    const ticked = await page.locator('.diy-idea.is-chosen').count();
    expect(ticked).toBeGreaterThan(0);
    await visit(page, `${shop.base}/div/moodboard?${q}`);
    expect(await page.locator('.mb-empty-page').textContent()).toContain(`Your board starts with the ${ticked} pieces you kept`);
    await page.getByTestId('diy-open-board').click();
    await page.getByTestId('board-canvas').waitFor();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => page.locator('[data-layer]').count()).toBe(ticked);
    expectClean(errors);
  });
});
