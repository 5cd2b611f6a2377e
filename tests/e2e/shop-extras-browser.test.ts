import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoPassword } from '../../composition-root/demo/accounts';
import { deliveryEstimate, deliveryText, notDeliverableText } from '../../domain/catalogue/delivery';
import type { ShippingType } from '../../domain/catalogue/goods';
import { recentlyViewedKey } from '../../app/catalogue/recently-viewed-store';
import { browserForFile } from '../support/browser';
import { apiToken, eventually, expectClean, openPage, openSignIn, signInWithModal, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 22, what a shopper expects of the product page and the listing: the
 * pictures full screen, the delivery window, "recently viewed" and the filters
 * folded on a phone.
 */
interface Goods {
  id: string;
  name: string;
  purchasable: boolean;
  stock: number | null;
  shippingType: ShippingType;
  listed: boolean;
}

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let staff: string;
/** Products in stock (a, b, c), one staff mark out of stock and one they delist. */
let a: Goods, b: Goods, c: Goods, out: Goods, gone: Goods;

const goodsByIds = async (ids: string[]): Promise<Goods[]> => (await (await fetch(`${shop.base}/api/goods/getByIds?ids=${ids.join(',')}`)).json()).data;

async function asStaff(path: string, body?: unknown, method = 'POST') {
  const res = await fetch(shop.base + path, { method, headers: { authorization: staff, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, `${method} ${path}`).toBe(200);
}

beforeAll(async () => {
  shop = await startShop();
  browser = await browserForFile();
  staff = await apiToken(shop.base, 'staff@roomcraft.local', demoPassword);
  const ids = Array.from({ length: 30 }, (_, i) => `g${String(i + 1).padStart(5, '0')}`);
  const inStock = (await goodsByIds(ids)).filter((g) => g.purchasable && g.stock !== 0);
  [a, b, c, out, gone] = inStock;
  await asStaff(`/api/admin/goods/${out.id}/availability`, { availability: 'out of stock', markType: 'MANUAL', markTime: new Date().toISOString() });
  await asStaff(`/api/admin/goods/${gone.id}`, undefined, 'DELETE');
  const [nowOut, nowGone] = await goodsByIds([out.id, gone.id]);
  expect([nowOut.purchasable, nowOut.listed, nowGone.listed]).toEqual([false, true, false]);
});

const product = (g: Goods) => `${shop.base}/marketPlace/product/${g.id}`;
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-modal="true"]')));
const focusOnZoomLink = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('gallery__zoom') ?? false);
/** The ids kept in this browser, whoever they belong to. */
const stored = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { ids: string[] } | null)?.ids ?? null, recentlyViewedKey);
const recentNames = (page: Page) => page.locator('.recently-viewed .product-card__name').allTextContents();

describe('the product page', () => {
  it('opens the pictures full screen: keys, buttons, magnifier; Escape, the backdrop and Close give focus back', async () => {
    const { page, errors } = await openPage(browser, 1366, 900);
    await visit(page, product(a));
    const zoom = page.locator('.gallery__zoom');
    const main = await zoom.locator('img').getAttribute('src');
    expect(await zoom.getAttribute('href')).toBe(main);
    await zoom.click();
    const dialog = page.getByRole('dialog', { name: a.name });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focusInDialog(page)).toBe(true);
    expect(await dialog.locator('.lightbox__count').textContent()).toBe(' · Picture 1 of 3');
    expect(await dialog.locator('img').getAttribute('src')).toBe(main);

    await page.keyboard.press('ArrowRight');
    await eventually(() => dialog.locator('.lightbox__count').textContent()).toBe(' · Picture 2 of 3');
    expect(await dialog.locator('img').getAttribute('src')).toMatch(/\.front\.webp$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => dialog.locator('.lightbox__count').textContent()).toBe(' · Picture 3 of 3');
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await eventually(() => dialog.locator('.lightbox__count').textContent()).toBe(' · Picture 1 of 3');
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await eventually(() => dialog.locator('.lightbox__count').textContent()).toBe(' · Picture 3 of 3');

    // The magnifier enlarges the same picture where it is clicked.
    await dialog.locator('.lightbox__frame').click({ position: { x: 100, y: 120 } });
    await eventually(() => dialog.locator('.lightbox__frame.is-zoomed').count()).toBe(1);
    expect(await dialog.locator('img').evaluate((img) => img.style.transform)).toMatch(/^scale\(2\.5\)$/);
    expect(await dialog.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe('true');

    // Tab stays inside.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await eventually(() => page.locator('[role="dialog"]').count()).toBe(0);
    expect(await focusOnZoomLink(page)).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('has-modal'))).toBe(false);

    // The backdrop and the close button close it too.
    await zoom.click();
    await dialog.waitFor();
    await page.mouse.click(4, 4);
    await eventually(() => page.locator('[role="dialog"]').count()).toBe(0);
    await zoom.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await eventually(() => page.locator('[role="dialog"]').count()).toBe(0);
    expect(await focusOnZoomLink(page)).toBe(true);
    expectClean(errors);
  });

  it('says when a product arrives by its shipping type, in the buy box and the cart, and that one out of stock cannot be delivered now', async () => {
    const { page, errors } = await openPage(browser, 1366, 900);
    const before = new Date();
    await visit(page, product(a));
    const window = (await page.locator('.buy-box__delivery strong').textContent())!;
    const expected = [before, new Date()].map((now) => deliveryText(deliveryEstimate({ shippingType: a.shippingType, inStock: true }, now)));
    expect(expected.map((e) => e.window)).toContain(window);
    expect(window).toMatch(/^Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2} – (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}$/);
    expect(await page.locator('.buy-box__delivery-days').textContent()).toBe(expected[1].days);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await eventually(() => page.locator('.cart-link__count').textContent()).toBe('1');
    await visit(page, `${shop.base}/payment/index/cart`);
    expect(await page.locator(`.cart-line:has(a[href="/marketPlace/product/${a.id}"]) .cart-line__delivery`).textContent()).toBe(window);

    await visit(page, product(out));
    expect(await page.locator('.buy-box__delivery').textContent()).toBe(notDeliverableText);
    expect(await page.locator('.buy-box__delivery-days').count()).toBe(0);
    expectClean(errors);
  });

  it('lists the products this browser viewed, newest first, without the one on screen; drops delisted and unknown ones; Clear forgets them', async () => {
    const { page, errors } = await openPage(browser, 1366, 900);
    // Nothing is rendered by the server: the list lives in the browser.
    const html = await (await fetch(product(a))).text();
    expect(html).toContain('You may also like');
    expect(html).not.toMatch(/class="recently-viewed|Recently viewed/);
    await visit(page, product(a));
    await eventually(() => stored(page)).toEqual([a.id]);
    expect(await page.locator('.recently-viewed').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(0);

    await visit(page, product(b));
    await eventually(() => recentNames(page)).toEqual([a.name]);
    await visit(page, product(a));
    await eventually(() => recentNames(page)).toEqual([b.name]);
    await visit(page, product(c));
    await eventually(() => recentNames(page)).toEqual([a.name, b.name]);
    // The listing shows them all, the last one first.
    await visit(page, `${shop.base}/marketPlace/index`);
    await eventually(() => recentNames(page)).toEqual([c.name, a.name, b.name]);

    // A delisted product and an id the shop does not know are left out, and forgotten.
    await page.evaluate(([key, ids]) => window.localStorage.setItem(key, JSON.stringify({ owner: null, ids })), [recentlyViewedKey, ['nope', gone.id, a.id]] as const);
    await visit(page, product(b));
    await eventually(() => recentNames(page)).toEqual([a.name]);
    await eventually(() => stored(page)).toEqual([b.id, a.id]);

    // The cards link to the products.
    expect(await page.locator('.recently-viewed .product-card a').getAttribute('href')).toBe(`/marketPlace/product/${a.id}`);
    await page.getByRole('button', { name: 'Clear recently viewed products' }).click();
    await eventually(() => page.locator('.recently-viewed').count()).toBe(0);
    expect(await stored(page)).toBeNull();
    await visit(page, product(b));
    await eventually(() => stored(page)).toEqual([b.id]);
    expect(await page.locator('.recently-viewed').count()).toBe(0);
    expectClean(errors);
  });

  it("does not show a signed-in shopper's list to the next person on the browser once they sign out", async () => {
    const { page, errors } = await openPage(browser, 1366, 900);
    await visit(page, `${shop.base}/`);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await openSignIn(page);
    await signInWithModal(page, 'client@roomcraft.local', demoPassword);
    await visit(page, product(a));
    await visit(page, product(b));
    await eventually(() => recentNames(page)).toEqual([a.name]);

    await page.locator('.account-menu__toggle').click();
    await page.locator('.account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.base}/`);
    await visit(page, product(c));
    await eventually(() => stored(page)).toEqual([c.id]);
    expect(await page.locator('.recently-viewed').count()).toBe(0);
    await visit(page, `${shop.base}/marketPlace/index`);
    await eventually(() => recentNames(page)).toEqual([c.name]);
    expectClean(errors);
  });
});

describe('the listing on a phone', () => {
  it('folds the filters behind "Filters (n)" at 390 px: the products come first; a filter narrows the list', async () => {
    const { page, errors } = await openPage(browser, 390, 844);
    await visit(page, `${shop.base}/marketPlace/category/seating`);
    const toggle = page.locator('.filters-disclosure__toggle');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.textContent()).toBe('Filters');
    expect(await page.locator('.filters').isVisible()).toBe(false);
    // The first product starts on the first screen.
    const firstCard = await page.locator('.product-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(844);
    const before = Number(/of (\d+) products/.exec((await page.locator('.listing__count').textContent())!)![1]);

    await toggle.click();
    await page.locator('.filters').waitFor({ state: 'visible' });
    await page.locator('.filters__group summary', { hasText: 'Colour' }).click();
    const sage = page.locator('.filters__group label', { hasText: 'Sage' });
    const count = Number(await sage.locator('.filters__count').textContent());
    await sage.locator('input').check();
    await page.locator('.filters button[type="submit"]').click();
    await page.waitForURL(/colour=sage/);
    await eventually(() => page.locator('.listing__count').textContent()).toMatch(new RegExp(`of ${count} products?$`));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(before);
    // Folded again, with the count of filters on.
    await eventually(() => toggle.textContent()).toBe('Filters (1)');
    expect(await page.locator('.filters').isVisible()).toBe(false);
    expectClean(errors);
  });

  it('shows the filters open on a wide screen, and works without scripts at both widths', async () => {
    const { page, errors } = await openPage(browser, 1366, 900);
    await visit(page, `${shop.base}/marketPlace/category/seating?colour=sage&inStock=1`);
    expect(await page.locator('.filters').isVisible()).toBe(true);
    expect(await page.locator('.filters-disclosure__toggle').isVisible()).toBe(false);
    expect(await page.locator('.filters-disclosure__toggle').textContent()).toBe('Filters (2)');
    expectClean(errors);

    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(`${shop.base}/marketPlace/category/seating`);
      if (width > 992) expect(await plain.locator('.filters').isVisible()).toBe(true);
      else {
        expect(await plain.locator('.filters').isVisible()).toBe(false);
        await plain.locator('.filters-disclosure__toggle').click();
        expect(await plain.locator('.filters').isVisible()).toBe(true);
      }
      // The main picture is a plain link to its file.
      await plain.goto(product(a));
      const href = (await plain.locator('.gallery__zoom').getAttribute('href'))!;
      expect(href).toMatch(/^\/media\/models\/[^/]+\/v\d+-[a-z0-9-]+\.three-quarter\.webp$/);
      expect((await fetch(shop.base + href)).headers.get('content-type')).toBe('image/webp');
    }
  });
});
