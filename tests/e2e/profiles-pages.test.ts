import { beforeAll, describe, expect, it } from 'vitest';
import { handleMessages } from '../../domain/profiles/handle';
import { clientPassword, newClientAccount } from '../support/clients';
import { routeIdOf } from './page-forms';
import { settled } from '../support/processes';
import { ApiClient } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** The profile pages (issue 24): /@handle, /@handle/posts, /client/profile and "Choose your designer", without scripts. */
let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

const notFound = (page: { status: number; html: string }) => {
  expect(page.status).toBe(404);
  expect(page.html).toContain('We can’t find that page');
};

async function client(prefix: string) {
  const me = await newClientAccount(shop.runtime, prefix);
  return Object.assign(await new PageVisitor(shop.base).signIn(me.email, clientPassword), me);
}

describe('profile pages', () => {
  it('/@handle is a designer’s portfolio: cases, styles, rating, tabs', async () => {
    const v = new PageVisitor(shop.base);
    const page = await v.get('/@dana.designs');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Dana Designer (@dana.designs) · Roomcraft</title>');
    expect(page.html).toContain('Warm, lived-in rooms');
    expect(page.html).toMatch(/href="\/design\/case\/demo-\d+-[12]"/);
    expect(page.html).toContain('Not rated yet');
    expect(page.html).toMatch(/Styles: [A-Z]/);
    expect(page.html).toContain('href="/@dana.designs/posts"');
    expect(page.html).toContain('href="/@dana.designs/collect"');
    expect((await v.get('/@DANA.designs')).status).toBe(200);
    expect((await v.get('/@dana.designs/posts')).status).toBe(200);
    expect(await routeIdOf('/@dana.designs')).toBe('routes/$handle._index');
  });

  it('answers the site’s 404 for an unknown handle, a segment without "@", markup, and a private profile seen by another', async () => {
    const v = new PageVisitor(shop.base);
    notFound(await v.get('/@no.such.person'));
    notFound(await v.get('/@no.such.person/posts'));
    notFound(await v.get('/dana.designs'));
    notFound(await v.get('/nosuchpage'));
    notFound(await v.get('/@%3Cscript%3E'));
    notFound(await v.get('/@no.such.person/collect'));
    const owner = await client('pages-private');
    await owner.get('/client/profile');
    const saved = await owner.post('/client/profile', { csrf: owner.csrf, intent: 'profile', handle: `priv.${owner.userId.slice(-5)}`, bio: 'Just me' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(handleMessages.saved);
    const handle = `priv.${owner.userId.slice(-5)}`;
    expect((await owner.get(`/@${handle}`)).html).toContain('Only you can see this page');
    notFound(await v.get(`/@${handle}`));
    notFound(await (await client('pages-other')).get(`/@${handle}/posts`));
    notFound(await v.get(`/@${handle}/collect`));
    // Made public: everyone sees it.
    await owner.get('/client/profile');
    expect((await owner.post('/client/profile', { csrf: owner.csrf, intent: 'profile', handle, bio: 'Just me', public: 'on' })).status).toBe(200);
    expect((await v.get(`/@${handle}`)).status).toBe(200);
    expect((await v.get(`/@${handle}/posts`)).html).toContain('No posts yet.');
    // Boards: only the public ones, with their ideas.
    expect((await v.get(`/@${handle}/collect`)).html).toContain('No public boards yet.');
    const api = new ApiClient(shop.base, null, '198.51.100.190');
    await api.call('/client/login', { email: owner.email, password: clientPassword });
    const board = await api.call('/board/saveBoard', { name: 'Sunny porch', isPrivate: false });
    await api.call('/board/saveBoard', { name: 'Secret den', isPrivate: true });
    expect((await api.call('/case/collectCaseToFolder', { caseId: 'demo-8-1', boardId: board.data.id })).status).toBe(200);
    await settled(shop.runtime);
    const boards = await v.get(`/@${handle}/collect`);
    expect(boards.status).toBe(200);
    expect(boards.html).toContain('Sunny porch');
    expect(boards.html).not.toContain('Secret den');
    expect(boards.html).toContain(`href="/ideas/${board.data.id}"`);
  });

  it('/client/profile refuses a taken or impersonating handle with the field’s message; the account menu links it', async () => {
    const v = await client('pages-taken');
    const page = await v.get('/client/profile');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/client/profile"');
    const taken = await v.post('/client/profile', { csrf: v.csrf, intent: 'profile', handle: 'Dana.Designs' });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain(handleMessages.taken);
    await v.get('/client/profile');
    const staffy = await v.post('/client/profile', { csrf: v.csrf, intent: 'profile', handle: 'roomcraft_support' });
    expect(staffy.status).toBe(400);
    expect(staffy.html).toContain(handleMessages.impersonation);
    expect((await v.post('/client/profile', { csrf: v.csrf, intent: 'profile', handle: 'fine.handle' }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('a client chooses a designer for their project by portfolio; another client’s project is 404', async () => {
    const v = await client('pages-choose');
    const created = JSON.parse((await v.post('/api/multipleNeed/saveNeedList', { list: JSON.stringify([{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }]) })).html);
    const packageId = created.data as string;
    const needId = (await shop.runtime.db('projects_needs_v1').where({ package_id: packageId }).first()).need_id as string;
    const page = await v.get(`/project/designer?needId=${needId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Choose your designer');
    expect(page.html).toContain('href="/@dana.designs"');
    const chose = await v.post(`/project/designer?needId=${needId}`, { csrf: v.csrf, handle: 'dana.designs' });
    expect(chose.status).toBe(200);
    expect((await v.get(`/project/designer?needId=${needId}`)).html).toContain('Your choice');
    notFound(await (await client('pages-choose-other')).get(`/project/designer?needId=${needId}`));
    expect((await new PageVisitor(shop.base).get(`/project/designer?needId=${needId}`)).status).toBe(401);
  });

  it('the Save button\'s tip ("Keep rooms and pieces you love…") can be hidden for good by a signed-in reader', async () => {
    const reader = await client('pages-hint');
    const before = await reader.get('/design/case/demo-3-1');
    expect(before.html).toContain('Hide this tip');
    const hidden = await reader.post('/ideas/save', { csrf: reader.csrf, intent: 'hideHint', returnTo: '/design/case/demo-3-1' });
    expect([hidden.status, hidden.location]).toEqual([302, '/design/case/demo-3-1']);
    await settled(shop.runtime);
    const after = await reader.get('/design/case/demo-3-1');
    expect(after.html).not.toContain('Hide this tip');
    expect(after.html).not.toContain('Keep rooms and pieces you love on your idea boards.');
    // Nothing was saved by hiding the tip; a visitor still sees the tip, without the button.
    expect(after.html).not.toContain('Saved to');
    const visitor = await new PageVisitor(shop.base).get('/design/case/demo-3-1');
    expect(visitor.html).toContain('Keep rooms and pieces you love on your idea boards.');
    expect(visitor.html).not.toContain('Hide this tip');
  });
});
