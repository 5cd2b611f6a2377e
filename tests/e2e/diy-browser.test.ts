import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, expectClean, launchBrowser, openPage, toasts, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the DIY flow in a browser', () => {
  it('a visitor chooses a bedroom, styles and a budget, adds an idea to the cart, drops another and saves the board', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/diy`);
    expect(new URL(page.url()).pathname).toBe('/diy/room');
    const start = page.getByTestId('diy-next');
    expect(await start.isDisabled()).toBe(true);
    await page.getByTestId('diy-room-Bedroom').click();
    await start.click();
    await page.waitForURL(/\/diy\/image\?id=dy[a-f0-9]{16}$/);
    const id = new URL(page.url()).searchParams.get('id')!;

    await page.waitForSelector('html[data-hydrated="true"]');
    const photos = page.locator('.picture-choice');
    for (const i of [0, 2, 4]) await photos.nth(i).click();
    await page.getByTestId('diy-next').click();
    await page.waitForURL(`${shop.base}/diy/budget?id=${id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('Refresher').click();
    await page.getByTestId('diy-next').click();
    await page.waitForURL(`${shop.base}/diy/rendering?id=${id}`);
    await page.waitForSelector('html[data-hydrated="true"]');

    // Add the first idea to the cart: the toast says so and the header counts it.
    const first = page.locator('.diy-idea').first();
    await first.getByRole('button', { name: 'Add to cart' }).click();
    await eventually(() => toasts(page)).toContain('Added To Cart.');
    await eventually(() => page.locator('.cart-link__count').textContent()).toBe('1');

    // Dropping a kept idea changes the board's total at once.
    const before = await page.getByTestId('diy-total').textContent();
    const keptIdeas = page.locator('.diy-idea.is-chosen');
    const count = await keptIdeas.count();
    expect(count).toBeGreaterThan(3);
    await keptIdeas.nth(1).locator('input[name="goodsIds"]').uncheck();
    await eventually(() => page.locator('.diy-idea.is-chosen').count()).toBe(count - 1);
    expect(await page.getByTestId('diy-total').textContent()).not.toBe(before);

    await page.getByRole('button', { name: 'Save to my projects' }).click();
    await page.waitForURL(`${shop.base}/project/index?status=DIY`);
    const row = await shop.runtime.db('diy_projects_v1').where({ diy_id: id }).first();
    expect(row.status).toBe('SAVED');
    expect(row.answers.RENDERING.goodsIds).toHaveLength(count - 1);
    expectClean(errors);
  });
});
