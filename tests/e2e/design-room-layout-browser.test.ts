import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Issue 20: the fixed bottom bar on /design/room covered the Kitchen and Bathroom counters. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('/design/room leaves room for its bottom bar', () => {
  for (const [width, height] of [[1366, 768], [390, 844]] as const) {
    it(`every room's counter can be clicked at ${width}×${height}, scrolled to as the browser does`, { timeout: 60_000 }, async () => {
      const { page, errors } = await openPage(browser, width, height);
      await visit(page, `${shop.base}/design/room`);
      const cookies = page.getByRole('button', { name: 'Essential only' });
      if (await cookies.count()) await cookies.click();
      const names = await page.locator('.room-tile__name').allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Kitchen', 'Bathroom']));
      const covered: string[] = [];
      // As the page first shows: every counter on the screen can be clicked where it is.
      for (const name of names) {
        for (const label of [`One more ${name}`, `One fewer ${name}`]) {
          const hit = await page.getByRole('button', { name: label }).evaluate((button) => {
            const r = button.getBoundingClientRect();
            if (r.bottom <= 0 || r.top >= innerHeight) return true;
            const at = document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, innerHeight - 1));
            return at === button || button.contains(at);
          });
          if (!hit) covered.push(`${label} (first screen)`);
        }
      }
      for (const name of names) {
        for (const label of [`One more ${name}`, `One fewer ${name}`]) {
          // Brought into view as the browser does for a focused (or found) element: the least scroll that shows it.
          const hit = await page.getByRole('button', { name: label }).evaluate((button) => {
            button.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
            const r = button.getBoundingClientRect();
            const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return at === button || button.contains(at);
          });
          if (!hit) covered.push(label);
        }
      }
      expect(covered).toEqual([]);
      await page.getByRole('button', { name: 'One more Kitchen' }).click({ trial: false });
      expect(await page.locator('[data-testid="room-Kitchen"] input').inputValue()).toBe('1');
      expectClean(errors);
    });
  }
});
