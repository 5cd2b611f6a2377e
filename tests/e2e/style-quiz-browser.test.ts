import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { styleProfilesTable } from '../../projections/discovery/style-profiles';
import { findAccountByEmail } from '../../projections/identity/accounts';
import { processesSettled } from '../support/processes';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
let logged: string[];

beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  browser = await launchBrowser();
});

/** Picks the option with this label and goes on: the next step's question, or the result. */
async function pick(page: Page, label: string, next: RegExp) {
  await page.getByLabel(label).check();
  await page.getByRole('button', { name: /^(Next|See my style)$/ }).click();
  await page.waitForURL(next);
}

const modernRun: [string, RegExp][] = [
  ['Clean lines in charcoal and marble', /\/style-quiz\/images2\?images=i1c$/],
  ['Marble on a pedestal', /\/style-quiz\/images3\?/],
  ['Oat linen and a jute rug', /\/style-quiz\/color\?/],
  ['Black, white and stone', /\/style-quiz\/patterns\?/],
  ['An abstract canvas', /\/style-quiz\/result$/],
];

describe('the style quiz in a browser', () => {
  it('a visitor takes the quiz from the home page, sees their style, signs up, and the profile is still theirs (and fills the style step of a design project and of a DIY board)', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/`);
    await page.getByRole('link', { name: 'Take the style quiz' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/welcome`);
    await page.getByRole('link', { name: 'Take the quiz' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/images`);
    // The pictures are real renders, served as WebP.
    const first = page.getByRole('img', { name: 'Clean lines in charcoal and marble' });
    await eventually(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);

    // Next without a pick is refused with the message; Back keeps the answers so far.
    await page.getByLabel(modernRun[0]![0]).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/images2/);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/images?images=i1c`);
    expect(await page.getByLabel(modernRun[0]![0]).isChecked()).toBe(true);
    for (const [label, next] of modernRun) await pick(page, label, next);

    await page.locator('h1', { hasText: 'You are Modern' }).waitFor();
    expect(await page.locator('.style-quiz__intro').textContent()).toBe('Your style is Modern (52%). With a touch of Eclectic (14%), your rooms mix both.');
    expect(await page.locator('.style-quiz__shares li').count()).toBe(6);
    expect(await page.locator('.product-grid .product-card, .product-grid > *').count()).toBeGreaterThan(0);
    expect(await page.locator('.style-quiz__saved').textContent()).toContain('Kept in this browser for now.');

    // Sign up from the result: back on the result, signed in, the same profile.
    await page.locator('.style-quiz__saved').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/signup`);
    const email = `quiz-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/result`);
    await page.locator('h1', { hasText: 'You are Modern' }).waitFor();
    await eventually(async () => Boolean(await findAccountByEmail(shop.runtime.db, email))).toBe(true);
    const user = (await findAccountByEmail(shop.runtime.db, email))!;
    await processesSettled(shop.runtime);
    await page.reload();
    expect(await page.locator('.style-quiz__saved').textContent()).toContain('Saved to your account.');
    expect(await shop.runtime.db(styleProfilesTable).where({ owner_kind: 'user', owner_id: user.id }).first()).toMatchObject({ top_style: 'Modern', runner_up: 'Eclectic' });

    // Start a design project: the style step starts with the 7 photos the profile suggests (Modern's first).
    await page.getByRole('link', { name: 'Start a design project' }).click();
    await page.waitForURL(`${shop.base}/design/room`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'One more Living Room' }).click();
    await page.getByTestId('design-next').click();
    await page.waitForURL(/\/design\/image\?/);
    await page.getByText('We picked these from your style quiz').waitFor();
    const chosen = await page.locator('input[name="photoIds"]:checked').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(chosen).toEqual(['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13']);
    expect(await page.getByTestId('design-next').isDisabled()).toBe(false);

    // Start a DIY board: its style step starts from the same photos.
    await visit(page, `${shop.base}/style-quiz/result`);
    await page.getByRole('link', { name: 'Start a DIY board' }).click();
    await page.waitForURL(`${shop.base}/diy/room`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('diy-room-Bedroom').click();
    await page.getByTestId('diy-next').click();
    await page.waitForURL(/\/diy\/image\?id=dy[a-f0-9]{16}$/);
    await page.getByText('We picked these from your style quiz').waitFor();
    expect(await page.locator('input[name="photoIds"]:checked').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(chosen);
    expectClean(errors);
  });

  it('works without scripts: the forms post, a missing pick is refused with a message, and the result is shown', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.base}/style-quiz/welcome`);
    await page.getByRole('link', { name: 'Take the quiz' }).click();
    await page.waitForURL(`${shop.base}/style-quiz/images`);
    // A post without a pick answers the step's message.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please pick one of the pictures.' }).waitFor();
    const bohoRun: [string, RegExp][] = [
      ['Warm rattan and a terracotta rug', /images2\?/],
      ['Mustard, blush and a bold print', /images3\?/],
      ['Rust velvet and a brass mirror', /color\?/],
      ['Sun-baked earth', /patterns\?/],
      ['A hand-woven jute rug', /\/style-quiz\/result$/],
    ];
    for (const [label, next] of bohoRun) await pick(page, label, next);
    await page.locator('h1', { hasText: 'You are Bohemian' }).waitFor();
    // Jumping ahead without the earlier answers goes back to the first one missing.
    await page.goto(`${shop.base}/style-quiz/color?images=i1a`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/style-quiz/images2?images=i1a');
    await context.close();
  });

  it('refuses hostile addresses and posts with a clear answer, stores nothing and logs no error', async () => {
    const v = new PageVisitor(shop.base);
    const profiles = async () => Number((await shop.runtime.db(styleProfilesTable).count<{ n: string }[]>({ n: '*' }))[0]!.n);
    const before = await profiles();
    expect(await v.get('/style-quiz/result')).toMatchObject({ status: 302, location: '/style-quiz/welcome' });
    expect(await v.get('/style-quiz/color?images=%3Cscript%3Ealert(1)%3C%2Fscript%3E&images2=i2a')).toMatchObject({ status: 302, location: '/style-quiz/images' });
    expect(await v.get('/style-quiz/patterns?images=i1a&images2=i2a&images3=i3a&color=i1a')).toMatchObject({ status: 302, location: '/style-quiz/color?images=i1a&images2=i2a&images3=i3a' });
    const step = await v.get('/style-quiz/patterns?images=i1a&images2=i2a&images3=i3a&color=c1');
    expect(step.status).toBe(200);
    const path = '/style-quiz/patterns?images=i1a&images2=i2a&images3=i3a&color=c1';
    expect((await v.post(path, { choice: 'pa1' })).status).toBe(403);
    expect((await v.post(path, { choice: 'pa1', csrf: v.csrf }, { origin: 'https://evil.example' })).status).toBe(403);
    for (const choice of ['<b>x</b>', 'i1a', 'x'.repeat(3000), '']) {
      const refused = await v.post(path, { choice, csrf: v.csrf });
      expect(refused.status, choice.slice(0, 20)).toBe(400);
      expect(refused.html).toContain('Please pick one of the pictures.');
    }
    expect(await profiles()).toBe(before);
    expect(await v.post(path, { choice: 'pa1', csrf: v.csrf })).toMatchObject({ status: 302, location: '/style-quiz/result' });
    expect(await profiles()).toBe(before + 1);

    for (const bad of ['/media/style-quiz/c1.webp', '/media/style-quiz/nope.webp', '/media/style-quiz/i1a.png', '/media/style-quiz/constructor.webp', '/media/style-quiz/..%2Fi1a.webp']) expect((await v.get(bad)).status, bad).toBe(404);
    const picture = await fetch(`${shop.base}/media/style-quiz/pa2.webp`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(logged).toEqual([]);
  });
});
