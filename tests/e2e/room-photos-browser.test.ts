import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { eventually, expectClean, launchBrowser, openPage, signedInOnHome, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * Issue 23 in headless Chromium: the client uploads a photo of the room and
 * sees it, asks for a phone code; a second browser context (the phone, never
 * signed in) sends a photo with the code; the client sees the phone's photo.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

const photo = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
/** The room photos shown, each once its picture has loaded. */
const loadedPhotos = (page: Page) => page.locator('[data-testid="room-photo"] img').evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.complete && i.naturalWidth > 0));

describe('room photos in a browser', () => {
  it('the client uploads a photo and a phone adds one with a code', { timeout: 180_000 }, async () => {
    const client = await newClientAccount(shop.runtime, 'photos-browser');
    // The client's project, drafted from the room page.
    const v = await new PageVisitor(shop.base).signIn(client.email, clientPassword);
    await v.get('/design/room');
    const drafted = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
    const needId = new URL(drafted.location!, 'http://x').searchParams.get('needId')!;

    const { page, errors } = await signedInOnHome(browser, shop.base, client.email, clientPassword);
    // ROOM DETAILS links to the photos page.
    await visit(page, `${shop.base}/design/roomDetail/roomSelect?needId=${needId}`);
    await page.getByTestId('room-photos-link').click();
    await page.waitForURL(/\/design\/upload\?needId=/);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel(/Choose photos/).setInputFiles({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await photo('#b07040') });
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await page.waitForURL(/\/design\/uploadsuccess\?/);
    expect(await page.getByTestId('upload-success').textContent()).toBe('1 photo added to your brief');
    await eventually(() => loadedPhotos(page)).toEqual([true]);

    // A code for the phone.
    await page.getByRole('link', { name: 'Add or caption photos' }).click();
    await page.waitForURL(/\/design\/upload\?/);
    await page.getByTestId('room-photo-code-issue').click();
    const code = (await page.getByTestId('room-photo-code-value').textContent({ timeout: 20_000 }))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await page.getByTestId('room-photo-code-url').textContent()).toBe(`${shop.base}/design/uploadcode`);

    // The phone: another browser context, never signed in.
    const phone = await openPage(await browser.newContext({ viewport: { width: 390, height: 844 } }));
    await visit(phone.page, `${shop.base}/design/uploadcode`);
    await phone.page.getByLabel('Code').fill(code.toLowerCase());
    await phone.page.getByRole('button', { name: 'Continue' }).click();
    await phone.page.getByTestId('upload-code-photos').waitFor();
    await phone.page.getByLabel(/Choose or take photos/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo('#4070b0') });
    await phone.page.getByRole('button', { name: 'Send photos' }).click();
    await eventually(() => phone.page.getByTestId('upload-code-status').textContent()).toContain('1 photo sent');
    expect(await phone.page.content()).not.toContain(client.email);
    expectClean(phone.errors);

    // The client sees the phone's photo beside their own.
    await visit(page, `${shop.base}/design/upload?needId=${needId}`);
    expect(await page.locator('[data-testid="room-photo"]').count()).toBe(2);
    await eventually(() => loadedPhotos(page)).toEqual([true, true]);
    expect(await page.locator('[data-testid="room-photo"]').nth(1).textContent()).toContain('sent from a phone');
    expectClean(errors);
  });
});
