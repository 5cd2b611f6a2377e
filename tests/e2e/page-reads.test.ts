import { beforeAll, describe, expect, it } from 'vitest';
import { loggedErrors, startTestApp } from '../support/http-app';
import { PageVisitor } from './page-visitor';

/**
 * Issue 27 (a page's server time): what a page reads of the shopper. Remix
 * hands each loader its own copy of the request; the session is resolved once
 * for all of a page's loaders, the top bar's two unread counts come in one
 * statement, and a visitor the page has just made reads no cart.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let errors: string[];
beforeAll(async () => {
  app = await startTestApp({}, { demoData: true });
  errors = loggedErrors(app.runtime);
});

/** The statements the app sent while `work` ran (the projections' and processes' own reads left out). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listener = (q: { sql: string }) => sent.push(q.sql);
  app.runtime.db.on('query', listener);
  try {
    await work();
  } finally {
    app.runtime.db.off('query', listener);
  }
  return sent;
}

describe("a page's reads of the shopper", () => {
  it('resolves a signed-in session once for the shell and the page, and reads both unread badges in one statement', async () => {
    const client = await new PageVisitor(app.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    let page: Awaited<ReturnType<PageVisitor['get']>> | undefined;
    // The marketplace's own loader asks for the session too (what the shopper has saved).
    const sent = await statementsDuring(async () => (page = await client.get('/marketPlace/index')));
    expect(page!.status).toBe(200);
    expect(page!.html).toContain('Sign out');
    expect(sent.filter((sql) => sql.includes('identity_sessions_v1'))).toHaveLength(1);
    const badges = sent.filter((sql) => sql.includes('notifications_v1') || sql.includes('chat_conversations_v1'));
    expect(badges).toHaveLength(1);
    expect(badges[0]).toContain('chat_conversations_v1');
    expect(badges[0]).toContain('notifications_v1');
  });

  it('gives a new visitor one session cookie for the whole page, and reads no cart for it', async () => {
    let res: Response | undefined;
    const sent = await statementsDuring(async () => {
      res = await fetch(`${app.base}/marketPlace/index`);
      await res.text();
    });
    expect(res!.status).toBe(200);
    const cookies = res!.headers.getSetCookie().filter((c) => c.startsWith('rc_session='));
    expect(cookies).toHaveLength(1);
    expect(sent.filter((sql) => sql.includes('cart_lines_v1'))).toEqual([]);
    // Back with that cookie, the cart is read as usual (the visitor may have added meanwhile).
    const again = await statementsDuring(async () => (await fetch(`${app.base}/marketPlace/index`, { headers: { cookie: cookies[0]!.split(';')[0]! } })).text());
    expect(again.filter((sql) => sql.includes('cart_lines_v1')).length).toBeGreaterThan(0);
  });

  it('signs out on a page and shows the next page as a visitor: a write is never answered from a read’s session', async () => {
    const client = await new PageVisitor(app.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    expect((await client.get('/marketPlace/index')).html).toContain('Sign out');
    const out = await client.get('/marketPlace/index?status=logout');
    expect(out.status).toBe(302);
    const after = await client.get('/marketPlace/index');
    expect(after.status).toBe(200);
    expect(after.html).not.toContain('Sign out');
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
