import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { galleryVersion } from '../../projections/content/case-search';
import { ApiClient } from '../support/http-app';
import { settled } from '../support/processes';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** Inspiration, designs, room ideas and the site search as pages (issue 24), without scripts. */
let shop: Awaited<ReturnType<typeof startShop>>;
let draftId: string;
beforeAll(async () => {
  shop = await startShop();
  const staff = new ApiClient(shop.base, null, '192.0.2.130');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  // A case nobody published: it shows on no page.
  const draft = await staff.call('/admin/cases', { title: 'Quixotic hidden veranda', roomTypeId: '8', style: 'Coastal', budgetCents: 250000, goodsIds: 'g00003', picture: '/media/rooms/outdoor.webp' });
  expect(draft.status).toBe(200);
  draftId = draft.data.id;
  await settled(shop.runtime);
});

const caseLinks = (html: string) => [...new Set([...html.matchAll(/href="\/design\/case\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]!))];
const linksOf = (html: string) =>
  [...new Set([...html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/api/')))];

/** Every link of a page answers (a page of the site that is built), each kind of address a few times. */
async function linksWork(v: PageVisitor, html: string) {
  const seen = new Map<string, number>();
  for (const link of linksOf(html)) {
    const family = link.replace(/\?.*$/, '').replace(/\/(design\/case|marketPlace\/product)\/.+/, '/$1/*');
    if ((seen.get(family) ?? 0) >= 3) continue;
    seen.set(family, (seen.get(family) ?? 0) + 1);
    const page = await v.get(link);
    expect([link, page.status === 200 || page.status === 302 || page.status === 401]).toEqual([link, true]);
  }
}

describe('inspiration pages', () => {
  it('the home page, header and footer link /inspiration with its version; the other idea pages and /search too', async () => {
    const v = new PageVisitor(shop.base);
    const home = await v.get('/');
    const version = (await galleryVersion(shop.runtime.db)).toString(36);
    expect(home.html).toContain(`href="/inspiration?v=${version}"`);
    expect(home.html).not.toContain('href="/inspiration"');
    for (const path of ['/designs', '/room-ideas', '/room-ideas/products']) expect(home.html).toContain(`href="${path}"`);
    expect(home.html).toContain('action="/search"');
  });

  it('/inspiration shows the published rooms, filters by room, style, colour and budget, pages by links; a versioned answer may be kept', async () => {
    const v = new PageVisitor(shop.base);
    const version = (await galleryVersion(shop.runtime.db)).toString(36);
    const first = await v.get(`/inspiration?v=${version}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<title>Inspiration · Roomcraft</title>');
    expect(caseLinks(first.html)).toHaveLength(24);
    expect(first.html).toContain(`href="/inspiration?page=2&v=${version}"`);
    const second = await v.get(`/inspiration?page=2&v=${version}`);
    expect(caseLinks(second.html).filter((id) => caseLinks(first.html).includes(id))).toEqual([]);
    const cached = await fetch(`${shop.base}/inspiration?v=${version}`);
    expect(cached.headers.get('cache-control')).toBe('private, max-age=600');
    const plain = await fetch(`${shop.base}/inspiration`);
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    // Filters.
    const modern = await v.get('/inspiration?style=Modern');
    const modernIds = caseLinks(modern.html);
    expect(modernIds.length).toBeGreaterThan(0);
    for (const id of modernIds) expect((await shop.runtime.db('content_design_cases_v1').where({ case_id: id }).first('style')).style).toBe('Modern');
    const budget = await v.get('/inspiration?budget=under-2k&room=5');
    for (const id of caseLinks(budget.html)) {
      const row = await shop.runtime.db('content_design_cases_v1').where({ case_id: id }).first('budget_cents', 'room_type_id');
      expect([Number(row.budget_cents) < 200_000, row.room_type_id]).toEqual([true, '5']);
    }
    const { rows } = await shop.runtime.db.raw(`SELECT colours[1] AS colour FROM content_case_search_v1 WHERE published AND cardinality(colours) > 0 LIMIT 1`);
    const colour = rows[0].colour as string;
    const coloured = await v.get(`/inspiration?colour=${colour}`);
    for (const id of caseLinks(coloured.html)) expect((await shop.runtime.db('content_case_search_v1').where({ case_id: id }).first('colours')).colours).toContain(colour);
    // Unknown filter values are left out, not an error.
    expect((await v.get('/inspiration?style=Gothic&colour=plaid&budget=lots&page=x')).status).toBe(200);
    await linksWork(v, first.html);
  });

  it('/inspiration/{room} shows one room type; other slugs are not found', async () => {
    const v = new PageVisitor(shop.base);
    for (const [slug, roomTypeId, name] of [['bedroom', '3', 'Bedroom'], ['kitchen', '5', 'Kitchen'], ['living_room', '1', 'Living room'], ['dining_room', '6', 'Dining room'], ['kids_bedroom', '9', 'Kids bedroom'], ['outdoor', '8', 'Outdoor']]) {
      const page = await v.get(`/inspiration/${slug}`);
      expect([slug, page.status]).toEqual([slug, 200]);
      expect(page.html).toContain(`<h1>${name} ideas</h1>`);
      const ids = caseLinks(page.html);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect((await shop.runtime.db('content_design_cases_v1').where({ case_id: id }).first('room_type_id')).room_type_id).toBe(roomTypeId);
    }
    for (const slug of ['bathroom', 'living-room', 'Bedroom', 'x%2F..']) expect([slug, (await v.get(`/inspiration/${slug}`)).status]).toEqual([slug, 404]);
    const outdoor = await v.get('/inspiration/outdoor?style=Coastal');
    expect(caseLinks(outdoor.html)).not.toContain(draftId);
    await linksWork(v, outdoor.html);
  });

  it('an unpublished case is on no page', async () => {
    const v = await new PageVisitor(shop.base).signIn('staff@roomcraft.local', demoPassword);
    for (const path of ['/inspiration', '/inspiration?page=2', '/inspiration?page=3', '/inspiration/outdoor', '/designs', '/room-ideas', '/search?q=quixotic+veranda', '/search?q=quixotic&type=case']) {
      const page = await v.get(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect([path, page.html.includes(draftId) || page.html.includes('Quixotic hidden veranda')]).toEqual([path, false]);
    }
  });

  it('/designs shows each style’s newest rooms; /room-ideas each room with a link to its gallery; /room-ideas/products what rooms show most, priced now', async () => {
    const v = new PageVisitor(shop.base);
    const designs = await v.get('/designs');
    expect(designs.status).toBe(200);
    expect(designs.html).toContain('<title>Designs by style · Roomcraft</title>');
    expect(designs.html).toContain('<h2 id="style-Modern">Modern</h2>');
    expect(designs.html).toMatch(/href="\/inspiration\?style=Modern&v=[0-9a-z]+"/);
    await linksWork(v, designs.html);
    const ideas = await v.get('/room-ideas');
    expect(ideas.status).toBe(200);
    for (const slug of ['bedroom', 'kitchen', 'living_room', 'dining_room', 'kids_bedroom', 'outdoor']) expect(ideas.html).toMatch(new RegExp(`href="/inspiration/${slug}\\?v=[0-9a-z]+"`));
    await linksWork(v, ideas.html);
    const products = await v.get('/room-ideas/products');
    expect(products.status).toBe(200);
    expect(products.html).toContain('<h1>Shop the look</h1>');
    const productLinks = [...products.html.matchAll(/href="\/marketPlace\/product\/([^"]+)"/g)].map((m) => m[1]);
    expect(productLinks.length).toBeGreaterThan(0);
    const kitchen = await v.get('/room-ideas/products?room=kitchen');
    expect(kitchen.html).toContain('Shop the look: kitchens');
    await linksWork(v, kitchen.html);
  });
});

describe('the search page', () => {
  it('searches everything from the header’s form, with tabs per kind and typo tolerance', async () => {
    const v = new PageVisitor(shop.base);
    const empty = await v.get('/search');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<title>Search · Roomcraft</title>');
    const found = await v.get('/search?q=scandinavian+bedroom');
    expect(found.status).toBe(200);
    expect(found.html).toContain('Results for “scandinavian bedroom”');
    expect(caseLinks(found.html).length).toBeGreaterThan(0);
    expect(found.html).toMatch(/Products \(\d+\)/);
    const cases = await v.get('/search?q=scandinavian+bedroom&type=case');
    expect(cases.html).not.toContain('href="/marketPlace/product/');
    const typo = await v.get('/search?q=sofs');
    expect(typo.html).toContain('Showing results for');
    expect(typo.html).toContain('href="/marketPlace/product/');
    const long = await v.get(`/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.html).toContain('Please keep the keyword to 100 characters or fewer');
    await linksWork(v, found.html);
  });
});
