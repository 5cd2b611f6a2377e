import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** A browser context (one cookie jar: its pages are tabs of one browser) signed in as `email`. */
async function signedInContext(email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await openPage(context);
  await visit(first.page, `${shop.base}/`);
  await first.page.getByRole('button', { name: 'Essential only' }).click();
  await openSignIn(first.page);
  await signInWithModal(first.page, email, password);
  return { context, ...first };
}

async function tab(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await visit(opened.page, url);
  return opened;
}

describe('mood-board review in a browser', () => {
  it('the designer publishes; the client marks one product of each kind with tags, races two tabs on the review, approves and buys what they kept', { timeout: 120_000 }, async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.95');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.96');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    const [a, b, c] = p.goods;

    // The designer publishes version 1 from the workspace, with a note for the client.
    const designer = await signedInContext('designer@roomcraft.local', demoPassword);
    await visit(designer.page, `${shop.base}/hidden/project/proposal?needId=${p.needId}`);
    await designer.page.getByLabel('Notes for your client').fill('Warm woods, soft linen.');
    await designer.page.getByTestId('publish').click();
    await designer.page.getByText('Version 1 is published: your client has been told.').waitFor();

    // The client finds it from the notification, opens the board and marks one product of each kind.
    const client = await signedInContext(p.client.email, clientPassword);
    await visit(client.page, `${shop.base}/notice/index`);
    await client.page.getByText('Your designer published version 1 of your design').click();
    await client.page.getByTestId('proposal-review').waitFor();
    await client.page.getByRole('link', { name: 'Review products' }).click();
    await client.page.getByTestId('board-review').waitFor();
    expect(await client.page.getByTestId('board-view').locator('.board-view__item').count()).toBe(4);
    await expect.poll(() => client.page.getByText('Notes from your designer').isVisible()).toBe(true);

    const product = (id: string) => client.page.getByTestId(`review-product-${id}`);
    await product(a!.id).getByLabel('Keep').check();
    await product(a!.id).getByRole('button', { name: 'Save' }).click();
    await product(a!.id).getByText('Saved — your designer will see it.').waitFor();

    // With scripts only the chosen option's tags and prompt show.
    await product(b!.id).getByLabel('See options').check();
    await product(b!.id).getByText('Tell us what feels off?').first().waitFor();
    expect(await product(b!.id).getByLabel('Own similar').count()).toBe(0);
    await product(b!.id).getByLabel('Color').check();
    await product(b!.id).getByLabel('Price').check();
    await product(b!.id).locator('textarea[name="content"]').fill('Other colours?');
    await product(b!.id).getByRole('button', { name: 'Save' }).click();
    await product(b!.id).getByText('Saved — your designer will see it.').waitFor();

    await product(c!.id).getByLabel("Don't want").check();
    await product(c!.id).getByText("Tell us why you don't want this").first().waitFor();
    await product(c!.id).getByLabel('Own similar').check();
    await product(c!.id).getByRole('button', { name: 'Save' }).click();
    await product(c!.id).getByText('Saved — your designer will see it.').waitFor();
    const marks = (await p.client.call(`/moodBoardProductComment?moodBoardId=${p.boardId}`)).data.map((x: { intent: string; tags: string[] }) => [x.intent, x.tags]);
    expect(marks).toEqual([['KEEP', []], ['SEE_OPTIONS', ['Color', 'Price']], ['DONT_WANT', ['Own similar']]]);

    // Two tabs on the overall review: the second save is refused and shows the first tab's text.
    const reviewUrl = `${shop.base}/design/review/review?proposalId=${p.proposalId}`;
    const one = await tab(client.context, reviewUrl);
    const two = await tab(client.context, reviewUrl);
    await one.page.getByTestId('overall').fill('Love the sofa.');
    await one.page.getByRole('button', { name: 'Save review' }).click();
    await one.page.getByText('Your review is saved and your designer can read it.').waitFor();
    await two.page.getByTestId('overall').fill('Hate the rug.');
    await two.page.getByRole('button', { name: 'Save review' }).click();
    await two.page.getByTestId('stale-review').waitFor();
    await eventually(() => two.page.getByTestId('overall').inputValue()).toBe('Love the sofa.');
    expect(await two.page.getByTestId('stale-review').textContent()).toContain('Hate the rug.');
    // Adding to the newer text and saving again works.
    await two.page.getByTestId('overall').fill('Love the sofa. Hate the rug.');
    await two.page.getByRole('button', { name: 'Save review' }).click();
    await two.page.getByText('Your review is saved and your designer can read it.').waitFor();
    expect((await p.client.call(`/moodBoardProposal/${p.proposalId}`)).data).toMatchObject({ _rowVer: 2, clientReview: { comments: { overall: 'Love the sofa. Hate the rug.' } } });

    // The designer's page stays open: what follows reaches its top bar live, without a reload.
    await eventually(() => designer.page.getByTestId('top-chat').getAttribute('data-live')).toBe('online');
    const count = async (id: string) => Number((await designer.page.getByTestId(id).textContent({ timeout: 200 }).catch(() => null)) ?? 0);
    const noticesBefore = await count('top-notice-count');
    expect(await count('top-chat-count')).toBe(0);

    // Approve the board, then the kept products go into the cart in one step.
    await client.page.reload();
    await client.page.getByTestId('approve-board').click();
    await client.page.getByText('You approved this board. You can now add the products you kept to your cart.').waitFor();
    await client.page.getByTestId('add-kept').click();
    await client.page.getByText('Added To Cart.').waitFor();
    const lines = (await p.client.call('/cart/manage/list')).data;
    const cart = (Array.isArray(lines) ? lines : (lines.list ?? lines.lines)) as Array<{ goodsId?: string; goods?: { id: string } }>;
    expect(cart.map((l) => l.goodsId ?? l.goods?.id)).toEqual([a!.id]);

    // The designer is told live: the approval's notification, then a chat message from the client.
    await eventually(() => count('top-notice-count')).toBe(noticesBefore + 1);
    expect((await p.client.call('/chat/manage/send', { needId: p.needId, roleType: 'designer', text: 'Approved! When can we talk?' })).status).toBe(200);
    await eventually(() => count('top-chat-count')).toBe(1);

    // The designer sees the notification and every mark on their board.
    await visit(designer.page, `${shop.base}/notice/index`);
    await designer.page.getByText('Your client approved a mood board of version 1').waitFor();
    await visit(designer.page, `${shop.base}/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`);
    await designer.page.getByText('Color, Price').waitFor();

    for (const opened of [designer, client, one]) expectClean(opened.errors);
    // The refused save answers 409, as it should.
    expectClean(two.errors, [409]);
    await designer.context.close();
    await client.context.close();
  });
});
