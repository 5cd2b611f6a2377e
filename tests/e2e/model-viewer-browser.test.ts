import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserForFile } from '../support/browser';
import { visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 22: a product's 3D model in the browser — in the product page's gallery,
 * on /model3D alone and on /model3D/ar, which tells a device without AR so.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await browserForFile();
});

async function openPage(width: number, height: number): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { page, errors, scripts };
}

const viewerScript = (scripts: string[]) => scripts.filter((s) => /\/assets\/model-viewer-[^/]+\.js$/.test(s));

describe('the 3D view in a browser', () => {
  it('turns the product in 3D from its gallery, with its size in inches and centimetres; the viewer loads only then', async () => {
    const { page, errors, scripts } = await openPage(1366, 900);
    await visit(page, `${shop.base}/marketPlace/product/g00001`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(viewerScript(scripts)).toEqual([]);
    const thumb = page.locator('.gallery__thumb--model');
    expect(await thumb.getAttribute('href')).toBe('/model3D?id=g00001');
    await thumb.click();
    await page.waitForSelector('.gallery__main .model-viewer[data-state="loaded"]', { timeout: 60_000 });
    expect(viewerScript(scripts)).toHaveLength(1);
    const viewer = page.locator('.gallery__main model-viewer');
    expect(await viewer.getAttribute('src')).toMatch(/^\/media\/models\/g00001\/v\d+-[a-z0-9-]+\.glb$/);
    expect(await viewer.evaluate((el) => el.hasAttribute('camera-controls'))).toBe(true);
    expect(await page.locator('.gallery__main .model-viewer__size').textContent()).toMatch(/^W [\d.]+ in \(\d+ cm\) × D [\d.]+ in \(\d+ cm\) × H [\d.]+ in \(\d+ cm\)$/);
    // The model the viewer loaded is the product's own size (model-viewer measures it in metres).
    const size = await viewer.evaluate((el) => (el as HTMLElement & { getDimensions(): { x: number; y: number; z: number } }).getDimensions());
    const dims = (await (await fetch(`${shop.base}/api/goods/getByIds?ids=g00001`)).json()).data[0].dimensions;
    expect(size.x / (dims.width * 0.0254)).toBeCloseTo(1, 2);
    expect(size.y / (dims.height * 0.0254)).toBeCloseTo(1, 2);
    // Back to a picture.
    await page.locator('.gallery__thumb').first().click();
    await expect.poll(() => page.locator('.gallery__main img').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the model alone on /model3D, and on /model3D/ar tells a device without AR so', async () => {
    const { page, errors } = await openPage(390, 844);
    await visit(page, `${shop.base}/model3D?id=g00002`);
    await page.waitForSelector('.model-viewer[data-state="loaded"]', { timeout: 60_000 });
    expect(await page.locator('h1').textContent()).toMatch(/ in 3D$/);
    await page.locator('a', { hasText: 'View in your room' }).click();
    await page.waitForURL(/\/model3D\/ar\?id=g00002$/);
    await expect.poll(() => page.locator('.model-page__ar-status').getAttribute('data-ar'), { timeout: 60_000 }).toBe('unsupported');
    expect(await page.locator('.model-page__ar-status').textContent()).toContain('This device cannot show products in your room.');
    expect(await page.locator('model-viewer').getAttribute('ar-modes')).toBe('webxr scene-viewer quick-look');
    expect(errors).toEqual([]);
  });

  it('answers the 404 page for an unknown product or one without a model', async () => {
    for (const path of ['/model3D?id=nope', '/model3D/ar?id=nope', '/model3D', '/model3D/ar?id=']) {
      const res = await fetch(shop.base + path);
      expect(res.status, path).toBe(404);
    }
    const ok = await fetch(`${shop.base}/model3D?id=g00001`);
    expect(ok.status).toBe(200);
    // The viewer's script is not in the page's own scripts: only the viewer loads it.
    expect(await ok.text()).not.toMatch(/model-viewer-[^"]+\.js/);
  });
});
