import { beforeAll, describe, expect, it } from 'vitest';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { canvasStream } from '../../domain/canvas/canvas-board';
import { clientPassword } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { demoLogin, publishedProposal } from '../support/review';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * Issue 20 through the pages: a client who opens their project's board from
 * /moodboard/index gets the project's own board, never the designer's draft;
 * the draft's editor is 404 to them, and the published review link opens the review.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

describe('private draft boards on the mood-board pages', () => {
  it("'Open its mood board' opens the project's board; the draft stays the designer's; the review link opens the review", async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.180');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.181');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    const shared = boardIdFor({ kind: 'need', id: p.needId });
    const draftEvents = async () => (await shop.runtime.store.readStream(canvasStream(p.boardId))).events.length;
    const before = await draftEvents();

    const client = await new PageVisitor(shop.base).signIn(p.client.email, clientPassword);
    const index = await client.get('/moodboard/index');
    expect(index.status).toBe(200);
    expect(index.html).toContain('Open its mood board');
    expect(index.html).not.toContain(p.boardId);
    const opened = await client.post('/moodboard/index', { csrf: client.csrf, needId: p.needId });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/moodboard/detail/${shared}`);
    expect((await client.get(`/moodboard/detail/${shared}`)).status).toBe(200);
    // The draft: not in the list, no editor, no client page, nothing written.
    expect((await client.get('/moodboard/index')).html).not.toContain(p.boardId);
    expect((await client.get(`/moodboard/detail/${p.boardId}`)).status).toBe(404);
    expect((await client.get(`/client/detail/mood_board?id=${p.boardId}`)).status).toBe(404);
    expect(await draftEvents()).toBe(before);

    // The designer still lists the draft, and is offered the project's own board beside it.
    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', (await import('../../composition-root/demo/accounts')).demoPassword);
    const theirs = await designer.get('/moodboard/index');
    expect(theirs.html).toContain(`/moodboard/detail/${p.boardId}`);
    expect(theirs.html).toContain(`/moodboard/detail/${shared}`);

    // Published: the link the client is given opens the review, not the editor.
    expect((await p.publish()).status).toBe(200);
    const review = await client.get(`/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`);
    expect(review.status).toBe(200);
    expect(review.html).toContain('0 of 3 marked');
    expect(review.html).not.toContain('mb-page__body');
    expect((await client.get(`/client/detail/mood_board?id=${p.boardId}`)).html).toContain('0 of 3 marked');
    expect((await client.get(`/moodboard/detail/${p.boardId}`)).status).toBe(404);
    expect(logged).toEqual([]);
  });
});
