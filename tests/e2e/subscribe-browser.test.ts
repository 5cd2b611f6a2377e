import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the AI subscription and the Glow-Up block in a browser', () => {
  it('a visitor signs in from /remodel/subscribe, a declined card says why, another card subscribes once, and cancelling keeps the month', async () => {
    const { userId, email } = await newClientAccount(shop.runtime, 'sub-browser');
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/remodel/subscribe`);
    await page.getByRole('link', { name: 'Sign in to subscribe' }).click();
    await page.waitForURL('**/sign-in?redirectTo=%2Fremodel%2Fsubscribe');
    await page.locator('input[name="email"]').first().fill(email);
    await page.locator('input[name="password"]').first().fill(clientPassword);
    await page.locator('input[name="password"]').first().press('Enter');
    await page.waitForURL('**/remodel/subscribe');
    await page.waitForSelector('html[data-hydrated="true"]');

    await page.getByLabel('Name on card').fill('Ada Client');
    await page.getByLabel(/Card number/).fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/31');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Subscribe for $19.99 a month' }).click();
    await page.getByText('Your card was declined.').waitFor();
    expect(await shop.runtime.db('subscriptions_v1').where({ client_id: userId })).toEqual([]);

    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe for $19.99 a month' }).dblclick();
    await page.waitForURL('**/remodel/success');
    await page.getByRole('heading', { name: 'You are subscribed to AI Designer' }).waitFor();
    const charged = await shop.runtime.db('payment_sandbox_charges').whereRaw(`metadata::jsonb ->> 'clientId' = ?`, [userId]).where({ status: 'succeeded' });
    expect(charged.map((c) => c.amount_cents)).toEqual([1999]);
    expect(await page.locator('.subscription-facts').textContent()).toContain('$19.99 a month');

    await page.getByRole('button', { name: 'Cancel at the end of this month' }).click();
    await page.getByRole('heading', { name: 'Your subscription is cancelled' }).waitFor();
    expect(await page.locator('.subscription-facts').textContent()).toContain('Ends on');
    expectClean(errors, [402]);
  });

  it('a room of the Glow-Up block starts its AI design', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/remodel/home`);
    await page.locator('.glow-up').getByRole('link', { name: 'Kitchen' }).click();
    await page.waitForURL(/\/design\/image\?packageId=pk[a-f0-9]+/);
    expectClean(errors);
  });
});
