import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../projections/identity/accounts';
import { clientPassword, newClientAccount } from '../support/clients';
import { processesSettled } from '../support/processes';
import { PageVisitor } from './page-visitor';
import { eventually, expectClean, launchBrowser, modal, modalTitle, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/** Idea boards (issue 24) in headless Chromium: a visitor saves a case, signs up, finds it on their board, and starts a DIY board from it. */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('idea boards in a browser', () => {
  it('a visitor saves a case, is sent to sign up, signs up, finds the case on their board turns the board into a DIY board and into a design project', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/design/case/demo-1-1`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const title = (await page.locator('h1').textContent())!;
    await page.getByTestId('save-idea').getByRole('button', { name: 'Save to a board' }).click();

    // Sent to sign up, with the way back to the case.
    await page.waitForURL(/\/sign-in\?register=1&redirectTo=%2Fdesign%2Fcase%2Fdemo-1-1$/);
    await modal(page).waitFor();
    if (await modal(page).getByRole('button', { name: 'Sign up with e-mail' }).count()) await modal(page).getByRole('button', { name: 'Sign up with e-mail' }).click();
    await eventually(() => modalTitle(page)).toBe('Sign up with e-mail');
    const email = `ideas-${Date.now()}@example.com`;
    await modal(page).getByLabel('E-mail', { exact: true }).fill(email);
    await modal(page).getByLabel('Password', { exact: true }).fill('a long enough password');
    await modal(page).getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${shop.base}/design/case/demo-1-1`);
    await eventually(async () => Boolean(await findAccountByEmail(shop.runtime.db, email))).toBe(true);
    await processesSettled(shop.runtime);

    // The account menu links the boards; the case is on "Saved ideas".
    await visit(page, `${shop.base}/`);
    await page.locator('.account-menu__toggle').click();
    await page.getByRole('link', { name: 'Idea boards' }).first().click();
    await page.waitForURL(`${shop.base}/ideas`);
    const card = page.getByTestId('idea-board').filter({ hasText: 'Saved ideas' });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 idea');
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/ideas\/ib[0-9a-f]{16}$/);
    const boardUrl = page.url();
    await page.getByTestId('idea-item').filter({ hasText: title }).waitFor();
    expect(await page.getByTestId('idea-item').locator('img').first().evaluate((img: HTMLImageElement) => img.src)).toContain('/media/');

    // One step to a DIY mood board holding the case's products.
    await page.getByRole('button', { name: 'Start a DIY board from this' }).click();
    await page.waitForURL(/\/div\/moodboard\?id=dy[a-f0-9]{16}$/);
    const diyId = new URL(page.url()).searchParams.get('id')!;
    const caseGoods = (await shop.runtime.db('content_design_cases_v1').where({ case_id: 'demo-1-1' }).first()).goods_ids as string[];
    expect(await shop.runtime.db('diy_projects_v1').where({ diy_id: diyId }).first()).toMatchObject({ owner_kind: 'client' });
    await eventually(async () => {
      const board = await shop.runtime.db('canvas_boards_v1').where({ project_kind: 'diy', project_id: diyId }).first();
      return ((board?.product_ids ?? []) as string[]).filter((id) => caseGoods.includes(id)).length;
    }).toBeGreaterThan(0);

    // And in one step to a design project for the case's room, the board's ideas in its brief.
    await visit(page, boardUrl);
    await page.waitForSelector('html[data-hydrated="true"]');
    const caseRoom = (await shop.runtime.db('content_design_cases_v1').where({ case_id: 'demo-1-1' }).first()).room_type_id as string;
    expect(await page.getByLabel('Room to design', { exact: true }).inputValue()).toBe(caseRoom);
    await page.getByRole('button', { name: 'Start a design project' }).click();
    await page.waitForURL(/\/design\/image\?packageId=[^&]+&needId=\d+$/);
    const needId = new URL(page.url()).searchParams.get('needId')!;
    const need = await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first();
    expect(need).toMatchObject({ owner_kind: 'client', room_type_id: caseRoom, ideas: { caseIds: ['demo-1-1'], goodsIds: [], boardName: 'Saved ideas' } });

    // Another client cannot start a project from this board: not found, nothing drafted.
    const other = new PageVisitor(shop.base);
    const { email: otherEmail } = await newClientAccount(shop.runtime, 'ideas-other');
    await other.signIn(otherEmail, clientPassword);
    expect((await other.get('/ideas')).status).toBe(200);
    const before = await shop.runtime.db('projects_needs_v1').count({ n: '*' });
    const refused = await other.post(`${new URL(boardUrl).pathname}/project`, { csrf: other.csrf, roomType: caseRoom });
    expect(refused).toMatchObject({ status: 404, html: 'This board was not found.' });
    expect((await other.post(`${new URL(boardUrl).pathname}/diy`, { csrf: other.csrf })).status).toBe(404);
    expect(await shop.runtime.db('projects_needs_v1').count({ n: '*' })).toEqual(before);
    expectClean(errors);
  });
});
