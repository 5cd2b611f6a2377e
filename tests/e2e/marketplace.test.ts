import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserForFile } from '../support/browser';
import { visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await browserForFile();
});

/** A page that collects the browser's own errors: script errors, failed loads, React warnings. */
async function openPage(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors };
}

async function search(page: Page, keywords: string) {
  await page.locator('#keywords').fill(keywords);
  await page.locator('#keywords').press('Enter');
  // The listing is what the search answers; the cards' pictures (drawn on first request) are checked on their own below.
  await page.waitForURL((url) => url.searchParams.get('keywords') === keywords, { waitUntil: 'commit' });
  await expect.poll(() => page.locator('.listing__count').count()).toBe(1);
}

describe('marketplace in a browser', () => {
  it('searches (typos too), opens a product and shows its name, price and pictures', async () => {
    const { page, errors } = await openPage(1280, 900);
    await visit(page, `${shop.base}/marketPlace/index`);
    await expect.poll(() => page.locator('.product-card').count()).toBe(20);

    await search(page, 'sofa');
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /sofa/i.test(n))).toBe(true);

    // A misspelling still finds chairs, and the page says what it searched for.
    await search(page, 'chiar');
    await expect.poll(() => page.locator('.listing__correction').textContent()).toContain('“chair”');
    const chairs = await page.locator('.product-card__name').allTextContents();
    expect(chairs.length).toBeGreaterThan(0);
    // Chairs, and the stools of the chair categories.
    expect(chairs.every((n) => /chair|stool/i.test(n)), chairs.join('; ')).toBe(true);

    const first = page.locator('.product-card').first();
    const name = (await first.locator('.product-card__name').textContent())!;
    await first.locator('a').click();
    await page.waitForURL(/\/marketPlace\/product\/[^/]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.locator('.buy-box .price-tag').textContent()).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);

    // Pictures are rendered from the product's own model (a chair or a stool) and actually load.
    const main = page.locator('.gallery__main img');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    expect(await main.getAttribute('src')).toMatch(/^\/media\/models\/[^/]+\/v\d+-(dining-chair|accent-chair|armchair|stool)-[a-z0-9-]+\.three-quarter\.webp$/);
    await expect.poll(() => page.locator('.gallery__thumb:not(.gallery__thumb--model)').count()).toBe(3);
    expect(await page.locator('.gallery__thumb--model').count()).toBe(1);
    // Clicking a thumbnail shows that picture large, once the page's scripts run.
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.gallery__thumb').nth(1).click();
    await expect.poll(() => main.getAttribute('src')).toMatch(/\.front\.webp$/);
    expect(errors).toEqual([]);
  });

  it('narrows the list with filters that the URL keeps, through a sort and a new search', async () => {
    const { page, errors } = await openPage(1366, 900);
    await visit(page, `${shop.base}/marketPlace/category/seating`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const before = Number(/of (\d+) products/.exec((await page.locator('.listing__count').textContent())!)![1]);
    await page.locator('.filters__group summary', { hasText: 'Colour' }).click();
    const sage = page.locator('.filters__group label', { hasText: 'Sage' });
    const count = Number(await sage.locator('.filters__count').textContent());
    expect(count).toBeGreaterThan(0);
    await sage.locator('input').check();
    await page.locator('.filters button[type="submit"]').click();
    await page.waitForURL(/colour=sage/);
    await expect.poll(() => page.locator('.listing__count').textContent()).toMatch(new RegExp(`of ${count} products?$`));
    expect(count).toBeLessThan(before);
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.length).toBe(Math.min(count, 20));
    expect(names.every((n) => /Sage/.test(n))).toBe(true);
    // The order changes; the filter stays.
    await page.selectOption('#sort', 'price_asc');
    await page.waitForURL(/sort=price_asc/);
    expect(page.url()).toMatch(/colour=sage/);
    await expect.poll(() => page.locator('.listing__count').textContent()).toMatch(new RegExp(`of ${count} products?$`));
    // Clearing the filters keeps the order.
    await page.locator('.filters__clear').click();
    await page.waitForURL((url) => !url.search.includes('colour='));
    expect(page.url()).toMatch(/sort=price_asc/);
    await expect.poll(() => page.locator('.listing__count').textContent()).toMatch(new RegExp(`of ${before} products$`));
    expect(errors).toEqual([]);
  });

  it('shows the mobile menu on a 390px-wide screen', async () => {
    const { page, errors } = await openPage(390, 844);
    await visit(page, `${shop.base}/`);
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    const toggle = page.locator('.mobile-menu__toggle');
    expect(await toggle.isVisible()).toBe(true);
    const panel = page.locator('.mobile-menu__panel');
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    await panel.getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL(/\/marketPlace\/index$/);
    await expect.poll(() => panel.isVisible()).toBe(false);

    // The cookie banner goes away for good once a choice is made.
    const banner = page.locator('.cookie-banner');
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await page.reload();
    await page.locator('.product-card').first().waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toContain('rc_consent=essential');

    // Issue 26: the footer's "Cookie settings" brings the choice back; it can be changed.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByText('Your current choice: essential only.').waitFor();
    await banner.getByRole('button', { name: 'Allow analytics' }).click();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toContain('rc_consent=analytics');
    expect(errors).toEqual([]);
  });
});
