import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 20: after Next, the next questionnaire page sometimes showed only the
 * header and footer (the body held a loading placeholder) until reloaded. Each
 * step's page must show its own content as soon as the browser is on it.
 *
 * The cause: an autosave (a fetcher posting intent=save) still running when Next
 * was pressed. When it finished while the browser was loading the next step, the
 * router reloaded the data for the next step's address before lazy route discovery
 * knew its route, matched the catch-all instead and dropped the current page's
 * data: the root rendered Remix's hydrate fallback (header, footer and a script).
 * A slow server made it likely: each save waited up to 5 s for the read models.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

/** What the page body holds right now: its heading, and whether the step's form and footer are there. */
async function body(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      path: location.pathname,
      h1: main?.querySelector('h1')?.textContent?.trim() ?? null,
      footer: Boolean(main?.querySelector('.design-footer')),
      text: (main?.textContent ?? '').trim().length,
    };
  });
}

/** Next, then the next step's own page: its heading in the body (not the one before, not an empty body). */
async function next(page: Page, to: RegExp, heading: string | RegExp) {
  const from = page.url();
  await page.getByTestId('design-next').click();
  await page.waitForURL((url) => url.href !== from && to.test(url.href));
  await page.locator('main h1', { hasText: heading }).waitFor();
  const now = await body(page);
  expect(now.h1, `${now.path}: the step's heading`).toBeTruthy();
  expect(now.footer, `${now.path}: the design footer`).toBe(true);
  return now;
}

describe('the questionnaire, step after step', () => {
  it('shows each step’s own page after Next, never an empty body', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, 1366, 768);
    await visit(page, `${shop.base}/design/room`);
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    const seen = [await next(page, /\/design\/image\?/, 'Which rooms speak to you?')];
    const photos = page.locator('.picture-choice');
    for (let i = 0; i < 7; i++) await photos.nth(i).click();
    seen.push(await next(page, /\/design\/personality\?/, /^Your style: /));
    seen.push(await next(page, /\/design\/payment\/index\?/, 'Choose your design plan'));
    await page.getByTestId('plan-CLASSIC').click();
    seen.push(await next(page, /\/design\/payment\/payment\?/, /^Pay for your .* plan$/));
    await page.getByRole('link', { name: /Pay later/ }).click();
    await page.waitForURL(/\/design\/lifestyle\?/);
    await page.locator('main h1', { hasText: 'How do you use your bedroom?' }).waitFor();
    await page.getByText('Reading and quiet time').click();
    seen.push(await next(page, /\/design\/furniture\/stylePics\?/, 'Which pieces do you like?'));
    await page.locator('.picture-choice').nth(3).click();
    seen.push(await next(page, /\/design\/budget\/rangeSelection\?/, 'What is your budget for furniture and decor?'));
    await page.getByText('Savvy').click();
    seen.push(await next(page, /\/design\/roomDetail\?/, 'All about you'));
    await page.getByLabel('Adults in your home').fill('2');
    await page.getByLabel('Own').check();
    await page.getByLabel('No', { exact: true }).check();
    seen.push(await next(page, /\/design\/roomDetail\/roomSelect\?/, 'Room details'));
    await page.getByLabel('About the room').fill('North light, 12 by 14 feet, one window');
    await page.getByLabel('Queen').check();
    seen.push(await next(page, /\/design\/review\/review\?/, 'Review your answers'));
    expect(seen.map((s) => s.path)).toEqual([
      '/design/image', '/design/personality', '/design/payment/index', '/design/payment/payment', '/design/furniture/stylePics', '/design/budget/rangeSelection', '/design/roomDetail', '/design/roomDetail/roomSelect', '/design/review/review',
    ]);
    expectClean(errors);
  });

  it('waits for an autosave still saving when Next is pressed, and shows the next step, never the loading placeholder', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, 1366, 768);
    // Any moment the hydrated page's body has no heading (the hydrate fallback has none) is kept.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { bodyWithoutHeading: seen });
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (main && document.documentElement.dataset.hydrated === 'true' && !main.querySelector('h1')) seen.push(`${location.pathname}: ${main.innerHTML.slice(0, 80)}`);
      }).observe(document, { subtree: true, childList: true });
    });
    await visit(page, `${shop.base}/design/room`);
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    await next(page, /\/design\/image\?/, 'Which rooms speak to you?');

    // The autosave is held until Next has been pressed; the next step's route discovery until the autosave is done.
    const signal = () => {
      let resolve!: () => void;
      return Object.assign(new Promise<void>((r) => (resolve = r)), { resolve: () => resolve() });
    };
    const saveArrived = signal();
    const saveReleased = signal();
    const discoveryAsked = signal();
    await page.route(/\/design\/image\.data/, async (route) => {
      if (route.request().method() === 'POST' && route.request().postData()?.includes('intent=save')) {
        saveArrived.resolve();
        await saveReleased;
      }
      await route.continue();
    });
    await page.route(/\/__manifest\?.*personality/, async (route) => {
      discoveryAsked.resolve();
      saveReleased.resolve();
      await page.waitForFunction(() => [...(window as unknown as { __remixRouter: { state: { fetchers: Map<string, { state: string }> } } }).__remixRouter.state.fetchers.values()].every((f) => f.state === 'idle'));
      await route.continue();
    });

    const photos = page.locator('.picture-choice');
    for (let i = 0; i < 7; i++) await photos.nth(i).click();
    await saveArrived;
    await page.getByTestId('design-next').click();
    // Next waits for the autosave, and says so (without the fix it went at once: the next step's route is being discovered).
    await Promise.race([discoveryAsked, page.getByText('Saving your answers…').waitFor()]);
    saveReleased.resolve();
    await page.waitForURL(/\/design\/personality\?/);
    // The step's heading (without the fix the body stayed on the framework's placeholder, a script and no heading).
    await eventually(() => page.evaluate(() => document.querySelector('main h1')?.textContent ?? `no heading: ${document.querySelector('main')?.innerHTML.slice(0, 120)}`)).toMatch(/^Your style: /);
    expect(await page.evaluate(() => (window as unknown as { bodyWithoutHeading: string[] }).bodyWithoutHeading)).toEqual([]);
    expectClean(errors);
  });

  it('does not autosave an answer the browser knows is incomplete (a bedroom without its bed size), and saves it once whole', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(browser, 1366, 768);
    await visit(page, `${shop.base}/design/room`);
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    await next(page, /\/design\/image\?/, 'Which rooms speak to you?');
    const query = new URL(page.url()).searchParams;
    await visit(page, `${shop.base}/design/roomDetail/roomSelect?needId=${query.get('needId')}&packageId=${query.get('packageId')}`);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/design/roomDetail/roomSelect')) saves.push(r.url());
    });
    // The remark alone, then a reader's pause well past the autosave's 600 ms: nothing is sent (the server would answer 400).
    await page.getByLabel('About the room').fill('North light, 12 by 14 feet, one window');
    await page.waitForTimeout(1_500);
    expect(saves).toEqual([]);
    // With the bed size the answer is whole: it is saved.
    await page.getByLabel('Queen').check();
    await page.getByRole('status').getByText('Saved just now').waitFor();
    expect(saves).toHaveLength(1);
    expectClean(errors);
  });
});
