import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { settled } from '../support/processes';
import { apiToken, eventually, expectClean, launchBrowser, modal, modalTitle, openPage, openSignIn, routerIdle, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 26's story in headless Chromium, through the first-party beacon and the
 * real pages: a visitor from one e-mail campaign chooses "Essential only" and
 * browses — nothing of theirs is kept; another, from another campaign, allows
 * analytics on the landing page, views a product, adds it, signs up and pays —
 * the console's funnel shows that visitor under their campaign, step by step,
 * with the revenue; the first campaign is nowhere.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
const day = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A counted, buyable product at list price under $500. */
async function aProduct() {
  const row = await shop.runtime.db('catalogue_goods_v1 as g')
    .join('catalogue_stock_v1 as s', 's.goods_id', 'g.id')
    .select('g.id', 'g.name', 'g.price_cents')
    .where({ 'g.delisted': false })
    .whereNull('g.sale_price_cents')
    .whereRaw("g.availability !~* '(not|out)'")
    .whereNotNull('g.mark_time')
    .where('s.on_hand', '>=', 10)
    .whereBetween('g.price_cents', [5_000, 50_000])
    .orderBy('g.id')
    .first();
  return row as { id: string; name: string; price_cents: number };
}

const trackingFacts = async () => Number((await shop.runtime.db('es_events').whereIn('type', ['TrackingEventCollected', 'VisitorLanded']).count<{ count: string }[]>('* as count'))[0]!.count);
const campaignsLanded = async () =>
  (await shop.runtime.db('es_events').where({ type: 'VisitorLanded' }).select('data')).map((r: { data: { touch: { values: { utm_campaign: string | null } } } }) => r.data.touch.values.utm_campaign);

/** Leaves the page the way a tab is closed: the beacon sends what it holds on `pagehide`. */
async function leave(page: Page) {
  await page.close({ runBeforeUnload: true });
}

describe('first-party tracking, consent and the funnel in a browser', () => {
  it('keeps nothing of a visitor who chose essential only; counts one who allowed analytics from landing to payment under their campaign', { timeout: 240_000 }, async () => {
    const product = await aProduct();

    // A: lands from the "story-declined" mail, chooses essential only, browses a product.
    const a = await openPage(browser);
    await visit(a.page, `${shop.base}/?utm_source=newsletter&utm_medium=email&utm_campaign=story-declined`);
    await a.page.getByRole('button', { name: 'Essential only' }).click();
    await visit(a.page, `${shop.base}/marketPlace/product/${product.id}`);
    await a.page.getByRole('heading', { level: 1 }).waitFor();
    await leave(a.page);
    expectClean(a.errors);
    await settled(shop.runtime);
    expect(await trackingFacts()).toBe(0);

    // B: lands from the "story-bf" mail and allows analytics there: the landing and its view are recorded then.
    const b = await openPage(browser);
    await visit(b.page, `${shop.base}/?utm_source=newsletter&utm_medium=email&utm_campaign=story-bf`);
    await b.page.getByRole('button', { name: 'Allow analytics' }).click();
    await eventually(async () => campaignsLanded()).toEqual(['story-bf']);
    // The product page marks itself (a product view); the cart line is the shop's own fact.
    await visit(b.page, `${shop.base}/marketPlace/product/${product.id}`);
    await b.page.getByRole('button', { name: 'Add to cart' }).click();
    await eventually(() => b.page.locator('.cart-link__count').textContent()).toBe('1');
    await b.page.locator('.cart-link').click();
    await b.page.waitForURL(/\/payment\/index\/cart/);
    await routerIdle(b.page);
    await b.page.getByRole('link', { name: 'Checkout' }).click();
    await b.page.waitForURL(/\/payment\/index\/checkout/);
    await openSignIn(b.page);
    await modal(b.page).getByRole('button', { name: 'Create an account' }).click();
    await modal(b.page).getByRole('button', { name: 'Sign up with e-mail' }).click();
    await eventually(() => modalTitle(b.page)).toBe('Sign up with e-mail');
    await modal(b.page).getByLabel('E-mail', { exact: true }).fill(`story-${Date.now()}@example.com`);
    await modal(b.page).getByLabel('Password', { exact: true }).fill('story shopper password');
    await modal(b.page).getByRole('button', { name: 'Create account' }).click();
    await eventually(() => modal(b.page).count()).toBe(0);
    await visit(b.page, `${shop.base}/payment/index/checkout`);
    await b.page.getByRole('link', { name: 'Continue to shipping' }).click();
    await b.page.waitForURL(/\/payment\/payStep\/shipping/);
    await b.page.getByLabel('First name').fill('Bea');
    await b.page.getByLabel('Last name').fill('Story');
    await b.page.getByLabel('Address', { exact: true }).fill('500 Congress Ave');
    await b.page.getByLabel('City').fill('Austin');
    await b.page.getByLabel('State').selectOption('TX');
    await b.page.getByLabel('Zip code').fill('78701');
    await b.page.getByRole('button', { name: 'Use this address' }).click();
    await b.page.waitForURL(/\/payment\/payStep\/billing/);
    await b.page.getByLabel('Name on card').fill('Bea Story');
    await b.page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await b.page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await b.page.getByLabel('Security code').fill('123');
    await b.page.getByRole('button', { name: 'Use this card' }).click();
    await b.page.waitForURL(/\/payment\/payStep\/review/);
    await b.page.getByRole('button', { name: /^Place order and pay/ }).click();
    await b.page.waitForURL(/\/payment\/confirmation\?orderId=/);
    await eventually(() => b.page.locator('h1').textContent()).toBe('Thank you! Your order is confirmed.');
    const paidText = (await b.page.locator('.summary__total dd').textContent())!;
    const paidCents = Math.round(Number(paidText.replace(/[$,]/g, '')) * 100);
    await leave(b.page);
    expectClean(b.errors);

    // The analyst's funnel by campaign: B under "story-bf", every step once, with the revenue; A nowhere.
    const analyst = await apiToken(shop.base, 'analyst@roomcraft.local', demoPassword);
    const byCampaign = async () => {
      await settled(shop.runtime);
      const res = await fetch(`${shop.base}/api/admin/analytics/funnels?funnel=shop&dimension=campaign&from=${day()}&to=${day()}`, { headers: { authorization: analyst } });
      return ((await res.json()) as { data: { rows: { value: string; steps: { visitors: number }[]; revenueCents: number }[] } }).data.rows;
    };
    await eventually(async () => (await byCampaign()).find((r) => r.value === 'story-bf')?.steps.map((s) => s.visitors)).toEqual([1, 1, 1, 1, 1]);
    const rows = await byCampaign();
    expect(rows.find((r) => r.value === 'story-bf')!.revenueCents).toBe(paidCents);
    expect(rows.map((r) => r.value)).not.toContain('story-declined');
    expect(await campaignsLanded()).toEqual(['story-bf']);

    // And in the console, as the analyst sees it.
    const { page: console_, errors: consoleErrors } = await signedInOnHome(browser, shop.base, 'analyst@roomcraft.local', demoPassword);
    await visit(console_, `${shop.base}/admin/analytics`);
    await console_.getByTestId('dimension-select').click();
    await console_.getByRole('option', { name: 'Campaign' }).click();
    await console_.getByTestId('dimension-table').getByText('story-bf').waitFor({ timeout: 30_000 });
    expect(await console_.getByTestId('dimension-table').getByText('story-declined').count()).toBe(0);
    await console_.screenshot({ path: `${tmpdir()}/tracking-story-console.png`, fullPage: true });
    expectClean(consoleErrors);
  });
});
