import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { reviewGoods } from '../support/review';
import { eventually, expectClean, launchBrowser, signedInOnHome, toasts, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let logged: string[];

beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  browser = await launchBrowser();
});

describe('public profiles in a browser (issue 24)', () => {
  it('a client sets a handle, makes the profile public, posts a photo with a tagged product, sees it at /@handle/posts, and chooses a designer by portfolio', { timeout: 120_000 }, async () => {
    const me = await newClientAccount(shop.runtime, 'prof-browser');
    const [product] = await reviewGoods(shop.runtime, 1);
    const { page, errors } = await signedInOnHome(browser, shop.base, me.email, clientPassword);
    await visit(page, `${shop.base}/client`);
    await page.getByRole('link', { name: 'Public profile' }).click();
    await page.waitForURL(`${shop.base}/client/profile`);
    const handle = `ada.${me.userId.slice(-5)}`;
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Short bio').fill('Plants and pale wood.');
    await page.getByLabel('Make my profile and posts public').check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await eventually(() => toasts(page)).toContain('Your profile is saved.');

    // The post form appears once the profile has a handle.
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a9a6b' } }).jpeg().toBuffer();
    await page.getByLabel(/^Photo/).setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Caption').fill('Our green corner');
    await page.getByLabel(/^Tagged products/).fill(product!.id);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => toasts(page)).toContain('Your post is published.');

    await page.getByRole('link', { name: `/@${handle}/posts` }).click();
    await page.waitForURL(`${shop.base}/@${handle}/posts`);
    const picture = page.getByRole('img', { name: 'Our green corner' });
    await eventually(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await page.getByRole('link', { name: product!.name }).waitFor();
    expect(await page.locator('.post-card__price').first().textContent()).toMatch(/^\$\d+\.\d\d$/);
    // Someone else sees it too: the profile is public.
    expect((await fetch(`${shop.base}/@${handle}/posts`)).status).toBe(200);

    // Ordering a design: "Choose your designer" from the submitted project's page.
    const needId = await page.evaluate(async () => {
      const res = await fetch('/api/multipleNeed/saveNeedList', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] }) });
      return ((await res.json()) as { data: string }).data;
    });
    const need = await shop.runtime.db('projects_needs_v1').where({ package_id: needId }).first();
    await visit(page, `${shop.base}/project/submitted?needId=${need.need_id}`);
    await page.getByRole('link', { name: 'Choose your designer (optional)' }).click();
    await page.waitForURL(/\/project\/designer\?needId=/);
    await page.getByRole('link', { name: '@dana.designs — see the portfolio' }).waitFor();
    await page.getByRole('button', { name: 'Choose Dana Designer' }).click();
    await page.getByRole('button', { name: 'Your choice' }).waitFor();
    expect(await shop.runtime.db('profiles_designer_choices_v1').where({ need_id: need.need_id }).first()).toMatchObject({ designer_id: 'demo-designer' });
    expectClean(errors);
    expect(logged).toEqual([]);
  });
});
