import { tmpdir } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { touchKeys } from '../../domain/tracking/events';
import { settled } from '../support/processes';
import { expectClean, launchBrowser, openPage, signedInOnHome, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 26 in headless Chromium: an analyst sees the shop funnel's chart and the
 * campaign in the console; staff see the same charts at /datagraph; an analyst
 * there gets 403 and a visitor 404. The tracking facts are appended as the
 * tracking context appends them (domain/tracking/events.ts).
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
const day = new Date().toISOString().slice(0, 10);
const at = (hh: string) => `${day}T${hh}:00.000Z`;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  const visitorId = 'visitor-browser-1';
  const values = { ...Object.fromEntries(touchKeys.map((k) => [k, null])), utm_campaign: 'autumn-browse', utm_medium: 'email' };
  await shop.runtime.store.append(`attribution-${visitorId}`, [{ type: 'VisitorLanded', data: { visitorId, touch: { values, channel: 'email', landingPage: '/sale', at: at('00:00') }, referrerHost: null } }], { expectedVersion: 'any' });
  const tracked = (eventType: string, time: string) => ({ type: 'TrackingEventCollected', data: { visitorId, userId: null, requestId: `b-${eventType}`, eventType, page: '/sale', pageAction: null, channel: null, promoCode: null, websiteSource: 'web', eventTime: time, receivedAt: time, extended: {} } });
  await shop.runtime.store.append(`tracking-${visitorId}`, [tracked('page_view', at('00:01')), tracked('product_view', at('00:02')), tracked('add_to_cart', at('00:03'))], { expectedVersion: 'any' });
  await settled(shop.runtime);
});
afterAll(async () => {
  await browser?.close();
});

describe('analytics in a browser', () => {
  it('an analyst sees the funnel chart and the campaign in the console; staff see /datagraph; others do not', { timeout: 180_000 }, async () => {
    const { page: analyst, errors: analystErrors } = await signedInOnHome(browser, shop.base, 'analyst@roomcraft.local', demoPassword);
    await visit(analyst, `${shop.base}/admin/analytics`);
    const chart = analyst.getByTestId('funnel-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(3);
    await analyst.getByTestId('dimension-table').getByText('email').waitFor();
    expect(await analyst.getByTestId('funnel-summary').textContent()).toMatch(/^visit 1 \(100\.0%\) → product viewed 1 \(100\.0%\) → added to cart 1/);
    await analyst.screenshot({ path: `${tmpdir()}/analytics-console.png`, fullPage: true });
    expect((await analyst.goto(`${shop.base}/datagraph`))!.status()).toBe(403);
    expectClean(analystErrors, [403]);

    const { page: staff, errors: staffErrors } = await signedInOnHome(browser, shop.base, 'staff@roomcraft.local', demoPassword);
    expect((await visit(staff, `${shop.base}/datagraph`))!.status()).toBe(200);
    await staff.getByTestId('funnel-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await staff.getByTestId('channel-table').getByText('email').waitFor();
    await staff.getByTestId('cohort-table').waitFor();
    await staff.screenshot({ path: `${tmpdir()}/analytics-datagraph.png`, fullPage: true });
    expectClean(staffErrors);

    const { page: visitor } = await openPage(browser);
    expect((await visitor.goto(`${shop.base}/datagraph`))!.status()).toBe(404);
  });
});
