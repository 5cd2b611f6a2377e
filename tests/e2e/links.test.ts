import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { conversationIdOf } from '../../domain/messaging/chat';
import { goPath, type Target } from '../../domain/shared/targets';
import { goodsTable } from '../../projections/catalogue/goods';
import { findAccountByEmail } from '../../projections/identity/accounts';
import { ApiClient, startTestApp } from '../support/http-app';
import { buttonTargets } from './page-forms';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let salesChat: string;
beforeAll(async () => {
  shop = await startShop();
  // News for the demo client and salesman, so their notification lists hold links to follow (app/web/links.ts).
  const client = new ApiClient(shop.base, null, '192.0.2.90');
  const salesman = new ApiClient(shop.base, null, '192.0.2.91');
  expect((await client.call('/client/login', { email: 'client@roomcraft.local', password: demoPassword })).success).toBe(true);
  expect((await salesman.call('/client/login', { email: 'salesman@roomcraft.local', password: demoPassword })).success).toBe(true);
  salesChat = conversationIdOf('salesman', { clientId: (await findAccountByEmail(shop.runtime.db, 'client@roomcraft.local'))!.id });
  expect((await client.call('/chat/manage/send', { roleType: 'salesman', text: 'Is the oak table in stock?' })).status).toBe(200);
  expect((await salesman.call('/chat/manage/send', { conversationId: salesChat, text: 'It is, two left.' })).status).toBe(200);
  expect((await client.call('/chat/manage/send', { conversationId: salesChat, text: 'Thanks!' })).status).toBe(200);
});

/** Internal links on a page (same site, not the JSON API or static files). */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/') && !href.startsWith('/assets/') && !href.startsWith('/media/'));
}

/** Product, category, design case and inspiration pages (/inspiration, /designs, /room-ideas, /search are reached from the footer) stand for many alike: a few of each are enough. */
function family(path: string): string {
  return path
    .replace(/\?.*$/, '')
    .replace(/\/marketPlace\/(product|category)\/.*/, '/marketPlace/$1/*')
    .replace(/^\/design\/case\/.+/, '/design/case/*')
    .replace(/^\/inspiration\/.+/, '/inspiration/*');
}

/**
 * Follows every internal link, form action and button target from the home page, the header, the footer and the
 * account pages, two clicks deep, as the given browser. Answers allowed: 200, a
 * redirect to a page here, or 401/403 for a page that needs another account.
 */
async function crawl(v: PageVisitor, starts: string[]) {
  const seen = new Set<string>();
  const perFamily = new Map<string, number>();
  const broken: string[] = [];
  let frontier = starts;
  for (let depth = 0; depth < 3 && frontier.length; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      if (seen.has(path)) continue;
      const fam = family(path);
      if ((perFamily.get(fam) ?? 0) >= 4) continue;
      perFamily.set(fam, (perFamily.get(fam) ?? 0) + 1);
      seen.add(path);
      const page = await v.get(path);
      const ok = page.status === 200 || page.status === 401 || page.status === 403 || (page.status >= 300 && page.status < 400 && page.location?.startsWith('/'));
      if (!ok) broken.push(`${path} → ${page.status}`);
      // Links, and where forms and buttons send the browser (action, formaction, data-href).
      if (page.status === 200) next.push(...[...linksOf(page.html), ...buttonTargets(page.html)].filter((l) => !l.includes('status=logout') && !l.startsWith('/sign-out')));
    }
    frontier = next;
  }
  return { broken, seen };
}

const accountPages = ['/client', '/client/update/info', '/client/update/email', '/client/update/password', '/client/update/address', '/client/update/sms', '/client/notification'];

describe('every link on the site leads somewhere', () => {
  it('as a visitor', async () => {
    const { broken, seen } = await crawl(new PageVisitor(shop.base), ['/', '/marketPlace/index', ...accountPages]);
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });

  for (const email of ['client@roomcraft.local', 'designer@roomcraft.local', 'salesman@roomcraft.local', 'staff@roomcraft.local', 'analyst@roomcraft.local']) {
    it(`as ${email}`, async () => {
      const v = await new PageVisitor(shop.base).signIn(email, 'roomcraft-demo');
      const { broken, seen } = await crawl(v, ['/', '/marketPlace/index', ...accountPages]);
      expect(broken).toEqual([]);
      expect(seen.size).toBeGreaterThan(20);
    });
  }
});

describe('mail links', () => {
  it('a mail’s /go/{kind}/{id} leads to the page app/web/links.ts names, and that page answers; anything else is not found', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const targets: Target[] = [{ kind: 'conversation', id: salesChat }, { kind: 'credit' }, { kind: 'mail-settings' }, { kind: 'notices' }, { kind: 'product', id: 'g00032' }];
    for (const target of targets) {
      const go = await v.get(goPath(target));
      expect(go.status, goPath(target)).toBe(302);
      const page = await v.get(go.location!);
      expect(page.status, go.location!).toBe(200);
    }
    // The client's notifications lead to their pages (each row names where it opens).
    const notices = await v.get('/notice/index');
    expect(buttonTargets(notices.html)).toContain(`/chat/detail?conversationId=${salesChat}`);
    for (const path of ['/go/nothing/1', '/go/conversation', '/go/order/..%2Fadmin', '/go/credit/1']) expect((await v.get(path)).status, path).toBe(404);
  });
});

describe('pages that fail say so in their title', () => {
  it.each([
    ['/no/such/page', 404, 'Page not found · Roomcraft'],
    ['/marketPlace/product/no-such-product', 404, 'Page not found · Roomcraft'],
    ['/client/update/info', 401, 'Please sign in · Roomcraft'],
    ['/page/403', 403, 'No access · Roomcraft'],
  ])('%s', async (path, status, title) => {
    const page = await new PageVisitor(shop.base).get(path);
    expect(page.status).toBe(status);
    expect(page.html).toContain(`<title>${title}</title>`);
  });
});

describe('a page whose loader fails', () => {
  // An app of its own whose search read model is gone: the marketplace's loader throws.
  let broken: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    broken = await startTestApp();
    await broken.runtime.db.raw('ALTER TABLE ?? RENAME TO ??', [goodsTable, `${goodsTable}_gone`]);
  });

  it('answers 500 titled “Something went wrong”', async () => {
    const page = await new PageVisitor(broken.base).get('/marketPlace/index');
    expect(page.status).toBe(500);
    expect(page.html).toContain('<title>Something went wrong · Roomcraft</title>');
    expect(page.html).not.toContain('Shop the marketplace');
  });
});
