import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { clientPassword, signedInClient } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { demoLogin, publishedProposal } from '../support/review';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** The review pages without scripts: the designer publishes, the client reviews, marks, approves and buys; nobody else sees it. */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

describe('review pages', () => {
  it('designer publishes from the workspace; the client reviews, marks each kind, races two tabs, approves and adds the kept products to the cart', async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.90');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.91');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    const [a, b, c] = p.goods.map((g) => g.id);

    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', demoPassword);
    expect((await designer.get('/hidden/project/index')).html).toContain(`/hidden/project/proposal?needId=${p.needId}`);
    const draft = await designer.get(`/hidden/project/proposal?needId=${p.needId}`);
    expect(draft.status).toBe(200);
    expect(draft.html).toContain('Draft of version 1');
    expect(draft.html).toContain('Cosy living room');
    const published = await designer.post(`/hidden/project/proposal?needId=${p.needId}`, { csrf: designer.csrf, intent: 'publish', proposalId: p.proposalId, [`notes_${p.boardId}`]: 'Warm woods, soft linen.' });
    expect(published.status).toBe(200);
    expect(published.html).toContain('Version 1 is published: your client has been told.');

    const client = await new PageVisitor(shop.base).signIn(p.client.email, clientPassword);
    expect((await client.get(`/project/info/design?needId=${p.needId}`)).html).toContain(`/design/review/review?proposalId=${p.proposalId}`);
    const overview = await client.get(`/design/review/review?proposalId=${p.proposalId}`);
    expect(overview.status).toBe(200);
    expect(overview.html).toContain('Living Room · version 1');
    expect(overview.html).toContain('Warm woods, soft linen.');
    expect(overview.html).toContain('3 revisions left');
    const review = `/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`;
    expect(overview.html).toContain(review.replace(/&/g, '&'));
    const page = await client.get(review);
    expect(page.status).toBe(200);
    expect(page.html).toContain('0 of 3 marked');
    expect(page.html).toContain('Tell us what feels off?');
    expect(page.html).toContain("Tell us why you don't want this");
    expect(page.html).not.toContain(p.goods[3]!.name);

    // One product of each kind, with tags; the tags of the other groups are ignored.
    expect((await client.post(review, { csrf: client.csrf, intent: 'mark', productId: a!, mark: 'KEEP' })).html).toContain('Saved — your designer will see it.');
    expect((await client.post(review, { csrf: client.csrf, intent: 'mark', productId: b!, mark: 'SEE_OPTIONS', tags_SEE_OPTIONS: ['5', '10'], tags_DONT_WANT: ['1'], content: 'Other colours?' })).status).toBe(200);
    expect((await client.post(review, { csrf: client.csrf, intent: 'mark', productId: c!, mark: 'DONT_WANT', tags_DONT_WANT: ['1', '3'], content: 'We have one' })).status).toBe(200);
    const bad = await client.post(review, { csrf: client.csrf, intent: 'mark', productId: c!, mark: 'LOVE' });
    expect([bad.status, bad.html.includes("Please choose Keep, See options or Don't want")]).toEqual([400, true]);
    const comments = (await p.client.call(`/moodBoardProductComment?moodBoardId=${p.boardId}`)).data;
    expect(comments.map((x: { intent: string; tags: string[] }) => [x.intent, x.tags])).toEqual([['KEEP', []], ['SEE_OPTIONS', ['Color', 'Price']], ['DONT_WANT', ['Own similar', 'Style']]]);
    expect((await client.get(review)).html).toContain('3 of 3 marked');

    // The designer sees every mark and answers.
    const seen = await designer.get(`/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`);
    expect(seen.html).toContain('See options');
    expect(seen.html).toContain('Color, Price');
    expect(seen.html).toContain('“Other colours?”');
    const optionsId = comments[1].id as string;
    expect((await designer.post(`/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`, { csrf: designer.csrf, intent: 'answer', commentId: optionsId, answer: 'It comes in sage.' })).html).toContain('Answer sent to your client.');
    expect((await client.get(review)).html).toContain('It comes in sage.');

    // The board's own thread: the client asks, the designer reads it on the comments page and answers.
    const ask = await client.post(review, { csrf: client.csrf, intent: 'message', messageId: 'om-review-1', text: 'Does the sofa come in velvet?' });
    expect([ask.status, ask.location]).toEqual([302, `${review}#messages`]);
    const thread = await designer.get(`/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`);
    expect(thread.html).toContain('Does the sofa come in velvet?');
    await designer.post(`/moodboard/comment/${p.boardId}?proposalId=${p.proposalId}`, { csrf: designer.csrf, intent: 'message', messageId: 'om-review-2', text: 'Yes, in three colours.' });
    expect((await client.get(review)).html).toContain('Yes, in three colours.');

    // Two tabs hold the overall review at version 0: the second save is refused and shows the newer text.
    const tabA = await client.get(`/design/review/review?proposalId=${p.proposalId}`);
    const rowVer = tabA.html.match(/name="rowVer"[^>]*value="(\d+)"/)![1]!;
    expect(rowVer).toBe('0');
    const saved = await client.post(`/design/review/review?proposalId=${p.proposalId}`, { csrf: client.csrf, intent: 'overall', rowVer, overall: 'Love the sofa.' });
    expect(saved.html).toContain('Your review is saved');
    const stale = await client.post(`/design/review/review?proposalId=${p.proposalId}`, { csrf: client.csrf, intent: 'overall', rowVer, overall: 'Hate the rug.' });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain('Your review was changed in another tab or window.');
    expect(stale.html).toMatch(/<textarea[^>]*name="overall"[^>]*>Love the sofa\.<\/textarea>/);
    expect(stale.html).toMatch(/name="rowVer"[^>]*value="1"/);
    expect(stale.html).toContain('Hate the rug.');

    // Approve, then every kept product into the cart in one step.
    expect((await client.post(review, { csrf: client.csrf, intent: 'approve' })).html).toContain('You approved this board.');
    const after = await client.get(review);
    expect(after.html).toContain('You kept 1 product.');
    expect((await client.post(review, { csrf: client.csrf, intent: 'cart' })).html).toContain('Added To Cart.');
    const lines = (await p.client.call('/cart/manage/list')).data;
    const cart = (Array.isArray(lines) ? lines : (lines.list ?? lines.lines)) as Array<{ goodsId?: string; goods?: { id: string } }>;
    expect(cart.map((l) => l.goodsId ?? l.goods?.id)).toContain(a);
    expect((await designer.get(`/hidden/project/proposal?needId=${p.needId}`)).html).toContain('Version 1 · approved');
    expect(logged).toEqual([]);
  });

  it('another client, another designer and a visitor never see the review pages', async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.92');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.93');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    await p.publish();
    const otherApi = await signedInClient(shop.runtime, shop.base, 'review-page-other');
    const other = await new PageVisitor(shop.base).signIn(otherApi.email, clientPassword);
    expect((await other.get(`/design/review/review?proposalId=${p.proposalId}`)).status).toBe(404);
    expect((await other.get(`/client/detail/mood_board?id=${p.boardId}`)).status).toBe(404);
    expect((await other.get(`/moodboard/comment/${p.boardId}`)).status).toBe(403);
    expect((await other.get(`/hidden/project/proposal?needId=${p.needId}`)).status).toBe(403);
    const posted = await other.post(`/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`, { csrf: other.csrf, intent: 'approve' });
    expect(posted.status).toBe(404);
    const visitor = new PageVisitor(shop.base);
    expect((await visitor.get(`/design/review/review?proposalId=${p.proposalId}`)).status).toBe(401);
    expect((await p.client.call(`/moodBoardProposal/${p.proposalId}`)).data.status).toBe('PUBLISHED');
  });
});
