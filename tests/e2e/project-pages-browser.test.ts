import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoPassword } from '../../composition-root/demo/accounts';
import { clientPassword, signedInClient } from '../support/clients';
import { ApiClient } from '../support/http-app';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });

describe('project pages in a browser', () => {
  it('asks for a revision, is told a decline, upgrades and rates, with scripts on', async () => {
    const staff = new ApiClient(shop.base, null, '192.0.2.50');
    await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword });
    const designer = new ApiClient(shop.base, null, '192.0.2.51');
    await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword });
    const api = await signedInClient(shop.runtime, shop.base, 'ppb');
    const packageId = (await api.call('/multipleNeed/saveNeedList', { list: [site('1', 'Living Room')] })).data;
    const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: packageId });
    const needId = row.need_id as string;
    expect((await api.call('/need/manage/payNeed', { needId, plan: 'KICK_START', cardName: 'Ada', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' })).status).toBe(200);
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
    expect((await designer.call(`/designer/projects/${needId}/deliver`, {})).status).toBe(200);

    const signedIn = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = signedIn.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const { page, errors } = await openPage(context);

    // /project/info opens on the messages; Kick-Start's revisions are counted until 30 days after delivery.
    await visit(page, `${shop.base}/project/info?needId=${needId}`);
    await page.waitForURL(/\/project\/info\/messages\?needId=/);
    await eventually(() => page.locator('.project-facts').textContent()).toMatch(/2 revisions left until [A-Z][a-z]{2} \d{1,2}/);

    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Design', exact: true }).click();
    await page.waitForURL(/\/project\/info\/design\?/);
    await page.getByRole('button', { name: 'Ask for a revision' }).click();
    await eventually(() => page.locator('.field__error').first().textContent()).toBe('Please tell your designer what to change');
    await page.getByLabel('What should your designer change?').fill('A lighter rug');
    await page.getByRole('button', { name: 'Ask for a revision' }).click();
    await page.waitForURL(/revised=1/);
    await eventually(() => page.getByRole('status').first().textContent()).toContain('Your revision request is with your designer.');
    await eventually(() => page.locator('.project-facts').textContent()).toContain('1 revision left');

    // Upgrade: the difference before paying; a declined card leaves the plan alone.
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('link', { name: 'Choose Classic' }).click();
    await eventually(() => page.locator('.project-pay h3').textContent()).toBe('Upgrade to Classic: $40.00 now');
    await page.getByLabel('Name on card').fill('Ada Client');
    await page.getByLabel(/^Card number/).fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/31');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $40.00 with this card' }).click();
    await eventually(() => page.locator('.form-alert').textContent()).toBe('Your card was declined.');
    expect((await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first()).plan).toBe('KICK_START');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $40.00 with this card' }).click();
    await page.waitForURL(/upgraded=CLASSIC/);
    await eventually(() => page.getByRole('status').first().textContent()).toBe('Your project is now on the Classic plan.');
    await eventually(() => page.locator('.project-facts').textContent()).toContain('Classic');

    // A rating, 1 to 5 stars.
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Design', exact: true }).click();
    await page.waitForURL(/\/project\/info\/design\?/);
    await page.getByLabel('★★★★ 4').check();
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await page.waitForURL(/rated=1/);
    await eventually(() => page.locator('.project-form h3').last().textContent()).toBe('You rated it 4 of 5 stars');

    expectClean(errors, [400, 402]);
    await context.close();
  });
});
