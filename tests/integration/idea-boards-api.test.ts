import { describe, expect, it } from 'vitest';
import { ideaMessages } from '../../domain/ideas/idea-boards';
import { ideaBoardsTable, ideaItemsTable } from '../../projections/ideas/idea-boards';
import { clientPassword, newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { processesSettled } from '../support/processes';

/**
 * Idea boards over HTTP (issue 24): every /board and /case idea call, a board
 * readable by others only when public, changes only by the owner, bad input,
 * a visitor's save claimed at sign-in, and the public pages.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const ann = await signedInClient(runtime, base, 'ideas-ann');
  const bob = await signedInClient(runtime, base, 'ideas-bob');
  const anyone = new ApiClient(base, null, '192.0.2.90');
  const theCase = (await anyone.call('/case/get', { id: 'demo-1-1' })).data;
  return { runtime, base, errors, ann, bob, anyone, caseId: theCase.id as string, goodsId: theCase.products[0].goodsId as string, caseGoods: (theCase.products as { goodsId: string }[]).map((p) => p.goodsId) };
})();

const page = (base: string, path: string, who: ApiClient | null) => fetch(`${base}${path}`, { headers: who?.token ? { authorization: who.token } : {} });

describe('idea boards over the JSON API', () => {
  it('saves a case to the default board made on the first save; saving again is a no-op; saves a product to a chosen board; cancels', async () => {
    const { ann, caseId, goodsId } = await ready;
    const first = await ann.call('/case/collectCase', { caseId });
    expect(first).toMatchObject({ status: 200, success: true, message: ideaMessages.saved, data: { pending: false, item: { kind: 'case', refId: caseId } } });
    const defaultId = first.data.boardId as string;
    expect((await ann.call('/case/collectCase', { caseId })).data.boardId).toBe(defaultId);
    const boards = await ann.call('/board/getAllBoard');
    expect(boards.data.list).toMatchObject([{ id: defaultId, name: 'Saved ideas', isDefault: true, isPrivate: true, itemCount: 1 }]);
    expect(boards.data.list[0].cover).toMatch(/^\/media\//);

    const kitchen = await ann.call('/board/saveBoard', { name: 'Kitchen', isPrivate: false });
    expect(kitchen).toMatchObject({ status: 200, data: { name: 'Kitchen', isPrivate: false, itemCount: 0 } });
    const to = await ann.call('/case/collectCaseToFolder', { goodsId, boardId: kitchen.data.id });
    expect(to).toMatchObject({ status: 200, data: { boardId: kitchen.data.id, item: { kind: 'product', refId: goodsId } } });
    expect((await ann.call('/board/getBoardCount')).data).toEqual({ boards: 2, items: 2, publicBoards: 1 });
    expect((await ann.call('/board/listBoardName')).data.map((b: { name: string }) => b.name)).toEqual(['Saved ideas', 'Kitchen']);
    expect((await ann.call('/board/listBoard?start=1&pageSize=1')).data).toMatchObject({ total: 2, list: [{ name: 'Kitchen' }] });
    const got = await ann.call('/board/getBoard', { boardId: kitchen.data.id });
    expect(got.data).toMatchObject({ mine: true, items: [{ id: `product:${goodsId}`, kind: 'product', picture: expect.any(String) }] });
    expect((await ann.call('/board/listCase', { boardId: defaultId })).data).toMatchObject({ total: 1, list: [{ id: `case:${caseId}`, url: `/design/case/${caseId}` }] });

    expect(await ann.call('/case/cancelCase', { goodsId })).toMatchObject({ status: 200, data: { boardIds: [kitchen.data.id] } });
    expect((await ann.call('/board/getBoardCount')).data.items).toBe(1);
    expect((await ann.call('/case/cancelCase', { goodsId })).data.boardIds).toEqual([]);
  });

  it('moves ideas between one’s own boards, removes them, renames, flips privacy, and deletes a board only once confirmed', async () => {
    const { ann, caseId, goodsId } = await ready;
    const a = (await ann.call('/board/saveBoard', { name: 'Porch' })).data;
    const b = (await ann.call('/board/saveBoard', { name: 'Den' })).data;
    await ann.call('/case/collectCaseToFolder', { caseId, boardId: a.id });
    await ann.call('/case/collectCaseToFolder', { goodsId, boardId: a.id });
    expect(await ann.call('/board/moveCase', { ids: [`case:${caseId}`, `product:${goodsId}`], boardId: b.id, fromBoardId: a.id })).toMatchObject({ status: 200, data: { id: b.id, itemCount: 2 } });
    expect((await ann.call('/board/getBoard', { boardId: a.id })).data.itemCount).toBe(0);
    expect(await ann.call('/board/deleteCase', { ids: caseId, boardId: b.id })).toMatchObject({ status: 200, data: { itemCount: 1 } });
    expect((await ann.call('/board/saveBoard', { id: b.id, name: 'Den ideas' })).data.name).toBe('Den ideas');
    expect((await ann.call('/case/updatePrivateBoard', { boardId: b.id, isPrivate: false })).data.isPrivate).toBe(false);

    const refused = await ann.call('/board/deleteBoard', { id: b.id, continueDel: false });
    expect(refused).toMatchObject({ status: 409, success: false, message: ideaMessages.confirmDelete(1), data: { itemCount: 1 } });
    expect((await ann.call('/board/getBoard', { boardId: b.id })).status).toBe(200);
    expect(await ann.call('/board/deleteBoard', { id: b.id, continueDel: true })).toMatchObject({ status: 200, data: { id: b.id, deletedItems: 1 } });
    expect((await ann.call('/board/getBoard', { boardId: b.id })).status).toBe(404);
    expect((await ann.call('/board/deleteBoard', { id: a.id })).status).toBe(200);
  });

  it('isolation: another’s private board is not found; a public one is readable but not changeable; nothing moves into another’s board', async () => {
    const { runtime, base, ann, bob, anyone, caseId } = await ready;
    const secret = (await ann.call('/board/saveBoard', { name: 'Secret' })).data;
    const open = (await ann.call('/board/saveBoard', { name: 'Open', isPrivate: true })).data;
    await ann.call('/case/collectCaseToFolder', { caseId, boardId: secret.id });
    await ann.call('/case/updatePrivateBoard', { boardId: open.id, isPrivate: false });
    const bobs = (await bob.call('/board/saveBoard', { name: 'Bob’s' })).data;
    await bob.call('/case/collectCaseToFolder', { caseId, boardId: bobs.id });
    const before = await runtime.db(ideaItemsTable).count<{ n: string }[]>({ n: '*' });

    for (const who of [bob, anyone]) {
      expect(await who.call('/board/getBoard', { boardId: secret.id })).toMatchObject({ status: 404, message: ideaMessages.notFound });
      expect((await who.call('/board/listCase', { boardId: secret.id })).status).toBe(404);
      expect((await page(base, `/ideas/${secret.id}`, who)).status).toBe(404);
      expect((await page(base, `/ideas/${open.id}`, who)).status).toBe(200);
    }
    expect((await page(base, `/ideas/${secret.id}`, ann)).status).toBe(200);
    expect((await bob.call('/board/getBoard', { boardId: open.id, clientId: ann.userId })).data).toMatchObject({ mine: false, name: 'Open' });
    expect((await bob.call('/board/getBoard', { boardId: open.id, clientId: bob.userId })).status).toBe(404);
    expect((await bob.call('/board/listByIds', { ids: [secret.id, open.id, bobs.id] })).data.list.map((b: { id: string }) => b.id)).toEqual([open.id, bobs.id]);
    expect(await bob.call('/board/moveCase', { ids: [caseId], boardId: secret.id })).toMatchObject({ status: 404, message: ideaMessages.notFound });
    expect(await bob.call('/board/moveCase', { ids: [caseId], boardId: open.id })).toMatchObject({ status: 404, message: ideaMessages.notFound });
    expect((await bob.call('/case/collectCaseToFolder', { caseId, boardId: open.id })).status).toBe(404);
    expect((await bob.call('/board/deleteCase', { ids: [caseId], boardId: secret.id })).status).toBe(404);
    expect((await bob.call('/board/deleteBoard', { id: open.id, continueDel: true })).status).toBe(404);
    expect((await bob.call('/board/saveBoard', { id: open.id, name: 'Mine now' })).status).toBe(404);
    expect((await bob.call('/case/updatePrivateBoard', { boardId: open.id, isPrivate: true })).status).toBe(404);
    expect((await bob.call('/case/cancelCase', { caseId, boardId: secret.id })).status).toBe(404);
    expect(await runtime.db(ideaItemsTable).count<{ n: string }[]>({ n: '*' })).toEqual(before);
    for (const call of ['/board/listBoard', '/board/getAllBoard', '/board/getBoardCount', '/board/listBoardName', '/board/notShowHint']) expect((await anyone.call(call)).status).toBe(401);
    expect((await anyone.call('/board/saveBoard', { name: 'x' })).status).toBe(401);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { runtime, ann, caseId, errors } = await ready;
    const boardsBefore = await runtime.db(ideaBoardsTable).count<{ n: string }[]>({ n: '*' });
    expect(await ann.call('/board/saveBoard', { name: 'x'.repeat(61) })).toMatchObject({ status: 400, message: `name: ${ideaMessages.nameTooLong}` });
    expect(await ann.call('/board/saveBoard', { name: '  ' })).toMatchObject({ status: 400, message: `name: ${ideaMessages.nameMissing}` });
    expect((await ann.call('/board/saveBoard', { name: 'ok', isPrivate: 'maybe' })).status).toBe(400);
    const b = (await ann.call('/board/saveBoard', { name: 'Limits' })).data;
    const many = Array.from({ length: 101 }, (_, i) => `case:c${i}`);
    expect(await ann.call('/board/moveCase', { ids: many, boardId: b.id })).toMatchObject({ status: 400, message: `ids: ${ideaMessages.tooManyIds}` });
    expect(await ann.call('/board/deleteCase', { ids: [], boardId: b.id })).toMatchObject({ status: 400, message: `ids: ${ideaMessages.noIds}` });
    expect((await ann.call('/board/moveCase', { ids: ['case:../x'], boardId: b.id })).status).toBe(400);
    expect(await ann.call('/board/moveCase', { ids: [`case:${caseId}`, 'product:nope'], boardId: b.id })).toMatchObject({ status: 404, message: ideaMessages.notOnBoard });
    expect(await ann.call('/case/collectCase', { caseId: 'no-such-case' })).toMatchObject({ status: 404, message: ideaMessages.caseNotFound });
    expect(await ann.call('/case/collectCase', { goodsId: 'no-such-product' })).toMatchObject({ status: 404, message: ideaMessages.productNotFound });
    expect((await ann.call('/case/collectCase', {})).status).toBe(400);
    expect((await ann.call('/board/getBoard', { boardId: 'no-such-board' })).status).toBe(404);
    expect((await ann.call('/board/listByIds', { ids: Array.from({ length: 101 }, (_, i) => `b${i}`) })).status).toBe(400);
    expect((await ann.call('/board/listBoard?pageSize=101')).status).toBe(400);
    expect((await ann.call('/board/saveBoard')).status).toBe(405);
    expect((await ann.call('/board/deleteBoard')).status).toBe(405);
    const boardsAfter = await runtime.db(ideaBoardsTable).count<{ n: string }[]>({ n: '*' });
    expect(Number(boardsAfter[0]!.n)).toBe(Number(boardsBefore[0]!.n) + 1);
    expect(errors).toEqual([]);
  });

  it('notShowHint remembers the dismissed hint, for that client only', async () => {
    const { ann, bob } = await ready;
    expect((await bob.call('/board/notShowHint')).data).toEqual({ showHint: true });
    expect((await ann.call('/board/notShowHint', {})).data).toEqual({ showHint: false });
    expect((await ann.call('/board/notShowHint')).data).toEqual({ showHint: false });
    expect((await bob.call('/board/notShowHint')).data).toEqual({ showHint: true });
  });

  it('a visitor’s save waits for them and moves into the account they sign in to', async () => {
    const { runtime, base, caseId, goodsId } = await ready;
    const v = new ApiClient(base, null, '192.0.2.91');
    v.token = (await v.call('/common/getSessionId')).data.sessionId;
    expect(await v.call('/case/collectCase', { caseId })).toMatchObject({ status: 200, message: ideaMessages.signIn, data: { pending: true, boardId: null } });
    expect(await v.call('/case/collectCase', { goodsId })).toMatchObject({ status: 200, data: { pending: true } });
    expect((await v.call('/case/collectCaseToFolder', { caseId, boardId: 'x' })).status).toBe(401);
    const { email } = await newClientAccount(runtime, 'ideas-visitor');
    expect((await v.call('/client/login', { email, password: clientPassword })).success).toBe(true);
    await processesSettled(runtime);
    const boards = await v.call('/board/getAllBoard');
    expect(boards.data.list).toMatchObject([{ name: 'Saved ideas', itemCount: 2 }]);
    expect(await runtime.db(ideaBoardsTable).where({ owner_kind: 'visitor' })).toEqual([]);
  });

  it('public face: the boards page needs a sign-in; a board page shows its ideas', async () => {
    const { base, ann, anyone } = await ready;
    expect((await page(base, '/ideas', anyone)).status).toBe(401);
    const mine = await page(base, '/ideas', ann);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Saved ideas');
  });
});
