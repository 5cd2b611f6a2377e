import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { filterColours } from '../../domain/content/inspiration';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';
import { signedInClient } from '../support/clients';
import { demoLogin } from '../support/review';

/**
 * Inspiration and the site search over HTTP (issue 24): common findColor and
 * common searchAll — what they answer, typo tolerance, bad input, and that a
 * case nobody published is never found.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = await demoLogin(base, 'staff@roomcraft.local', '192.0.2.120');
  // A draft nobody published, with a word no other case has.
  const draft = await staff.call('/admin/cases', { title: 'Zanzibar secret terrace', roomTypeId: '8', style: 'Coastal', budgetCents: 250000, goodsIds: 'g00001, g00002', picture: '/media/rooms/outdoor.webp' });
  expect(draft.status).toBe(200);
  await settled(runtime);
  return { runtime, base, errors, staff, draftId: draft.data.id as string, anyone: new ApiClient(base, null, '192.0.2.121') };
})();

describe('common findColor', () => {
  it('answers every filter colour with its name, hex and how many published cases and listed products have it', async () => {
    const { anyone, runtime } = await ready;
    const answer = await anyone.call('/common/findColor');
    expect(answer).toMatchObject({ status: 200, success: true });
    const list = answer.data.list as { id: string; name: string; hex: string; caseCount: number; productCount: number }[];
    expect(list.map((c) => c.id)).toEqual(filterColours.map((c) => c.key));
    for (const c of list) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(list.some((c) => c.caseCount > 0)).toBe(true);
    // Product counts are the catalogue's listed goods by colour.
    const sage = list.find((c) => c.id === 'sage')!;
    const [{ n }] = await runtime.db('catalogue_goods_v1').where({ colour: 'sage', delisted: false }).count({ n: '*' });
    expect(sage.productCount).toBe(Number(n));
    // A case's colours are its products': the cases counted for a colour are those showing a product of it.
    const { rows } = await runtime.db.raw(
      `SELECT count(DISTINCT c.case_id) AS n FROM content_design_cases_v1 c, jsonb_array_elements_text(c.goods_ids) g JOIN catalogue_goods_v1 p ON p.id = g WHERE c.status = 'published' AND p.colour = 'sage'`,
    );
    expect(sage.caseCount).toBe(Number(rows[0].n));
    const used = await anyone.call('/common/findColor', { used: true });
    expect(used.data.list.every((c: any) => c.caseCount + c.productCount > 0)).toBe(true);
    expect((await anyone.call('/common/findColor?used=maybe')).status).toBe(400);
  });

  it('a product’s new colour reaches the cases that show it', async () => {
    const { anyone, runtime } = await ready;
    const tealCases = async () => (await anyone.call('/common/findColor')).data.list.find((c: any) => c.id === 'teal').caseCount as number;
    const before = await tealCases();
    // A velvet product (any colour may be chosen) in a published case that shows no teal.
    const { rows } = await runtime.db.raw(
      `SELECT c.case_id, p.id FROM content_case_search_v1 c, unnest(c.goods_ids) g JOIN catalogue_goods_v1 p ON p.id = g
        WHERE c.published AND NOT ('teal' = ANY(c.colours)) AND p.material = 'Velvet' ORDER BY c.case_id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    await runtime.execute(catalogueCommands.ChangeGoodsDetails, { goodsId: rows[0].id, changes: { colour: 'teal' } }, { actor: { kind: 'system' } });
    await settled(runtime);
    expect((await runtime.db('content_case_search_v1').where({ case_id: rows[0].case_id }).first('colours')).colours).toContain('teal');
    expect(await tealCases()).toBeGreaterThan(before);
  });
});

describe('common searchAll', () => {
  it('finds products, design cases and styles in one ranked page', async () => {
    const { anyone } = await ready;
    const answer = await anyone.call('/common/searchAll', { keyword: 'modern sofa' });
    expect(answer).toMatchObject({ status: 200, success: true, data: { keyword: 'modern sofa', page: 1, pageSize: 20 } });
    const types = new Set(answer.data.list.map((h: any) => h.type));
    expect(types.has('product')).toBe(true);
    expect(answer.data.counts.map((c: any) => c.type)).toEqual(['product', 'case', 'style', 'designer', 'board']);
    expect(answer.data.total).toBe(answer.data.counts.reduce((n: number, c: any) => n + c.total, 0));
    const style = await anyone.call('/common/searchAll?keyword=scandinavian');
    expect(style.data.list[0]).toMatchObject({ type: 'style', title: 'Scandinavian' });
    expect(style.data.list[0].url).toMatch(/^\/inspiration\?style=Scandinavian&v=/);
    expect(style.data.list.some((h: any) => h.type === 'case' && h.url.startsWith('/design/case/'))).toBe(true);
  });

  it('is typo tolerant and says what it read', async () => {
    const { anyone } = await ready;
    const typo = await anyone.call('/common/searchAll', { keyword: 'scandinavain bedrom' });
    expect(typo.data.list.some((h: any) => h.type === 'case')).toBe(true);
    expect(typo.data.list.find((h: any) => h.type === 'style')?.title).toBe('Scandinavian');
    const sofs = await anyone.call('/common/searchAll', { keyword: 'sofs', types: ['product'] });
    expect(sofs.data.list.length).toBeGreaterThan(0);
    expect(sofs.data.list.every((h: any) => h.type === 'product')).toBe(true);
    expect(sofs.data.corrections).toMatchObject({ sofs: expect.any(String) });
  });

  it('pages through the merged list without repeating a hit', async () => {
    const { anyone } = await ready;
    const one = await anyone.call('/common/searchAll', { keyword: 'oak', pageSize: 5, page: 1 });
    const two = await anyone.call('/common/searchAll', { keyword: 'oak', pageSize: 5, page: 2 });
    const ids = [...one.data.list, ...two.data.list].map((h: any) => `${h.type}:${h.id}`);
    expect(new Set(ids).size).toBe(10);
  });

  it('never finds a case nobody published, and finds it once it is', async () => {
    const { anyone, staff, draftId, runtime } = await ready;
    const before = await anyone.call('/common/searchAll', { keyword: 'zanzibar', types: 'case' });
    expect(before.data.list).toEqual([]);
    expect((await anyone.call('/common/searchAll', { keyword: 'zanzibar' })).data.list.some((h: any) => h.id === draftId)).toBe(false);
    expect((await staff.call('/common/searchAll', { keyword: 'zanzibar' })).data.list.some((h: any) => h.id === draftId)).toBe(false);
    expect((await staff.call(`/admin/cases/${draftId}/publish`, {})).status).toBe(200);
    await settled(runtime);
    expect((await anyone.call('/common/searchAll', { keyword: 'zanzibar' })).data.list.map((h: any) => h.id)).toContain(draftId);
    expect((await staff.call(`/admin/cases/${draftId}/unpublish`, {})).status).toBe(200);
    await settled(runtime);
    expect((await anyone.call('/common/searchAll', { keyword: 'zanzibar' })).data.list.map((h: any) => h.id)).not.toContain(draftId);
  });

  it('refuses bad input with a clear message and no error logged', async () => {
    const { anyone, errors } = await ready;
    expect(await anyone.call('/common/searchAll', { keyword: 'x'.repeat(101) })).toMatchObject({ status: 400, success: false, message: 'keyword: Please keep the keyword to 100 characters or fewer' });
    expect((await anyone.call('/common/searchAll', { keyword: 'x'.repeat(100) })).status).toBe(200);
    expect(await anyone.call('/common/searchAll', {})).toMatchObject({ status: 400, message: 'keyword: Please type what you are looking for' });
    expect(await anyone.call('/common/searchAll', { keyword: '   ' })).toMatchObject({ status: 400 });
    expect(await anyone.call('/common/searchAll', { keyword: 'sofa', pageSize: 0 })).toMatchObject({ status: 400, message: 'pageSize: pageSize is 1 to 50' });
    expect(await anyone.call('/common/searchAll', { keyword: 'sofa', pageSize: 51 })).toMatchObject({ status: 400, message: 'pageSize: pageSize is 1 to 50' });
    expect((await anyone.call('/common/searchAll', { keyword: 'sofa', pageSize: 50 })).status).toBe(200);
    expect(await anyone.call('/common/searchAll', { keyword: 'sofa', page: 11 })).toMatchObject({ status: 400, message: 'page: page is 1 to 10' });
    expect(await anyone.call('/common/searchAll', { keyword: 'sofa', pageSize: 'many' })).toMatchObject({ status: 400 });
    expect(await anyone.call('/common/searchAll', { keyword: 'sofa', types: ['product', 'secrets'] })).toMatchObject({ status: 400, message: 'types: types are product, case, style, designer, board' });
    expect(await anyone.call('/common/searchAll', { keyword: ['a', 'b'] })).toMatchObject({ status: 400 });
    expect((await anyone.call('/common/searchAll', { keyword: "'); DROP TABLE x; -- & | ! :*" })).status).toBe(200);
    expect(errors).toEqual([]);
  });
});

describe('searchAll: designers and public idea boards', () => {
  it("finds a designer's public profile by handle and a public board by name; a private board never", async () => {
    const { runtime, base, anyone } = await ready;
    const designers = await anyone.call('/common/searchAll', { keyword: 'dana', types: ['designer'] });
    expect(designers.data.list[0]).toMatchObject({ type: 'designer', title: '@dana.designs', url: '/@dana.designs' });

    const ann = await signedInClient(runtime, base, 'search-boards');
    const open = (await ann.call('/board/saveBoard', { name: 'Quokka porch ideas', isPrivate: false })).data;
    const hidden = (await ann.call('/board/saveBoard', { name: 'Quokka secret den', isPrivate: true })).data;
    for (const b of [open, hidden]) expect((await ann.call('/case/collectCaseToFolder', { caseId: 'demo-8-1', boardId: b.id })).status).toBe(200);
    await settled(runtime);
    const boards = await anyone.call('/common/searchAll', { keyword: 'quokka' });
    const hits = boards.data.list.filter((h: { type: string }) => h.type === 'board');
    expect(hits.map((h: { title: string }) => h.title)).toEqual(['Quokka porch ideas']);
    expect(hits[0]).toMatchObject({ url: expect.stringContaining(open.id), subtitle: 'Idea board · 1 idea' });
    // Made private, it is gone.
    expect((await ann.call('/case/updatePrivateBoard', { boardId: open.id, isPrivate: true })).status).toBe(200);
    await settled(runtime);
    expect((await anyone.call('/common/searchAll', { keyword: 'quokka' })).data.list.some((h: { type: string }) => h.type === 'board')).toBe(false);
  });
});
