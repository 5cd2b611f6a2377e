import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, expectClean, launchBrowser, openPage, visit } from './identity-browser';
import { startShop } from './shop-server';

/**
 * Issue 23: a client finds the questionnaire's optional pages from its steps,
 * answers a few with scripts on (autosave, Next), and finds the answers again on
 * the hub and the review.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function next(page: Page, to: RegExp, heading: string | RegExp) {
  const from = page.url();
  await page.getByTestId('design-next').click();
  await page.waitForURL((url) => url.href !== from && to.test(url.href));
  await page.locator('main h1', { hasText: heading }).waitFor();
}
const projectQuery = (page: Page) => {
  const q = new URL(page.url()).searchParams;
  return `needId=${q.get('needId')}&packageId=${q.get('packageId')}`;
};

describe('the questionnaire’s optional pages in a browser', () => {
  it('a client says what the design covers, the wall colours and an exact budget, and finds them on the hub and the review', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, 1366, 768);
    await visit(page, `${shop.base}/design/room`);
    await page.getByRole('button', { name: 'One more Bedroom' }).click();
    await next(page, /\/design\/image\?/, 'Which rooms speak to you?');
    const project = projectQuery(page);
    const needId = new URLSearchParams(project).get('needId')!;

    // From LIFESTYLE to what the design covers; Next comes back.
    await visit(page, `${shop.base}/design/lifestyle?${project}`);
    await page.getByRole('link', { name: 'tell us what the design should cover and what you keep' }).click();
    await page.locator('main h1', { hasText: 'What should your design cover?' }).waitFor();
    await page.getByLabel('Lighting').check();
    await page.getByLabel('Storage').check();
    await page.getByLabel('Keeping some pieces').check();
    await page.getByLabel('What are you keeping?').fill('The walnut dresser');
    // The autosave keeps it before Next is pressed.
    await page.getByText('Saved just now').waitFor();
    await next(page, /\/design\/lifestyle\?/, 'How do you use your bedroom?');

    // From FURNITURE to the hub, then the wall colour: the palette opens with "these colours".
    await visit(page, `${shop.base}/design/furniture/stylePics?${project}`);
    await page.getByRole('link', { name: /the pieces you need and keep/ }).click();
    await page.locator('main h1', { hasText: 'Your furniture, walls and materials' }).waitFor();
    await page.getByRole('link', { name: 'Answer Wall colour' }).click();
    await page.locator('main h1', { hasText: 'What about the walls?' }).waitFor();
    await page.getByLabel('Leave it to my designer').check();
    expect(await page.getByLabel('Sage', { exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('I would like these colours').check();
    await page.getByLabel('Sage', { exact: true }).check();
    await page.getByLabel('Navy', { exact: true }).check();
    await next(page, /\/design\/furniture\?/, 'Your furniture, walls and materials');
    expect(await page.getByTestId('detail-WALL_COLOR').textContent()).toContain('Wall colours: Sage, Navy');

    // Split by piece shows its total as it is typed; an exact amount is then the budget.
    await visit(page, `${shop.base}/design/budget/rangeChoose?${project}`);
    await page.getByLabel('Bed: at least').fill('1500');
    await page.getByLabel('Bed: at most').fill('2500');
    await eventually(() => page.getByTestId('split-total').textContent()).toContain('These come to $1,500.00 - $2,500.00');
    await visit(page, `${shop.base}/design/budget/rangeSelection?${project}`);
    await page.getByRole('link', { name: 'an exact amount' }).click();
    await page.locator('main h1', { hasText: 'Your exact budget' }).waitFor();
    await page.getByLabel('Budget ($)').fill('300');
    await page.getByTestId('design-next').click();
    await page.getByText('A budget for this plan starts at $500').first().waitFor();
    await page.getByLabel('Budget ($)').fill('4500');
    await next(page, /\/design\/roomDetail\?/, 'All about you');

    // The review shows the details and the budget.
    await visit(page, `${shop.base}/design/review/review?${project}`);
    expect(await page.getByTestId('detail-SCOPE').textContent()).toContain('Design covers: Lighting, Storage');
    expect(await page.getByTestId('detail-SCOPE').textContent()).toContain('Keeping: The walnut dresser');
    expect(await page.getByTestId('review-list').textContent()).toContain('Exact budget');
    const row = await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first();
    expect(row.details.WALL_COLOR).toEqual({ choice: 'PALETTE', colours: ['sage', 'navy'], note: '' });
    expect(row.answers.BUDGET).toMatchObject({ type: 'PRECISE', minPrice: 450_000, maxPrice: 450_000 });
    expectClean(errors, [400]);
  });
});
