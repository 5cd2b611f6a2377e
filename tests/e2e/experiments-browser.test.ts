import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Issue 26 in headless Chromium: staff start a home experiment in the console, a visitor lands on their variant, staff stop it and the visitor sees the control. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the home experiment in a browser', () => {
  it('a visitor in the running home experiment lands on their variant; once staff stop it, on the control', { timeout: 180_000 }, async () => {
    const { page: console, errors: consoleErrors } = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword);
    await visit(console, `${shop.base}/admin/experiments`);
    await console.getByTestId('experiment-home-variants').waitFor({ timeout: 20_000 });
    // Every visitor of this experiment gets /home/dindex (the other variants weigh 0).
    await console.getByLabel('Id').fill('home-dindex');
    await console.getByLabel('Name').fill('Shop first');
    for (const arm of ['control', 'cindex', 'eindex', 'findex']) await console.getByLabel(`Weight ${arm}`).fill('0');
    await console.getByRole('button', { name: 'Create' }).click();
    const card = console.getByTestId('experiment-home-dindex');
    await card.waitFor();
    await card.getByRole('button', { name: 'Start' }).click();
    await eventually(async () => card.getByTestId('experiment-status').textContent()).toBe('running');
    expect(await card.getByTestId('experiment-verdict').textContent()).toMatch(/No winner yet\. Too early: 0 of 1000 planned visitors/);

    const { page: visitor, errors } = await openPage(browser);
    await visit(visitor, `${shop.base}/?utm_source=test`);
    expect(new URL(visitor.url()).pathname).toBe('/home/dindex');
    expect(new URL(visitor.url()).search).toBe('?utm_source=test');
    await visitor.locator('[data-home-variant="dindex"]').waitFor();
    expect(await visitor.locator('h1').first().textContent()).toBe('Shop the room, not just the piece');
    // Again: the same variant.
    await visit(visitor, `${shop.base}/`);
    expect(new URL(visitor.url()).pathname).toBe('/home/dindex');

    await card.getByRole('button', { name: 'Stop' }).click();
    await eventually(async () => card.getByTestId('experiment-status').textContent()).toBe('stopped');
    await visit(visitor, `${shop.base}/`);
    expect(new URL(visitor.url()).pathname).toBe('/');
    await visitor.locator('[data-home-variant="control"]').waitFor();
    expect(await visitor.locator('h1').first().textContent()).toBe('Interior design, made personal');
    expectClean(errors);
    expectClean(consoleErrors);
  });
});
