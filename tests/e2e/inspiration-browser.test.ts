import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Issue 24 in headless Chromium: search from the header and open a case; browse /inspiration by style. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('inspiration and search in a browser', () => {
  it('a visitor searches from the header and opens a case from /search', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/`);
    const box = page.locator('header').getByRole('searchbox', { name: 'Search Roomcraft' });
    await box.fill('scandinavian kitchen');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=scandinavian\+kitchen$/);
    await page.getByRole('heading', { name: 'Results for “scandinavian kitchen”', level: 1 }).waitFor();
    const hit = page.locator('a.search-hit[data-type="case"]').first();
    const title = (await hit.locator('h2').textContent())!;
    await hit.click();
    await page.waitForURL(/\/design\/case\/[A-Za-z0-9_-]+$/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expectClean(errors);
  });

  it('a visitor opens Inspiration from the header and narrows it by style', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/`);
    await page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Inspiration' }).click();
    await page.waitForURL(/\/inspiration\?v=[0-9a-z]+$/);
    await page.getByRole('heading', { name: 'Inspiration', level: 1 }).waitFor();
    expect(await page.locator('.case-card').count()).toBe(24);
    await page.getByRole('navigation', { name: 'Filter the ideas' }).getByRole('link', { name: 'Coastal', exact: true }).click();
    await page.waitForURL(/\/inspiration\?style=Coastal&v=[0-9a-z]+$/);
    await expect.poll(async () => (await page.locator('.case-card__facts').allTextContents()).every((t) => t.startsWith('Coastal ·'))).toBe(true);
    expect(await page.locator('.case-card').count()).toBeGreaterThan(0);
    expectClean(errors);
  });
});
