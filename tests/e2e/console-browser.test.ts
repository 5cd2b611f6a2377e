import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { eventually, expectClean, launchBrowser, openPage, openSignIn, signInWithModal, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * The staff console in headless Chromium (issue 11): staff change a price and
 * the storefront shows it; a salesman does not see discount codes; a client
 * gets 'No access.'.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function signedIn(email: string) {
  const opened = await openPage(browser);
  await visit(opened.page, `${shop.base}/`);
  await opened.page.getByRole('button', { name: 'Got it' }).click();
  await openSignIn(opened.page);
  await signInWithModal(opened.page, email, demoPassword);
  return opened;
}

async function openConsole(page: Page, path = '') {
  await visit(page, `${shop.base}/admin${path}`);
  await page.locator('.RaLayout-root, .RaLayout-appFrame').first().waitFor({ timeout: 20_000 });
}

describe('the staff console in a browser', () => {
  it('lets staff list goods, change a price, and the storefront shows it', { timeout: 120_000 }, async () => {
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await openConsole(page);
    await page.getByTestId('orders-30').waitFor();
    await page.getByRole('menuitem', { name: 'Goods' }).click();
    await page.waitForURL(/\/admin\/goods/);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    const goods = await shop.runtime.db('catalogue_goods_v1').select('id', 'name').where({ id: 'g00004' }).first();
    await visit(page, `${shop.base}/admin/goods/g00004`);
    await page.getByRole('button', { name: 'Change price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price (cents)').fill('43210');
    await dialog.getByLabel(/Sale price/).fill('');
    await dialog.getByRole('button', { name: 'Change price' }).click();
    await eventually(() => page.getByTestId('goods-price').textContent()).toContain('$432.10');
    await visit(page, `${shop.base}/marketPlace/product/g00004`);
    expect(await page.locator('main').textContent()).toContain('432.10');
    expect(goods.name.length).toBeGreaterThan(0);
    expectClean(errors);
  });

  it('hides discount codes from a salesman, who still sees customers and orders', { timeout: 60_000 }, async () => {
    const { page, errors } = await signedIn('salesman@roomcraft.local');
    await openConsole(page);
    await page.getByRole('menuitem', { name: 'Orders' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Customers' }).count()).resolves.toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Discount codes' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Goods' }).count()).toBe(0);
    expectClean(errors);
  });

  it('answers a client No access. on /admin', { timeout: 60_000 }, async () => {
    const { page, errors } = await signedIn('client@roomcraft.local');
    const response = await page.goto(`${shop.base}/admin`);
    expect(response?.status()).toBe(403);
    expect(await page.locator('main').textContent()).toContain('No access.');
    expectClean(errors, [403]);
  });
});
