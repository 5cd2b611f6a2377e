import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { caseMessages } from '../../domain/content/design-case';
import { findAccountByEmail } from '../../projections/identity/accounts';
import { hasLooked } from '../../projections/content/case-looks';
import { caseById } from '../../projections/content/design-cases';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, toasts, visit } from './identity-browser';
import { designCasesTable } from '../../projections/content/design-cases';
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

  it('staff author a case in the console, publish it, and the site shows it', { timeout: 180_000 }, async () => {
    const { page, errors } = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword);
    await visit(page, `${shop.base}/admin/cases`);
    await page.locator('.RaLayout-root, .RaLayout-appFrame').first().waitFor({ timeout: 20_000 });
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/cases\/create/);
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'Title' }).fill('A bright reading nook');
    await form.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: 'Home Office' }).click();
    await form.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: 'Scandinavian' }).click();
    await form.getByRole('spinbutton', { name: 'Budget ($)' }).fill('1800');
    await form.getByRole('textbox', { name: 'Product ids (separated by commas)' }).fill('g00010, g00011');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    const row = await shop.runtime.db(designCasesTable).where({ title: 'A bright reading nook' }).first();
    expect(row).toMatchObject({ origin: 'staff', status: 'draft', style: 'Scandinavian', room_type_id: '4' });
    expect(Number(row.budget_cents)).toBe(180_000);
    await page.getByRole('button', { name: 'Publish' }).click();
    await eventually(async () => (await shop.runtime.db(designCasesTable).where({ case_id: row.case_id }).first()).status).toBe('published');
    await visit(page, `${shop.base}/design/case/${row.case_id}`);
    expect(await page.locator('h1').textContent()).toBe('A bright reading nook');
    expectClean(errors);
  });
});
