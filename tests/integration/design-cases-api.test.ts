import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { caseMessages, caseReportInbox } from '../../domain/content/design-case';
import type { Runtime } from '../../infra/runtime';
import { getGoods } from '../../projections/catalogue/goods.queries';
import { getProposal } from '../../projections/review/proposals';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';
import { processesSettled } from '../support/processes';
import { demoLogin, publishedProposal } from '../support/review';

/**
 * Design cases over HTTP (issue 24): the public list and page, a project's
 * case from proposal to consent to publishing and back, what nobody else may
 * see, the looked-at history, reports, the console's calls, and bad input.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = await demoLogin(base, 'staff@roomcraft.local', '192.0.2.80');
  const designer = await demoLogin(base, 'designer@roomcraft.local', '192.0.2.81');
  const stranger = await signedInClient(runtime, base, 'cases-stranger');
  return { runtime, base, errors, staff, designer, stranger, anyone: new ApiClient(base, null, '192.0.2.83') };
})();

/** A delivered project of the demo designer, its version's stills attached. */
async function deliveredProject(runtime: Runtime, base: string, staff: ApiClient, designer: ApiClient) {
  const p = await publishedProposal(runtime, base, staff, designer);
  expect((await p.publish()).status).toBe(200);
  await processesSettled(runtime);
  await expect.poll(async () => (await runtime.processes?.catchUp(), await runtime.runner!.catchUp(), (await getProposal(runtime.db, p.proposalId))?.renders[p.boardId]?.length ?? 0), { timeout: 60_000 }).toBeGreaterThan(0);
  return p;
}

const get = (base: string, path: string, who: ApiClient | null) => fetch(`${base}${path}`, { headers: who?.token ? { authorization: who.token } : {} });
const caseCount = async (runtime: Runtime) => Number((await runtime.db('content_design_cases_v1').count({ n: '*' }))[0]!.n);

describe('the public list and page', () => {
  it('lists published cases ten a page, newest first, ending on a short page; filters by room and style', async () => {
    const { anyone } = await ready;
    const first = await anyone.call('/designCase/list');
    expect(first).toMatchObject({ status: 200, success: true });
    expect(first.data.list).toHaveLength(10);
    expect(first.data.total).toBeGreaterThanOrEqual(50);
    const total = first.data.total as number;
    const last = await anyone.call(`/designCase/list?start=${Math.floor(total / 10) * 10}&pageSize=10`);
    expect(last.data.list.length).toBe(total % 10);
    const kitchens = await anyone.call('/designCase/list', { start: 0, pageSize: 50, roomTypeId: '5' });
    expect(kitchens.data.list.length).toBeGreaterThanOrEqual(5);
    expect(kitchens.data.list.every((c: any) => c.roomType.id === '5' && c.roomType.name === 'Kitchen')).toBe(true);
    const modern = await anyone.call('/case/listAll?styleId=modern&pageSize=100');
    expect(modern.data.list.length).toBeGreaterThan(0);
    expect(modern.data.list.every((c: any) => c.style === 'Modern')).toBe(true);
  });

  it('refuses bad input with the field’s message', async () => {
    const { anyone } = await ready;
    expect(await anyone.call('/designCase/list?pageSize=0')).toMatchObject({ status: 400, success: false, message: 'pageSize: pageSize is 1 to 50' });
    expect(await anyone.call('/case/listAll?pageSize=101')).toMatchObject({ status: 400, message: 'pageSize: pageSize is 1 to 100' });
    expect(await anyone.call('/designCase/list?styleId=Gothic')).toMatchObject({ status: 400, message: 'styleId: styleId is one of Bohemian, Coastal, Farmhouse, Eclectic, Scandinavian, Modern, Transitional, Mid-century' });
    expect(await anyone.call('/case/get?id=..%2Fx')).toMatchObject({ status: 400, message: 'id: Unknown design case' });
    expect(await anyone.call('/case/get?id=no-such-case')).toMatchObject({ status: 404, message: caseMessages.notFound });
    expect(await anyone.call('/case/get?id=demo-1-1&width=99999')).toMatchObject({ status: 400, message: 'width: width is 16 to 4096' });
    expect(await anyone.call('/case/listCase')).toMatchObject({ status: 400, message: 'ids: Please name the cases (ids)' });
    expect(await anyone.call('/case/similarProducts?id=demo-1-1&count=51')).toMatchObject({ status: 400, message: 'count: count is 1 to 50' });
  });

  it('gets a case with its products priced now; similar products are not the case’s own; you may also like leaves it out', async () => {
    const { runtime, anyone } = await ready;
    const one = await anyone.call('/case/get', { id: 'demo-1-2', width: 800 });
    expect(one).toMatchObject({ status: 200, data: { id: 'demo-1-2', roomType: { id: '1', name: 'Living Room' }, status: 'published' } });
    const product = one.data.products[0];
    const now = (await getGoods(runtime.db, product.goodsId))!;
    expect(product.effectivePriceCents).toBe(now.effectivePriceCents);
    await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: product.goodsId, priceCents: now.priceCents + 1000, salePriceCents: null }, { actor: { kind: 'system' } });
    const after = await anyone.call('/case/get', { id: 'demo-1-2' });
    expect(after.data.products[0].effectivePriceCents).toBe(now.priceCents + 1000);
    expect(after.data.totalCents).toBe(after.data.products.filter((p: any) => p.purchasable).reduce((s: number, p: any) => s + p.effectivePriceCents, 0));
    const similar = await anyone.call('/case/similarProducts', { id: 'demo-1-2', count: 6, splitCount: 2 });
    expect(similar.data.list.length).toBe(6);
    const own = new Set(after.data.products.map((p: any) => p.goodsId));
    expect(similar.data.list.some((p: any) => own.has(p.goodsId))).toBe(false);
    const like = await anyone.call('/case/alsoLike?id=demo-1-2');
    expect(like.data.list.length).toBe(6);
    expect(like.data.list.map((c: any) => c.id)).not.toContain('demo-1-2');
    const byIds = await anyone.call('/case/listCase?ids=demo-3-1,demo-1-2,no-such-case');
    expect(byIds.data.list.map((c: any) => c.id)).toEqual(['demo-3-1', 'demo-1-2']);
  });
});

describe('a project’s case: proposed, consented, published, withdrawn', () => {
  it('follows the rules, and an unpublished case and its pictures are 404 to anyone but its designer, client and staff', async () => {
    const { runtime, base, staff, designer, stranger, anyone, errors } = await ready;
    const p = await deliveredProject(runtime, base, staff, designer);
    // Only its designer proposes it; bad input stores nothing.
    const before = await caseCount(runtime);
    expect(await designer.call('/case/propose', { needId: p.needId, title: ' ' })).toMatchObject({ status: 400, message: 'title: Please give the case a title' });
    expect(await stranger.call('/case/propose', { needId: p.needId, title: 'Mine' })).toMatchObject({ status: 404, message: 'This project was not found.' });
    expect(await p.client.call('/case/propose', { needId: p.needId, title: 'Mine' })).toMatchObject({ status: 404 });
    expect(await anyone.call('/case/propose', { needId: p.needId, title: 'Mine' })).toMatchObject({ status: 401 });
    expect(await caseCount(runtime)).toBe(before);
    const proposed = await designer.call('/case/propose', { needId: p.needId, title: 'Cosy oak living room', description: 'Warm woods.' });
    expect(proposed).toMatchObject({ status: 200, message: caseMessages.proposed, data: { status: 'draft', consent: false, origin: 'project', roomType: { id: '1' } } });
    const caseId = proposed.data.id as string;
    expect(proposed.data.products.map((x: any) => x.goodsId).sort()).toEqual(p.goods.slice(0, 3).map((g) => g.id).sort());
    expect(proposed.data.pictures.length).toBeGreaterThan(0);
    const picture = proposed.data.pictures[0].url as string;
    expect(picture).toMatch(new RegExp(`^/media/cases/${caseId}/${p.boardId}-[a-z0-9-]+\\.webp$`));

    // Not public yet.
    for (const who of [anyone, stranger]) {
      expect((await who.call(`/case/get?id=${caseId}`)).status).toBe(404);
      expect((await get(base, picture, who)).status).toBe(404);
      expect((await who.call(`/case/listCase?ids=${caseId}`)).data.list).toEqual([]);
    }
    for (const who of [designer, p.client, staff]) {
      expect((await who.call(`/case/get?id=${caseId}`)).status).toBe(200);
      const image = await get(base, picture, who);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    expect((await get(base, `/files/case-pictures/${caseId}/${picture.split('/').pop()}`, staff)).status).toBe(404);

    // Consent before publishing; only the client gives it.
    expect(await staff.call(`/admin/cases/${caseId}/publish`, {})).toMatchObject({ status: 409, message: caseMessages.needsConsent });
    expect(await stranger.call('/case/consent', { caseId })).toMatchObject({ status: 404 });
    expect(await designer.call('/case/consent', { caseId })).toMatchObject({ status: 403, message: caseMessages.notClients });
    expect(await p.client.call('/case/consent', { caseId })).toMatchObject({ status: 200, message: caseMessages.consented, data: { consent: true } });
    expect(await p.client.call(`/admin/cases/${caseId}/publish`, {})).toMatchObject({ status: 403 });
    expect(await staff.call(`/admin/cases/${caseId}/publish`, {})).toMatchObject({ status: 200, message: caseMessages.published, data: { status: 'published' } });
    expect((await anyone.call(`/case/get?id=${caseId}`)).data.title).toBe('Cosy oak living room');
    expect((await get(base, picture, null)).status).toBe(200);
    const recommended = await p.client.call('/case/listRecommends', { needId: p.needId, pageSize: 20 });
    expect(recommended.status).toBe(200);
    // The project's room (Living Room) or its style, the case itself among them.
    expect(recommended.data.list.length).toBeGreaterThan(0);
    expect(recommended.data.list.every((c: any) => c.roomType.id === '1' || c.style === proposed.data.style)).toBe(true);
    expect(recommended.data.list.map((c: any) => c.id)).toContain(caseId);
    expect(await stranger.call('/case/listRecommends', { needId: p.needId })).toMatchObject({ status: 404, message: 'This project was not found.' });
    const modern = (await anyone.call('/case/listRecommends?styleId=Modern')).data.list;
    expect(modern.length).toBeGreaterThanOrEqual(6);
    expect(modern.every((c: any) => c.style === 'Modern')).toBe(true);

    // A withdrawn consent unpublishes at once.
    expect(await p.client.call('/case/withdrawConsent', { caseId })).toMatchObject({ status: 200, data: { status: 'draft', consent: false } });
    expect((await anyone.call(`/case/get?id=${caseId}`)).status).toBe(404);
    expect((await get(base, picture, null)).status).toBe(404);
    expect((await anyone.call('/case/listAll?pageSize=100')).data.list.map((c: any) => c.id)).not.toContain(caseId);
    expect(await staff.call(`/admin/cases/${caseId}/publish`, {})).toMatchObject({ status: 409 });
    expect((await p.client.call('/case/mine')).data.list.map((c: any) => c.id)).toContain(caseId);
    expect((await stranger.call('/case/mine')).data.list).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('looked-at history and reports', () => {
  it('keeps a signed-in user’s looks, latest first; visitors are asked to sign in', async () => {
    const { base, anyone } = await ready;
    const reader = await signedInClient((await ready).runtime, base, 'cases-reader');
    expect(await anyone.call('/case/isLook', { caseId: 'demo-3-1' })).toMatchObject({ status: 401 });
    expect(await anyone.call('/case/listLook')).toMatchObject({ status: 401 });
    expect((await reader.call('/case/isLook?caseId=demo-3-1')).data).toMatchObject({ looked: false, lookedAt: null });
    expect((await reader.call('/case/isLook', { caseId: 'demo-3-1' })).data).toMatchObject({ caseId: 'demo-3-1', looked: true, firstLook: true });
    expect((await reader.call('/case/isLook', { caseId: 'demo-4-2' })).data).toMatchObject({ looked: true });
    expect((await reader.call('/case/isLook?caseId=demo-3-1')).data).toMatchObject({ looked: true });
    expect(await reader.call('/case/isLook', { caseId: 'no-such-case' })).toMatchObject({ status: 404 });
    const history = await reader.call('/case/listLook');
    expect(history.data.total).toBe(2);
    expect(history.data.list.map((c: any) => c.id)).toEqual(['demo-4-2', 'demo-3-1']);
  });

  it('mails a report to customer care; refuses visitors, another’s name and an empty report', async () => {
    const { runtime, staff, stranger, anyone } = await ready;
    const body = { caseId: 'demo-6-3', clientId: stranger.userId, content: 'The photos are copied from a magazine.' };
    expect(await anyone.call('/case/sendReportEmail', body)).toMatchObject({ status: 401 });
    expect(await stranger.call('/case/sendReportEmail', { ...body, content: ' ' })).toMatchObject({ status: 400, message: 'content: Please tell us what is wrong with this case' });
    expect(await stranger.call('/case/sendReportEmail', { ...body, clientId: 'someone-else' })).toMatchObject({ status: 403 });
    expect(await stranger.call('/case/sendReportEmail?caseId=demo-6-3')).toMatchObject({ status: 405 });
    expect((await staff.call('/admin/cases/demo-6-3')).data.reportCount).toBe(0);
    expect(await stranger.call('/case/sendReportEmail', body)).toMatchObject({ status: 200, message: caseMessages.reported });
    expect((await staff.call('/admin/cases/demo-6-3')).data.reportCount).toBe(1);
    await processesSettled(runtime);
    const mails = await waitForMail(runtime, caseReportInbox, 'case-report');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('The photos are copied from a magazine.');
    expect(mails[0]!.text).toContain('/design/case/demo-6-3');
  });
});

describe('the console', () => {
  it('lists cases for staff only; staff author a case (checked field by field), publish and unpublish it', async () => {
    const { runtime, staff, designer, stranger, anyone } = await ready;
    expect(await anyone.call('/admin/cases')).toMatchObject({ status: 401 });
    expect(await stranger.call('/admin/cases')).toMatchObject({ status: 403 });
    expect(await designer.call('/admin/cases', { title: 'x' })).toMatchObject({ status: 403 });
    const listed = await staff.call('/admin/cases?filter=' + encodeURIComponent('{"roomTypeId":"8","status":"published"}') + '&range=[0,9]');
    expect(listed.status).toBe(200);
    expect(listed.data.list.length).toBeGreaterThanOrEqual(5);
    const before = await caseCount(runtime);
    const good = { title: 'A sunny terrace', roomTypeId: '8', style: 'Coastal', budgetCents: 250000, goodsIds: 'g00001, g00002', picture: '/media/rooms/outdoor.webp' };
    expect(await staff.call('/admin/cases', { ...good, style: 'Gothic' })).toMatchObject({ status: 400, message: expect.stringContaining('The style is one of') });
    expect(await staff.call('/admin/cases', { ...good, picture: 'https://evil.example/x.png' })).toMatchObject({ status: 400, message: expect.stringContaining('Unknown picture') });
    expect(await staff.call('/admin/cases', { ...good, budgetCents: -5 })).toMatchObject({ status: 400, message: expect.stringContaining('The budget cannot be negative') });
    expect(await caseCount(runtime)).toBe(before);
    const made = await staff.call('/admin/cases', good);
    expect(made).toMatchObject({ status: 200, data: { status: 'draft', origin: 'staff', consent: true, style: 'Coastal' } });
    const id = made.data.id as string;
    expect((await anyone.call(`/case/get?id=${id}`)).status).toBe(404);
    expect(await staff.call(`/admin/cases/${id}/publish`, {})).toMatchObject({ status: 200, data: { status: 'published' } });
    expect((await anyone.call(`/case/get?id=${id}`)).data.products.map((p: any) => p.goodsId)).toEqual(['g00001', 'g00002']);
    expect(await staff.call(`/admin/cases/${id}/unpublish`, {})).toMatchObject({ status: 200, data: { status: 'draft' } });
    expect((await anyone.call(`/case/get?id=${id}`)).status).toBe(404);
    expect(await staff.call('/admin/cases/no-such-case')).toMatchObject({ status: 404 });
  });

  it('staff revise a case: its words, style, budget and products change, its pictures stay; unknown products and others are refused', async () => {
    const { staff, designer, anyone } = await ready;
    const before = (await staff.call('/admin/cases/demo-8-2')).data;
    expect(await designer.call('/admin/cases/demo-8-2/revise', { title: 'Mine now' })).toMatchObject({ status: 403 });
    expect(await anyone.call('/admin/cases/demo-8-2/revise', { title: 'Mine now' })).toMatchObject({ status: 401 });
    expect(await staff.call('/admin/cases/demo-8-2/revise', { goodsIds: 'g00001, nope-404' })).toMatchObject({ status: 400, message: 'There is no product nope-404 in the catalogue.' });
    expect(await staff.call('/admin/cases/demo-8-2/revise', { title: '' })).toMatchObject({ status: 400, message: expect.stringContaining('Please give the case a title') });
    expect(await staff.call('/admin/cases/no-such-case/revise', { title: 'x' })).toMatchObject({ status: 404 });
    expect((await staff.call('/admin/cases/demo-8-2')).data.title).toBe(before.title);

    const revised = await staff.call('/admin/cases/demo-8-2/revise', { title: 'A terrace for long evenings', style: 'Modern', budgetCents: 123400, goodsIds: 'g00003, g00001' });
    expect(revised).toMatchObject({ status: 200, data: { title: 'A terrace for long evenings', style: 'Modern', budgetCents: 123400, goodsIds: ['g00003', 'g00001'], status: before.status, pictures: before.pictures } });
    // The public page shows the change at once.
    const shown = await anyone.call('/case/get?id=demo-8-2');
    expect(shown.data).toMatchObject({ title: 'A terrace for long evenings', style: 'Modern' });
    expect(shown.data.products.map((p: any) => p.goodsId)).toEqual(['g00003', 'g00001']);
    // Authoring checks the products too.
    expect(await staff.call('/admin/cases', { title: 'T', roomTypeId: '8', style: 'Coastal', budgetCents: 1, goodsIds: 'zz-none' })).toMatchObject({ status: 400, message: 'There is no product zz-none in the catalogue.' });
  });
});
