import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { reviewMessages } from '../../domain/ratings/product-review';
import { ratingsCommands } from '../../domain/ratings/commands';
import { clientPassword, newClientAccount } from '../support/clients';
import { deliveredOrderFor, reviewPhoto } from '../support/product-reviews';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 22 in headless Chromium: a verified buyer writes a review with a photo
 * on the product page, staff approve it in the console, and the product page
 * shows the average; the form also works without JavaScript.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('product reviews in a browser', () => {
  it('a verified buyer reviews, staff approve in the console, the product page shows the average', { timeout: 180_000 }, async () => {
    const buyer = await newClientAccount(shop.runtime, 'reviewer');
    const order = await deliveredOrderFor(shop.runtime, buyer, 1);
    const goodsId = order.lines[0]!.goodsId;
    const product = `${shop.base}/marketPlace/product/${goodsId}`;

    // A visitor is told to sign in; the buyer sees the form.
    const visitor = await openPage(browser);
    await visit(visitor.page, product);
    expect(await visitor.page.locator('[data-standing="sign-in"]').textContent()).toContain('Sign in to write a review');
    expect(await visitor.page.locator('.review-form').count()).toBe(0);

    const { page, errors } = await signedInOnHome(browser, shop.base, buyer.email, clientPassword);
    await visit(page, product);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Title (optional)').fill('Sturdy and handsome');
    await form.getByLabel('Your review').fill('Arrived well packed; the frame is solid and the fabric feels better than in the photos.');
    await form.getByLabel('Add a photo (optional)').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await reviewPhoto() });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await eventually(() => page.locator('[data-review-status]').getAttribute('data-review-status')).toBe('pending');
    expect(await page.locator('.review-standing').textContent()).toContain(reviewMessages.saved);
    // Pending: not public yet.
    expect(await page.locator('.review-list').count()).toBe(0);
    expectClean(errors);

    // Staff find it among the pending reviews and approve it.
    const staff = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword);
    await visit(staff.page, `${shop.base}/admin/reviews`);
    await staff.page.locator('.RaLayout-root, .RaLayout-appFrame').first().waitFor({ timeout: 20_000 });
    const row = staff.page.locator('tbody tr', { hasText: 'Sturdy and handsome' });
    await row.waitFor();
    await row.getByText('Sturdy and handsome').click();
    await staff.page.waitForURL(/\/admin\/reviews\/.+\/show/);
    await staff.page.getByAltText("The review's photo").waitFor();
    await staff.page.getByRole('button', { name: 'Approve' }).click();
    await eventually(() => staff.page.locator('.RaSimpleShowLayout-stack').textContent()).toContain('approved');
    expectClean(staff.errors);

    // The product page now shows the average, the count and the review.
    await visit(visitor.page, product);
    expect(await visitor.page.getByTestId('rating-average').textContent()).toBe('4.0');
    expect(await visitor.page.getByTestId('rating-count').textContent()).toBe('1 review');
    expect(await visitor.page.locator('.review-list').textContent()).toContain('Arrived well packed');
    await visitor.page.getByAltText(/Photo from .*review/).waitFor();
    expectClean(visitor.errors);

    // The author sees it published.
    await visit(page, product);
    expect(await page.locator('[data-review-status]').getAttribute('data-review-status')).toBe('approved');
  });

  it('the review form works without JavaScript, and shows a field’s message', { timeout: 120_000 }, async () => {
    const buyer = await newClientAccount(shop.runtime, 'nojs');
    const order = await deliveredOrderFor(shop.runtime, buyer, 1);
    const login = await fetch(`${shop.base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.90' }, body: JSON.stringify({ email: buyer.email, password: clientPassword }) });
    const [name, value] = login.headers.getSetCookie().find((c) => c.startsWith('rc_session='))!.split(';')[0]!.split(/=(.*)/s) as [string, string];
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name, value, url: shop.base }]);
    const page = await context.newPage();
    await page.goto(`${shop.base}/marketPlace/product/${order.lines[0]!.goodsId}`);
    const form = page.locator('form.review-form');
    // No stars chosen: the page comes back with the message by the field.
    await form.getByLabel('Your review').fill('Good value.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.waitForLoadState();
    expect(await page.locator('.review-form__stars').textContent()).toContain('Please choose 1 to 5 stars');
    // What was typed is still there.
    expect(await page.locator('form.review-form').getByLabel('Your review').inputValue()).toBe('Good value.');
    await page.locator('form.review-form').getByLabel('5 stars').check();
    await page.locator('form.review-form').getByRole('button', { name: 'Submit review' }).click();
    await page.waitForLoadState();
    expect(await page.locator('.review-standing').textContent()).toContain(reviewMessages.saved);
    expect(await page.locator('[data-review-status]').getAttribute('data-review-status')).toBe('pending');
  });

  it('staff reject a review from the list with a reason; the list stays open and the author reads the reason', { timeout: 120_000 }, async () => {
    const buyer = await newClientAccount(shop.runtime, 'rejected');
    const order = await deliveredOrderFor(shop.runtime, buyer, 1);
    const line = order.lines[0]!;
    const actor = { kind: 'user', userId: buyer.userId, email: buyer.email, roles: ['client'] } as const;
    const purchase = { orderId: order.orderId, lineId: line.lineId, deliveredAt: new Date().toISOString() };
    await shop.runtime.execute(ratingsCommands.WriteProductReview, { goodsId: line.goodsId, userId: buyer.userId, authorName: 'Rex R.', rating: 1, title: 'Cheaper elsewhere', text: 'Go to the shop next door.', photo: null, purchase }, { actor });
    const staff = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword);
    await visit(staff.page, `${shop.base}/admin/reviews`);
    const row = staff.page.locator('tbody tr', { hasText: 'Cheaper elsewhere' });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByLabel(/Reason/).fill('Please review the product itself.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await eventually(async () => (await shop.runtime.db('ratings_product_reviews_v1').where({ user_id: buyer.userId }).first())?.status).toBe('rejected');
    // Still on the list (the pending filter): the row is gone from it.
    expect(staff.page.url()).toMatch(/\/admin\/reviews(\?|$)/);
    await eventually(() => row.count()).toBe(0);
    expectClean(staff.errors);
    const author = await signedInOnHome(browser, shop.base, buyer.email, clientPassword);
    await visit(author.page, `${shop.base}/marketPlace/product/${line.goodsId}`);
    expect(await author.page.locator('[data-review-status="rejected"]').textContent()).toContain('Reason: Please review the product itself.');
    expectClean(author.errors);
  });
});
