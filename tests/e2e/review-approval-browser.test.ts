import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { clientPassword } from '../support/clients';
import { demoLogin, publishedProposal } from '../support/review';
import { eventually, expectClean, launchBrowser, openPage, openSignIn, signInWithModal, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function signedIn(email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const opened = await openPage(context);
  await visit(opened.page, `${shop.base}/`);
  await opened.page.getByRole('button', { name: 'Essential only' }).click();
  await openSignIn(opened.page);
  await signInWithModal(opened.page, email, password);
  return opened;
}

describe('a published board as a room (issue 23)', () => {
  it('the client\'s review shows the board\'s products in 3D at their true size, with the floor plan and its clearances', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.83');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.84');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    expect((await p.publish()).status).toBe(200);
    const { page, errors } = await signedIn(p.client.email, clientPassword);
    await visit(page, `${shop.base}/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`);
    const room = page.getByTestId('review-room3d');
    await eventually(() => room.getByTestId('room3d-stage').getAttribute('data-state')).toBe('ready');
    // The three products, not the designer's alternative; the plan beside them; nothing to arrange or download here.
    expect(await room.getByTestId('room3d-stage').getAttribute('data-pieces')).toBe('3');
    expect(await room.locator('.room3d__pieces li').count()).toBe(3);
    expect(await room.getByTestId('room3d-plan').locator('svg').count()).toBe(1);
    expect(await room.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await room.getByText('Download the floor plan (PDF)').count()).toBe(0);
    await room.locator('.room3d__pieces button').first().click();
    await eventually(() => room.locator('.room3d__buy').innerText()).toContain('As your designer arranged it.');
    await page.screenshot({ path: '/tmp/review-room3d.png', fullPage: true }).catch(() => undefined);
    expectClean(errors);
  });
});

describe('a version of two boards', () => {
  it('approving one board says so for that board and names the other; the version is approved only with both', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.81');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.82');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    const second = (await designerApi.call(`/designer/proposals/${p.proposalId}/boards`, { name: 'Reading corner' })).data.boardId as string;
    expect((await p.publish()).status).toBe(200);

    const { page, errors } = await signedIn(p.client.email, clientPassword);
    await visit(page, `${shop.base}/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`);
    await page.getByTestId('approve-board').click();
    await page.getByText('You approved this board. You can now add the products you kept to your cart. Still to review in version 1: Reading corner.').waitFor();

    // The project and the version do not call the version approved: one board is left.
    await visit(page, `${shop.base}/project/info/design?needId=${p.needId}`);
    expect(await page.getByTestId('proposal-state').textContent()).toBe('You approved 1 of 2 boards (Cosy living room). Still to review: Reading corner.');
    await visit(page, `${shop.base}/design/review/review?proposalId=${p.proposalId}`);
    expect(await page.locator('.review-page__head .status-badge').textContent()).toBe('Ready for your review');
    expect((await p.client.call(`/moodBoardProposal/${p.proposalId}`)).data.status).toBe('PUBLISHED');

    await visit(page, `${shop.base}/client/detail/mood_board?id=${second}&proposalId=${p.proposalId}`);
    await page.getByTestId('approve-board').click();
    await page.getByText('You approved this board: every board of version 1 is now approved.', { exact: false }).waitFor();
    await visit(page, `${shop.base}/project/info/design?needId=${p.needId}`);
    expect(await page.getByTestId('proposal-state').textContent()).toBe('You approved every board of this version (2).');
    expect((await p.client.call(`/moodBoardProposal/${p.proposalId}`)).data.status).toBe('APPROVED');
    expectClean(errors);
  });

  it('the designer offers alternatives by picking products (name, picture, price), not by typing ids', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.83');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.84');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    expect((await p.publish()).status).toBe(200);
    const [, b, , other] = p.goods;
    const mark = await p.client.call(`/moodBoardProductComment/setForMoodBoard/${p.boardId}`, { productId: b!.id, intent: 'SEE_OPTIONS', tagIds: [5], content: 'Other colours?' });
    expect(mark.status).toBe(200);
    const commentId = mark.data.id as string;

    const { page, errors } = await signedIn('designer@roomcraft.local', demoPassword);
    await visit(page, `${shop.base}/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`);
    const picker = page.getByTestId(`alt-picker-${commentId}`);
    // No box for product ids: products like this one to tick, each with its picture, name and price.
    expect(await page.getByLabel(/product ids/i).count()).toBe(0);
    const options = picker.locator('.alt-picker__option');
    await eventually(() => options.count()).toBeGreaterThan(0);
    const first = options.first();
    expect(await first.locator('.alt-picker__meta').textContent()).toMatch(/\$\d/);
    await eventually(() => first.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // A search by name finds the product to offer.
    await picker.getByLabel('Find alternatives by name').fill(other!.name);
    await picker.getByRole('button', { name: 'Find' }).click();
    const found = picker.locator('.alt-picker__option', { hasText: other!.name });
    await found.first().waitFor();
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots-ux'}/alternatives-picker.png` });
    await found.first().locator('input[type="checkbox"]').check();
    await picker.getByRole('button', { name: 'Offer alternatives' }).click();
    await page.getByText('Alternatives sent to your client.').waitFor();
    const comments = (await p.client.call(`/moodBoardProductComment?moodBoardId=${p.boardId}`)).data as { id: string; alternatives: string[] }[];
    expect(comments.find((c) => c.id === commentId)!.alternatives).toEqual([other!.id]);
    // Offered, it shows ticked at the top of the picker.
    await visit(page, `${shop.base}/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`);
    expect(await picker.locator('.alt-picker__option').first().locator('input').isChecked()).toBe(true);
    expect(await picker.locator('.alt-picker__option').first().textContent()).toContain(other!.name);
    expectClean(errors);
  });
});
