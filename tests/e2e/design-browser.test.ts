import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { identityCommands } from '../../domain/identity/commands';
import { projectCommands } from '../../domain/projects/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { eventually, expectClean, launchBrowser, modal, openPage, openSignIn, signInWithModal, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

const system = { kind: 'system' } as const;
const next = (page: Page) => page.getByTestId('design-next');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function clickNext(page: Page, to: RegExp) {
  await next(page).click();
  await page.waitForURL(to);
}

describe('ordering a room design in a browser', () => {
  it('chooses two bedrooms and a kitchen, walks the questionnaire, leaves a draft, comes back from My Projects, signs in, pays for Classic and a designer sees it', async () => {
    const email = 'design-browser@example.com';
    await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId: 'design-browser' }, { actor: system });
    await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId: 'design-browser' }, { actor: system });
    await shop.runtime.execute(identityCommands.RegisterAccount, { userId: 'design-browser', email, passwordHash: await hashPassword('correct horse battery'), roles: ['client'], username: 'Bea', verifiedBy: 'system' }, { actor: system });
    const { page, errors } = await openPage(browser);

    // From the home page's call to action to the room choice.
    await visit(page, `${shop.base}/`);
    await page.getByRole('link', { name: 'Start a design project' }).click();
    await page.waitForURL(/\/design\/room$/);
    await eventually(() => page.title()).toBe('Interior Design Room Layouts by Certified Experts · Roomcraft');
    await eventually(() => next(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    await page.getByRole('button', { name: 'One more Kitchen' }).click();
    expect(await next(page).isDisabled()).toBe(false);
    await clickNext(page, /\/design\/image\?.*needId=\d+/);
    const bedroom = new URL(page.url()).searchParams.get('needId')!;
    const projectId = `C${bedroom.padStart(10, '0')}`;
    expect(await page.getByTestId('design-room').textContent()).toContain('room 1 of 3');

    // STYLES: Next waits for the 7th photo.
    const photos = page.locator('.picture-choice');
    for (let i = 0; i < 6; i++) await photos.nth(i).click();
    expect(await next(page).isDisabled()).toBe(true);
    await photos.nth(6).click();
    await eventually(() => page.locator('.design-footer__hint').textContent()).toContain('Saved just now');
    await clickNext(page, /\/design\/personality\?/);
    await eventually(async () => /^Your style: /.test((await page.locator('h1').textContent()) ?? '')).toBe(true);
    await clickNext(page, /\/design\/payment\/index\?/);
    await page.getByTestId('plan-CLASSIC').click();
    await clickNext(page, /\/design\/payment\/payment\?/);
    await page.getByRole('heading', { name: 'Sign in to pay' }).waitFor();
    // Pay later: the questionnaire goes on.
    await page.getByRole('link', { name: /Pay later/ }).click();
    await page.waitForURL(/\/design\/lifestyle\?/);
    await page.getByText('Reading and quiet time').click();
    await clickNext(page, /\/design\/furniture\/stylePics\?/);
    await page.locator('.picture-choice').nth(6).click();
    await clickNext(page, /\/design\/budget\/rangeSelection\?/);
    await page.getByText('Savvy').click();
    await clickNext(page, /\/design\/roomDetail\?/);
    await page.getByLabel('Adults in your home').fill('2');
    await page.getByLabel('Own').check();
    await page.getByLabel('No', { exact: true }).check();
    await clickNext(page, /\/design\/roomDetail\/roomSelect\?/);
    await page.getByLabel('About the room').fill('North light, 12 by 14 feet, one window');
    await page.getByLabel('Queen').check();
    await clickNext(page, /\/design\/review\/review\?/);
    expect(await page.getByTestId('review-list').textContent()).toContain('Queen bed');

    // The kitchen: no furniture step.
    const kitchen = String(Number(bedroom) + 2);
    await visit(page, `${shop.base}/design/lifestyle?needId=${kitchen}`);
    await page.getByText('Cooking together').click();
    await clickNext(page, /\/design\/budget\/rangeSelection\?/);
    expect(await page.locator('.chip--tier').first().textContent()).toContain('$25,000 - $50,000');

    // Left as a draft: 'My Projects' opens the drafts in a new tab, and Continue comes back.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('.design-footer__projects').click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search).toBe('?status=DRAFT');
    await eventually(() => tab.locator('[data-testid^="project-C"]').count()).toBe(3);
    await tab.close();
    await visit(page, `${shop.base}/project/index?status=DRAFT`);
    await page.getByTestId(`project-${projectId}`).getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/design\/review\/review\?/);

    // Signing in keeps the drafts; paying for Classic with a sandbox card.
    await openSignIn(page);
    await signInWithModal(page, email, 'correct horse battery');
    await eventually(() => modal(page).count()).toBe(0);
    await visit(page, page.url());
    await page.getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL(/\/design\/payment\/payment\?/);
    await page.getByLabel('Name on card').fill('Bea Client');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByTestId('pay-plan').click();
    await page.waitForURL(/\/design\/payment\/continue\?/);
    expect(await page.getByTestId('paid-summary').textContent()).toContain(projectId);
    expect(projectId).toMatch(/^C0000000\d{3}$/);

    // Back to REVIEW and Next: submitted; the next bedroom's questionnaire follows.
    await visit(page, `${shop.base}/design/review/review?needId=${bedroom}`);
    await clickNext(page, /\/design\/image\?/);
    expect(new URL(page.url()).searchParams.get('needId')).toBe(String(Number(bedroom) + 1));
    await visit(page, `${shop.base}/project/index`);
    expect(await page.getByTestId(`project-${projectId}`).textContent()).toContain('Paid');

    // Staff assign a designer; the designer sees the project in their workspace.
    await shop.runtime.execute(projectCommands.AssignDesigner, { needId: bedroom, designerId: 'demo-designer' }, { actor: { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } }, { waitFor: ['projects-needs'] });
    const designer = await openPage(browser);
    await visit(designer.page, `${shop.base}/`);
    await openSignIn(designer.page);
    await signInWithModal(designer.page, 'designer@roomcraft.local', 'roomcraft-demo');
    await eventually(() => modal(designer.page).count()).toBe(0);
    await visit(designer.page, `${shop.base}/hidden/project/index`);
    expect(await designer.page.getByTestId(`designer-${projectId}`).textContent()).toContain('Reading and quiet time');
    expect(pathOf(designer.page)).toBe('/hidden/project/index');
    expectClean(errors);
    expectClean(designer.errors);
  });
});
