import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoPassword } from '../../composition-root/demo/accounts';
import { eventually, expectClean, launchBrowser, modal, modalTitle, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Issue 20: signed out, /admin's 401 page offered two buttons that did nothing (the bare console page has no login modal). */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the sign-in page in front of the console', () => {
  it('"Sign in to continue" leads to sign-in and back to /admin afterwards', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const response = await visit(page, `${shop.base}/admin`);
    expect(response?.status()).toBe(401);
    await page.getByRole('link', { name: 'Sign in to continue' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirectTo') === '/admin');
    await eventually(() => modal(page).isVisible()).toBe(true);
    await modal(page).getByLabel('E-mail', { exact: true }).fill('staff@roomcraft.local');
    await modal(page).getByLabel('Password', { exact: true }).fill(demoPassword);
    await modal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
    await page.locator('.RaLayout-root, .RaLayout-appFrame').first().waitFor({ timeout: 20_000 });
    expectClean(errors, [401]);
  });

  it('"Create an account" opens the sign-up form, coming back to /admin', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/admin`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('register') === '1' && url.searchParams.get('redirectTo') === '/admin');
    await eventually(() => modal(page).isVisible()).toBe(true);
    await eventually(() => modalTitle(page)).toBe('Join Roomcraft');
    expectClean(errors, [401]);
  });

  it('a redirectTo off this site is not followed after sign-in', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/sign-in?redirectTo=${encodeURIComponent('//evil.example/admin')}`);
    await modal(page).getByLabel('E-mail', { exact: true }).fill('client@roomcraft.local');
    await modal(page).getByLabel('Password', { exact: true }).fill(demoPassword);
    await modal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.origin === shop.base && url.pathname === '/');
    expectClean(errors);
  });
});
