import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword } from '../support/clients';
import { demoLogin, publishedProposal } from '../support/review';
import { processesSettled, settled } from '../support/processes';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the renders on the client\'s review (issue 23)', () => {
  it('shows each still of the published board\'s room as a loaded image beside the board', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.190');
    const designer = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.191');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designer);
    expect((await p.publish()).status).toBe(200);
    await processesSettled(shop.runtime);
    await settled(shop.runtime);
    const visitor = await new PageVisitor(shop.base).signIn(p.client.email, clientPassword);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = visitor.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const { page, errors } = await openPage(context);
    await visit(page, `${shop.base}/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`);
    const section = page.getByTestId('review-renders');
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByRole('heading').textContent()).toBe('Your room, rendered');
    const images = section.locator('img');
    expect(await images.count()).toBe(3);
    // Every still is a real picture, decoded by the browser at its size, and not one flat colour.
    await eventually(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth === 1600))).toBe(true);
    const spread = await images.first().evaluate((img: HTMLImageElement) => {
      const c = document.createElement('canvas');
      c.width = 160; c.height = 90;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0, 160, 90);
      const d = g.getImageData(0, 0, 160, 90).data;
      let lo = 255, hi = 0, dark = 0;
      for (let i = 0; i < d.length; i += 4) {
        const l = (d[i]! + d[i + 1]! + d[i + 2]!) / 3;
        lo = Math.min(lo, l); hi = Math.max(hi, l);
        if (l < 20) dark++;
      }
      return { range: hi - lo, darkShare: dark / (d.length / 4) };
    });
    expect(spread.range).toBeGreaterThan(100);
    expect(spread.darkShare).toBeLessThan(0.2);
    expect(await section.locator('figcaption').allTextContents()).toEqual(['Across the room', 'From the side', 'Overview']);
    await section.screenshot({ path: process.env.RENDERS_SCREENSHOT ?? '/tmp/review-renders.png' });
    expectClean(errors);
  });
  it('the designer sees each board\'s stills on the proposals page and asks for them again', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.192');
    const designer = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.193');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designer);
    expect((await p.publish()).status).toBe(200);
    await processesSettled(shop.runtime);
    const visitor = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = visitor.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const { page, errors } = await openPage(context);
    await visit(page, `${shop.base}/hidden/project/proposal?needId=${p.needId}`);
    const version = page.getByTestId('version-1');
    const stills = version.getByRole('list', { name: 'Room stills of Cosy living room' }).locator('img');
    await eventually(() => stills.count()).toBe(3);
    await eventually(() => stills.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth === 1600))).toBe(true);
    await version.getByRole('button', { name: 'Render the room stills again' }).click();
    await eventually(() => page.locator('.form-ok').textContent()).toBe('The room stills of version 1 are being rendered: they will be here in a minute.');
    // Asked again at once: the page says why not.
    await page.getByTestId('version-1').getByRole('button', { name: 'Render the room stills again' }).click();
    await eventually(() => page.locator('.form-alert').first().textContent()).toContain('The stills are being rendered: they will be here in a minute');
    await version.screenshot({ path: '/tmp/designer-stills.png' });
    expectClean(errors, [409]);
  });
});
