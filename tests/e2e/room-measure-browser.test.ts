import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { eventually, expectClean, launchBrowser, signedInOnHome, visit } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The plan editor with scripts (issue 23): the plan beside the fields is
 * redrawn as they change, units switch in place (the same room in feet and
 * inches), an L shows its walls by number, and the autosave keeps the room.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('the plan editor in a browser', () => {
  it('redraws the plan as the client measures, switches units in place and autosaves the room', { timeout: 120_000 }, async () => {
    const client = await newClientAccount(shop.runtime, 'measure-browser');
    const v = await new PageVisitor(shop.base).signIn(client.email, clientPassword);
    await v.get('/design/room');
    const drafted = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_1: '1' });
    const needId = new URL(drafted.location!, 'http://x').searchParams.get('needId')!;
    const { page, errors } = await signedInOnHome(browser, shop.base, client.email, clientPassword);
    await visit(page, `${shop.base}/design/roomDetail/manualInput?needId=${needId}`);
    const viewBox = () => page.locator('[data-testid="room-plan-preview"] svg').getAttribute('viewBox');
    const before = await viewBox();
    await page.locator('#remark').fill('The den');
    await page.locator('#f-room-shape-width').fill('800');
    // Wider room, wider plan; the box "measured" ticks itself.
    await eventually(viewBox).not.toBe(before);
    expect(await page.locator('input[name="room.measured"]').isChecked()).toBe(true);
    // An L: the cut-out's fields appear, the walls are offered by number.
    await page.getByLabel('L-shaped').check();
    await eventually(() => page.locator('#f-room-shape-cut-corner').isVisible()).toBe(true);
    await eventually(() => page.locator('#f-room-openings-0-wall option').count()).toBe(6);
    // The default's door and windows no longer fit the L's walls: the plan keeps the rectangle and says why.
    await eventually(() => page.locator('[data-testid="room-plan-preview"] figcaption').textContent()).toContain('The opening runs off the end of its wall');
    await page.locator('#f-room-openings-0-wall').selectOption('5');
    await page.locator('#f-room-openings-0-offset').fill('50');
    await page.locator('#f-room-openings-1-type').selectOption('');
    await page.locator('#f-room-openings-2-type').selectOption('');
    await eventually(() => page.locator('[data-testid="room-plan-preview"] .wall-label').count()).toBe(6);
    // A width out of bounds: the plan keeps the last room that fits and says why.
    await page.locator('#f-room-shape-width').fill('10000');
    await eventually(() => page.locator('[data-testid="room-plan-preview"] figcaption').textContent()).toContain("The room's width must be between 1 m and 30 m");
    await page.locator('#f-room-shape-width').fill('600');
    // Feet and inches: the same lengths, converted in place.
    await page.getByLabel('Feet and inches').check();
    await eventually(() => page.locator('#f-room-shape-width').inputValue()).toBe('19');
    expect(await page.locator('input[name="room.shape.width_in"]').inputValue()).toBe('8.22');
    // The autosave keeps the measured room in centimetres.
    await eventually(async () => (await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first())?.answers.ROOM_DETAILS?.room?.shape).toMatchObject({ type: 'L', width: 600 });
    expectClean(errors);
  });
});
