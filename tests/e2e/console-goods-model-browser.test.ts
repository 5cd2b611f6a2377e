import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { goodsStream } from '../../domain/catalogue/goods';
import { eventually, expectClean, launchBrowser, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 22, the console in headless Chromium: staff change a product's material
 * and colour in the goods edit page's Model section, save, and see the
 * regenerated model and pictures (new addresses, loaded, no console error); a
 * height of 0 shows the field's message and changes nothing.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
const shots = process.env.SHOTS_DIR;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Picks an option of one of react-admin's selects (a MUI select: a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const pictures = (page: Page) => page.getByTestId('goods-model-picture').evaluateAll((imgs) => imgs.map((i) => ({ src: (i as HTMLImageElement).getAttribute('src')!, loaded: (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0 })));

describe('the console’s Model section in a browser', () => {
  it('changes material and colour, shows the regenerated model and pictures; refuses a height of 0 on its field', { timeout: 180_000 }, async () => {
    const sofa = await shop.runtime.db('catalogue_goods_v1').where({ kind: 'sofa', delisted: false }).whereNotIn('material', ['Leather']).whereNotNull('dimensions').orderBy('id').first('id', 'dimensions');
    const { page, errors } = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword, 1366, 1000);
    await visit(page, `${shop.base}/admin/goods/${sofa.id}`);
    const preview = page.getByTestId('goods-model-preview');
    await preview.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="goods-model-viewer"][data-state="loaded"]').waitFor({ timeout: 60_000 });
    const before = await pictures(page);
    expect(before).toHaveLength(3);
    await eventually(async () => (await pictures(page)).every((p) => p.loaded)).toBe(true);
    await shot(page, '1-before');
    expect(await page.getByRole('combobox', { name: 'Material', exact: true }).textContent()).toMatch(/^From the name \(\w+\)$/);

    await choose(page, 'Material', 'Leather');
    await choose(page, 'Colour', 'Olive');
    await eventually(() => page.getByTestId('goods-model-draft').textContent()).toBe('After saving: Sofa (from the name) · square-arm (from the name) · Leather · Olive');
    await shot(page, '2-draft');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await eventually(async () => (await pictures(page)).map((p) => p.src).join(' ')).toMatch(new RegExp(`^/media/models/${sofa.id}/v\\d+-sofa-square-arm-[0-9x]+mm-leather-olive\\.three-quarter\\.webp `));
    const after = await pictures(page);
    for (const [i, p] of after.entries()) expect(p.src).not.toBe(before[i].src);
    await page.locator('[data-testid="goods-model-viewer"][data-state="loaded"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="goods-model-viewer"] model-viewer').getAttribute('src')).toMatch(/-leather-olive\.glb$/);
    await eventually(async () => (await pictures(page)).every((p) => p.loaded)).toBe(true);
    expect(await page.getByTestId('goods-model-facts').textContent()).toBe('Sofa (from the name) · square-arm (from the name) · Leather · Olive');
    expect(await shop.runtime.db('catalogue_goods_v1').where({ id: sofa.id }).first('material', 'colour', 'model_material', 'model_colour')).toEqual({ material: 'Leather', colour: 'olive', model_material: 'Leather', model_colour: 'olive' });
    await shot(page, '3-saved');

    // A height of 0: the field's message under the field, nothing appended.
    const events = (await shop.runtime.store.readStream(goodsStream(sofa.id))).events.length;
    const height = page.getByRole('spinbutton', { name: 'Height', exact: true });
    await height.fill('0');
    await eventually(() => page.getByTestId('goods-model-draft').textContent()).toContain('Height: The height must be a number between 0.2 and 315 inches.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = page.locator('.MuiFormControl-root', { has: height }).locator('.MuiFormHelperText-root');
    await eventually(() => message.textContent()).toBe('The height must be a number between 0.2 and 315 inches.');
    await shot(page, '4-height-0');
    expect((await shop.runtime.store.readStream(goodsStream(sofa.id))).events.length).toBe(events);
    expect((await shop.runtime.db('catalogue_goods_v1').where({ id: sofa.id }).first('dimensions')).dimensions).toEqual(sofa.dimensions);
    expectClean(errors, [400]);
  });
});
