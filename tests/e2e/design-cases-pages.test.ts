import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { caseMessages } from '../../domain/content/design-case';
import { caseById } from '../../projections/content/design-cases';
import { ApiClient } from '../support/http-app';
import { clientPassword } from '../support/clients';
import { demoLogin, publishedProposal } from '../support/review';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let staff: ApiClient;
beforeAll(async () => {
  shop = await startShop();
  staff = new ApiClient(shop.base, null, '192.0.2.95');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const caseLinks = (html: string) => [...new Set([...html.matchAll(/href="\/design\/case\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]!))];

describe('design case pages (issue 24)', () => {
  it('the footer links /design/case; it shows ten cases a page, a next page while pages are full, and filters by room and style', async () => {
    const v = new PageVisitor(shop.base);
    const home = await v.get('/');
    expect(home.html).toContain('href="/design/case"');
    const first = await v.get('/design/case');
    expect(first.status).toBe(200);
    expect(first.html).toContain('<title>Design cases · Roomcraft</title>');
    expect(caseLinks(first.html)).toHaveLength(10);
    expect(first.html).toContain('href="/design/case?start=10"');
    const second = await v.get('/design/case?start=10');
    expect(caseLinks(second.html).filter((id) => caseLinks(first.html).includes(id))).toEqual([]);
    const kitchens = await v.get('/design/case?roomTypeId=5');
    const ids = caseLinks(kitchens.html);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThan(10);
    // A short page is the last: no link onwards.
    expect(kitchens.html).not.toContain('More cases');
    for (const id of ids) expect((await caseById(shop.runtime.db, id))!.roomTypeId).toBe('5');
    expect((await v.get('/design/case?styleId=Gothic')).status).toBe(404);
  });

  it('a case page shows its pictures, every product with its price now and a buy button, similar products and cases you may also like', async () => {
    const v = new PageVisitor(shop.base);
    const page = await v.get('/design/case/demo-3-2');
    expect(page.status).toBe(200);
    const c = (await caseById(shop.runtime.db, 'demo-3-2'))!;
    expect(page.html).toContain(`<h1>${c.title}</h1>`);
    expect(page.html).toContain('src="/media/rooms/bedroom.webp"');
    expect(page.html).toContain('Shop this room');
    for (const id of c.goodsIds) expect(page.html).toContain(`name="goodsId" value="${id}"`);
    // The floor plan: every product with a size, drawn at its true size in a room of the case's type.
    expect(page.html).toContain(`<title id="plan-title">Floor plan of ${c.title}</title>`);
    const pieces = [...page.html.matchAll(/<g class="piece [^"]*" data-object-id="p\d+" aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.length).toBeLessThanOrEqual(c.goodsIds.length);
    // The demo cases are furnished with pieces that fit their room: no misfit is drawn.
    expect(page.html).not.toMatch(/<g class="piece [^"]*warned/);
    expect(page.html).toContain('Similar products');
    expect(page.html).toContain('You may also like');
    expect(caseLinks(page.html).filter((id) => id !== 'demo-3-2').length).toBeGreaterThan(0);
    // Visitors are not offered the report form; unknown and unpublished cases are not found.
    expect(page.html).not.toContain('Report this case');
    expect((await v.get('/design/case/no-such-case')).status).toBe(404);
    expect((await staff.call('/admin/cases/demo-3-5/unpublish', {})).status).toBe(200);
    expect((await v.get('/design/case/demo-3-5')).status).toBe(404);
    expect((await new PageVisitor(shop.base).signIn('staff@roomcraft.local', demoPassword).then((s) => s.get('/design/case/demo-3-5'))).status).toBe(200);
    expect((await staff.call('/admin/cases/demo-3-5/publish', {})).status).toBe(200);
  });

  it('a signed-in reader reports a case with the page’s form (no scripts) and it is recorded once', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', demoPassword);
    const page = await v.get('/design/case/demo-7-1');
    expect(page.html).toContain('Report this case');
    const empty = await v.post('/design/case/demo-7-1', { intent: 'report', csrf: v.csrf, content: '' });
    expect(empty.status).toBe(400);
    expect((await caseById(shop.runtime.db, 'demo-7-1'))!.reportCount).toBe(0);
    const sent = await v.post('/design/case/demo-7-1', { intent: 'report', csrf: v.csrf, content: 'Broken pictures.' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(caseMessages.reported);
    expect((await caseById(shop.runtime.db, 'demo-7-1'))!.reportCount).toBe(1);
    // Without the form token: refused, nothing recorded.
    expect((await v.post('/design/case/demo-7-1', { intent: 'report', content: 'Again' })).status).toBe(403);
    expect((await caseById(shop.runtime.db, 'demo-7-1'))!.reportCount).toBe(1);
  });

  it('the designer proposes a delivered project as a case on the proposals page; the client is told on the review and agrees on the case page', async () => {
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.96');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    expect((await p.publish()).status).toBe(200);
    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', demoPassword);
    const workspace = `/hidden/project/proposal?needId=${p.needId}`;
    expect((await designer.get(workspace)).html).toContain('Propose as a design case');
    const refused = await designer.post(workspace, { intent: 'propose-case', csrf: designer.csrf, title: '' });
    expect(refused.status).toBe(400);
    expect(await caseById(shop.runtime.db, `need-${p.needId}`)).toBeNull();
    const proposed = await designer.post(workspace, { intent: 'propose-case', csrf: designer.csrf, title: 'A calm living room' });
    expect(proposed.status).toBe(200);
    expect(proposed.html).toContain(caseMessages.proposed);
    expect((await designer.get(workspace)).html).toContain('waiting for the client’s consent');

    const client = await new PageVisitor(shop.base).signIn(p.client.email, clientPassword);
    const review = await client.get(`/design/review/review?proposalId=${p.proposalId}`);
    expect(review.html).toContain(`href="/design/case/need-${p.needId}"`);
    const casePage = await client.get(`/design/case/need-${p.needId}`);
    expect(casePage.html).toContain('I agree to publish this case');
    expect((await new PageVisitor(shop.base).get(`/design/case/need-${p.needId}`)).status).toBe(404);
    const agreed = await client.post(`/design/case/need-${p.needId}`, { intent: 'consent', csrf: client.csrf });
    expect(agreed.status).toBe(200);
    expect((await caseById(shop.runtime.db, `need-${p.needId}`))!.consent).toBe(true);
    expect((await client.get(`/design/case/need-${p.needId}`)).html).toContain('Withdraw my consent');
  });
});
