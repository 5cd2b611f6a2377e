import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { eventually, expectClean, launchBrowser, openPage, openSignIn, signInWithModal, visit } from './identity-browser';
import { startShop } from './shop-server';
import { ApiClient } from '../support/http-app';
import { displayProjectId } from '../../domain/projects/project-id';
import sharp from 'sharp';
import { PageVisitor } from './page-visitor';

/**
 * The staff console in headless Chromium (issue 11): staff change a price and
 * the storefront shows it; a salesman does not see discount codes. (A client's
 * 'No access.' on /admin needs no browser: identity-pages.test.ts.)
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
  await opened.page.getByRole('button', { name: 'Essential only' }).click();
  await openSignIn(opened.page);
  await signInWithModal(opened.page, email, demoPassword);
  return opened;
}

async function openConsole(page: Page, path = '') {
  await visit(page, `${shop.base}/admin${path}`);
  await page.locator('.RaLayout-root, .RaLayout-appFrame').first().waitFor({ timeout: 20_000 });
}

const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };

async function demoClient() {
  const api = new ApiClient(shop.base, null, '198.51.100.61');
  expect((await api.call('/client/login', { email: 'client@roomcraft.local', password: demoPassword })).success).toBe(true);
  return api;
}

/** A paid order of the demo client, through the checkout's own calls. */
async function paidOrder() {
  const api = await demoClient();
  const goods = await shop.runtime.db('catalogue_goods_v1').select('id', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const buyable = goods.find((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time))!;
  expect((await api.call('/cart/save', { goodsId: buyable.id, count: 1 })).status).toBe(200);
  const address = await api.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Client', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
  const checkoutId = `chk-${Math.random().toString(36).slice(2, 12)}`;
  const order = await api.call('/order/manage/saveOrder', { checkoutId, addressId: address.data.id });
  expect((await api.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-${checkoutId}`, ...card })).status).toBe(200);
  return order.data as { orderId: string; orderNumber: string };
}

/** A paid design project of the demo client, waiting for a designer. */
async function paidProject() {
  const api = await demoClient();
  const pk = await api.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] });
  const needId = (await shop.runtime.db('projects_needs_v1').where({ package_id: pk.data }).first()).need_id as string;
  expect((await api.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).data).toMatchObject({ status: 'PAID' });
  return needId;
}

/** A bedroom project of the demo client with one captioned photo of the room (issue 23) → its needId. */
async function projectWithPhoto() {
  const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', demoPassword);
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
  const needId = new URL(chosen.location!, 'http://x').searchParams.get('needId')!;
  await v.get(`/design/upload?needId=${needId}`);
  const form = new FormData();
  for (const [k, val] of Object.entries({ csrf: v.csrf, intent: 'upload', formId: crypto.randomUUID(), captions: 'North wall, morning light' })) form.append(k, val);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a8caf' } }).jpeg().toBuffer();
  form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'north.jpg');
  const res = await fetch(`${shop.base}/design/upload?needId=${needId}`, { method: 'POST', body: form, redirect: 'manual', headers: { cookie: v.cookie, origin: shop.base } });
  expect(res.status).toBe(302);
  return needId;
}

describe('the staff console in a browser', () => {
  it('shows a project’s room photos to staff on its page', { timeout: 120_000 }, async () => {
    const needId = await projectWithPhoto();
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await openConsole(page, `/projects/${needId}/show`);
    const photos = page.getByTestId('room-photos');
    await photos.waitFor();
    const img = photos.getByRole('img', { name: 'North wall, morning light' });
    await eventually(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800);
    expect(await photos.textContent()).toContain('North wall, morning light · uploaded');
    expect(await img.getAttribute('src')).toMatch(new RegExp(`^/design/photo/${needId}/`));
    expectClean(errors);
  });

  it('lets staff list goods, change a price, and the storefront shows it', { timeout: 120_000 }, async () => {
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await openConsole(page);
    await page.getByTestId('orders-30').waitFor();
    // The mail queue beside the read models: waiting · failed.
    expect(await page.getByTestId('mail-queue').textContent()).toMatch(/^\d+ · \d+/);
    // Reviews waiting for moderation, as the ratings read model counts them, leading to the Reviews list filtered to them.
    const waiting = await shop.runtime.db('ratings_product_reviews_v1').where({ status: 'pending' }).count<{ n: string }[]>({ n: '*' });
    expect(await page.getByTestId('reviews-pending').textContent()).toBe(String(Number(waiting[0]!.n)));
    await page.getByTestId('reviews-pending').getByRole('link').click();
    await page.waitForURL(/\/admin\/reviews\?.*filter=[^&]*pending/);
    await page.getByRole('menuitem', { name: 'Goods' }).click();
    await page.waitForURL(/\/admin\/goods/);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await eventually(() => rows.count()).toBeGreaterThan(5);
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

  it('ships an order with carrier and tracking number, and the client’s order page shows the tracking', { timeout: 120_000 }, async () => {
    const order = await paidOrder();
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await openConsole(page, `/orders/${order.orderId}/show`);
    await page.getByRole('button', { name: 'Ship' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Carrier/).fill('UPS');
    await dialog.getByLabel(/Tracking number/).fill('1Z999AA10123456784');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await eventually(() => page.locator('table[aria-label="Lines"]').textContent()).toContain('UPS 1Z999AA10123456784');
    expectClean(errors);
    const client = await signedIn('client@roomcraft.local');
    await visit(client.page, `${shop.base}/order/detail/${order.orderId}`);
    expect(await client.page.locator('main').textContent()).toContain('1Z999AA10123456784');
    expectClean(client.errors);
  });

  it('assigns a designer, who then sees the project in their workspace', { timeout: 120_000 }, async () => {
    const needId = await paidProject();
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await openConsole(page, `/projects/${needId}/show`);
    await page.getByRole('button', { name: 'Assign designer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Designer' }).click();
    await page.getByRole('option', { name: /Dana Designer/ }).first().click();
    await dialog.getByRole('button', { name: 'Assign designer' }).click();
    await eventually(async () => (await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first()).designer_id).toBe('demo-designer');
    expectClean(errors);
    const designer = await signedIn('designer@roomcraft.local');
    await visit(designer.page, `${shop.base}/hidden/project/index`);
    expect(await designer.page.locator('main').textContent()).toContain(displayProjectId(needId));
    expectClean(designer.errors);
  });

  it('keeps the dashboard and a list to a phone’s width: wide tables scroll inside their cards', { timeout: 60_000 }, async () => {
    const { page, errors } = await signedIn('staff@roomcraft.local');
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    await openConsole(page);
    await page.getByTestId('revenue-30').waitFor();
    expect(await widths()).toEqual({ page: 390, screen: 390 });
    // The card to the right of the first one is on the screen whole.
    expect((await page.getByTestId('revenue-today').boundingBox())!.x + (await page.getByTestId('revenue-today').boundingBox())!.width).toBeLessThanOrEqual(390);
    await openConsole(page, '/goods');
    await page.locator('tbody tr').first().waitFor();
    expect(await widths()).toEqual({ page: 390, screen: 390 });
    expectClean(errors);
  });

  it('sends a visitor to sign in from /admin, and loads the console’s code on /admin only', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const response = await page.goto(`${shop.base}/admin`);
    expect(response?.status()).toBe(401);
    expect(await page.locator('main').textContent()).toContain('Please sign in');
    await visit(page, `${shop.base}/`);
    await visit(page, `${shop.base}/marketPlace/product/g00004`);
    expect(scripts.filter((s) => /\/App-[\w-]+\.js$/.test(s))).toEqual([]);
    expectClean(errors, [401]);
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
});
