import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { caseMessages } from '../../domain/content/design-case';
import { findAccountByEmail } from '../../projections/identity/accounts';
import { hasLooked } from '../../projections/content/case-looks';
import { caseById } from '../../projections/content/design-cases';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, toasts, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Issue 24 in headless Chromium: from the footer to a case, its products into the cart, the looked-at history and a report. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('design cases in a browser', () => {
  it('a visitor finds a case from the footer and adds one of its products to the cart', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/`);
    await page.locator('footer').getByRole('link', { name: 'Design cases' }).click();
    await page.waitForURL(/\/design\/case$/);
    await page.getByRole('heading', { name: 'Design cases', level: 1 }).waitFor();
    expect(await page.locator('.case-card').count()).toBe(10);
    await page.locator('.case-card a').first().click();
    await page.waitForURL(/\/design\/case\/[A-Za-z0-9_-]+$/);
    await page.getByRole('heading', { name: 'Shop this room' }).waitFor();
    const product = page.locator('.case-product').filter({ has: page.locator('button:not([disabled])', { hasText: /add to cart/i }) }).first();
    await product.getByRole('button', { name: /add to cart/i }).click();
    await eventually(async () => (await toasts(page)).join(' ')).not.toBe('');
    expectClean(errors);
  });

  it('a signed-in reader’s visit is recorded, and they can report the case', { timeout: 120_000 }, async () => {
    const { page, errors } = await signedInOnHome(browser, shop.base, 'client@roomcraft.local', demoPassword);
    const userId = (await findAccountByEmail(shop.runtime.db, 'client@roomcraft.local'))!.id;
    await visit(page, `${shop.base}/design/case/demo-8-4`);
    await eventually(() => hasLooked(shop.runtime.db, userId, 'demo-8-4')).not.toBeNull();
    await page.getByText('Report this case').click();
    await page.getByLabel('What is wrong with it?').fill('The budget looks wrong.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await eventually(async () => (await toasts(page)).join(' ')).toContain(caseMessages.reported);
    expect((await caseById(shop.runtime.db, 'demo-8-4'))!.reportCount).toBe(1);
    expectClean(errors);
  });
});
