import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/** The free AI mood board (issue 25) in headless Chromium: a visitor makes a board, swaps a piece, adds it all to the cart, and the cart holds those products. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the free AI mood board in a browser', () => {
  it('a visitor makes a free AI board, swaps a piece, adds everything to the cart, and the cart holds those products', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/design/ai/newindex`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('h1').textContent()).toBe('We Love a Mood Board');
    const form = page.getByRole('form', { name: 'Make my AI mood board' });
    await form.locator('select[name="room"]').selectOption('Living Room');
    await form.locator('select[name="style"]').selectOption('Mid-century');
    await form.getByLabel('Budget ($)').fill('4000');
    await form.getByRole('button', { name: 'Make my mood board' }).click();
    await page.waitForURL(/\/design\/ai\/board\/ab[0-9a-f]{16}$/);
    const boardId = page.url().split('/').pop()!;
    expect(await page.getByTestId('aiboard-total').textContent()).toMatch(/of your \$4,000\.00 budget$/);

    // Swap the first piece that has an alternative.
    const slot = page.locator('.aiboard__slot').filter({ has: page.getByRole('button', { name: /^Swap for / }) }).first();
    const key = (await slot.getAttribute('data-slot'))!;
    const before = (await slot.getAttribute('data-goods-id'))!;
    await slot.getByRole('button', { name: /^Swap for / }).click();
    const swapped = page.locator(`.aiboard__slot[data-slot="${key}"]`);
    await eventually(() => swapped.getAttribute('data-goods-id')).not.toBe(before);
    const shown = await page.locator('.aiboard__slot').evaluateAll((els) => els.map((el) => el.getAttribute('data-goods-id')!));
    expect(shown).not.toContain(before);
    const row = await shop.runtime.db('aiboards_boards_v1').where({ board_id: boardId }).first();
    expect(row.swapped).toEqual([key]);

    // Everything into the cart: the cart holds exactly the board's pieces.
    await page.getByRole('button', { name: 'Add everything to the cart' }).click();
    await page.waitForURL(/\/payment\/index\/cart/);
    const visitorId = (await shop.runtime.db('diy_projects_v1').where({ diy_id: row.diy_id }).first()).owner_id as string;
    await eventually(async () => ((await shop.runtime.db('cart_lines_v1').where({ owner_id: visitorId }).pluck('goods_id')) as string[]).sort().join(',')).toBe([...shown].sort().join(','));
    expectClean(errors);
  });
});
