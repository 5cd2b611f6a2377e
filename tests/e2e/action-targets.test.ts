import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword } from '../support/clients';
import { demoLogin, publishedProposal } from '../support/review';
import { buttonTargets, follow, formsOf, routeIdOf } from './page-forms';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The link check for what is not an <a href>: where buttons and forms send the
 * browser, and where a POST's redirect lands (issue 20: "Add and go to cart" went
 * to /payment/cart, a page that is not built).
 */
let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

const appDir = path.resolve(__dirname, '../../app');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

/**
 * Every site path written as a literal in the app's code where it sends the
 * browser: redirect('/…'), movedTo('/…'), to="/…", href="/…", action and
 * formAction, data-href. A template's fixed start counts when it is a whole path
 * (`/payment/payStep/shipping${search}`), not a prefix of one (`/order/detail/${id}`,
 * `/@${handle}`).
 */
export function literalTargets(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /(?:\bredirect\(|\bmovedTo\(|\b(?:to|href|action|formAction|data-href)=\{?)\s*(['"`])(\/[^'"`]*)\1?/g;
  for (const file of sourceFiles(appDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      let target = m[2]!;
      const hole = target.indexOf('${');
      if (hole >= 0) {
        target = target.slice(0, hole);
        if (target.endsWith('/') && !/[?#]/.test(target)) continue;
        // A public profile's `/@${handle}`: "@" starts the segment the handle completes.
        if (target.endsWith('/@')) continue;
      }
      target = target.replace(/[?#].*$/, '');
      if (!target || target.startsWith('//') || target.startsWith('/api/') || target.startsWith('/assets/') || target.startsWith('/media/') || target.startsWith('/files/') || target.startsWith('/auth/') || target === '/sign-out') continue;
      if (!found.has(target)) found.set(target, path.relative(appDir, file));
    }
  }
  return found;
}

/** A page answers: a page, a redirect that ends on a page, or sign-in/no-access for a page that needs another account. */
async function lands(v: PageVisitor, target: string) {
  const end = await follow(v, target);
  return [200, 401, 403].includes(end.status) ? null : `${target} → ${end.path} ${end.status}`;
}

describe('where the code sends the browser', () => {
  it('every path written in a redirect, link, form action or button target is a built page', async () => {
    const targets = literalTargets();
    expect(targets.size).toBeGreaterThan(40);
    const client = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const broken: string[] = [];
    for (const [target, file] of targets) {
      const problem = await lands(client, target);
      if (!problem) continue;
      // A page of its own that needs its query (an order id, a project) answers 404 without it: built all the same.
      const end = await follow(client, target);
      const id = end.status === 404 ? await routeIdOf(end.path) : null;
      if (id && id !== 'routes/$' && !id.includes('$')) continue;
      broken.push(`${problem} [${id}] (${file})`);
    }
    expect(broken).toEqual([]);
  });

  it('/payment/cart is the cart, query kept', async () => {
    const page = await new PageVisitor(shop.base).get('/payment/cart?from=review');
    expect([page.status, page.location]).toEqual([301, '/payment/index/cart?from=review']);
  });

  it('form actions, formaction and data-href targets on key pages lead somewhere', async () => {
    const client = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const broken: string[] = [];
    let checked = 0;
    for (const start of ['/', '/payment/index/cart', '/client', '/client/credit', '/project/index', '/design/room', '/diy/room', '/customer/contact', '/marketPlace/index']) {
      const page = await client.get(start);
      expect(page.status, start).toBe(200);
      for (const target of new Set(buttonTargets(page.html))) {
        checked++;
        const end = await follow(client, target);
        if (end.status === 404 || end.status >= 500 || end.status < 0) broken.push(`${start}: ${target} → ${end.path} ${end.status}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});

describe('where a form post lands', () => {
  it('every button of an approved board’s review page, pressed without scripts, redirects only to built pages; "Add and go to cart" opens the cart with the kept product', async () => {
    const staff = await demoLogin(shop.base, 'staff@roomcraft.local', '192.0.2.110');
    const designerApi = await demoLogin(shop.base, 'designer@roomcraft.local', '192.0.2.111');
    const p = await publishedProposal(shop.runtime, shop.base, staff, designerApi);
    expect((await p.publish()).status).toBe(200);
    const client = await new PageVisitor(shop.base).signIn(p.client.email, clientPassword);
    const review = `/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`;
    await client.get(review);
    expect((await client.post(review, { csrf: client.csrf, intent: 'mark', productId: p.goods[0]!.id, mark: 'KEEP' })).status).toBe(200);
    expect((await client.post(review, { csrf: client.csrf, intent: 'approve' })).html).toContain('You approved this board.');

    const page = await client.get(review);
    // The board's own forms (the header's sign-out is not one of them).
    const forms = formsOf(page.html, review).filter((f) => f.method === 'post' && f.action.startsWith('/client/detail/mood_board'));
    const pressed: string[] = [];
    const broken: string[] = [];
    for (const form of forms) {
      for (const button of form.buttons) {
        const fields = { ...form.hidden, csrf: client.csrf, ...(button.name ? { [button.name]: button.value } : {}) };
        const res = await client.post(button.formaction ?? form.action, fields);
        pressed.push(button.text);
        if (res.status >= 500) broken.push(`${button.text}: ${res.status}`);
        if (res.status >= 300 && res.status < 400) {
          const problem = await lands(client, res.location ?? '');
          if (problem) broken.push(`${button.text}: ${problem}`);
        }
      }
    }
    expect(pressed).toContain('Add and go to cart');
    expect(broken).toEqual([]);

    const go = await client.post(review, { csrf: client.csrf, intent: 'cart', next: 'cart' });
    expect([go.status, go.location]).toEqual([302, '/payment/index/cart']);
    const cart = await client.get(go.location!);
    expect(cart.status).toBe(200);
    expect(cart.html).toContain(p.goods[0]!.name);
  });
});
