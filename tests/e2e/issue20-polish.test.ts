import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { formatDollars } from '../../domain/promotions/codes';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** Issue 20: codes the cart does not reach, the checkout's State, the account page's sign-in providers. */
let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

/** A fresh client with one product in the cart, signed in without scripts. */
async function clientWithCart() {
  const me = await newClientAccount(shop.runtime, 'polish');
  const v = await new PageVisitor(shop.base).signIn(me.email, clientPassword);
  const row = await shop.runtime.db('catalogue_goods_v1 as g').leftJoin('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id', 'g.price_cents', 'g.sale_price_cents')
    .where('g.delisted', false).where((q) => q.whereNull('s.on_hand').orWhereRaw('s.on_hand - s.reserved > 5')).where('g.price_cents', '<', 50_000).whereNull('g.sale_price_cents').whereNotNull('g.mark_type').orderBy('g.id').first();
  const added = await v.post('/api/cart/save', { goodsId: row.id, count: '1' });
  expect(added.status).toBe(200);
  return { v, goodsCents: row.price_cents as number };
}

describe('"Codes you can use" in the cart', () => {
  it('a code the cart does not reach yet says how much to add, and is not offered as applicable', async () => {
    const { v, goodsCents } = await clientWithCart();
    const cart = await v.get('/payment/index/cart');
    expect(cart.status).toBe(200);
    const diy1 = cart.html.match(/<li data-testid="code-offer-DIY1">([\s\S]*?)<\/li>/)?.[1] ?? '';
    expect(diy1).toContain(`Add ${formatDollars(100_000 - goodsCents)} more to use`);
    expect(diy1).not.toContain("code=DIY1");
    const welcome = cart.html.match(/<li data-testid="code-offer-PROMO10">([\s\S]*?)<\/li>/)?.[1] ?? '';
    expect(welcome).toContain("href=\"/payment/index/cart?code=PROMO10\"");
    expect(welcome).not.toContain('more to use');
  });
});

describe('the checkout State field', () => {
  it('is a list of the states we deliver to', async () => {
    const { v } = await clientWithCart();
    const page = await v.get('/payment/payStep/shipping');
    expect(page.status).toBe(200);
    const select = page.html.match(/<select[^>]*name="state"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
    expect(select).toContain('<option value="CA">California</option>');
    expect(select).toContain('<option value="DC">District of Columbia</option>');
    expect(select).not.toContain('value="AK"');
    expect(select).not.toContain('value="HI"');
    expect(page.html).not.toMatch(/<input[^>]*name="state"/);
  });

  it('refuses any other state on the state field, and keeps a good one', async () => {
    const { v } = await clientWithCart();
    await v.get('/payment/payStep/shipping');
    const address = { csrf: v.csrf, intent: 'address', firstName: 'Sam', lastName: 'Shopper', address1: '1 Main St', city: 'Anchorage', zip: '99501', country: 'US' };
    for (const state of ['AK', 'Narnia', '']) {
      const refused = await v.post('/payment/payStep/shipping', { ...address, state });
      expect([state, refused.status]).toEqual([state, 400]);
      expect(refused.html).toContain('Please choose a state we deliver to');
    }
    expect((await v.get('/client/update/address')).html).not.toContain('Anchorage');
    const kept = await v.post('/payment/payStep/shipping', { ...address, city: 'Austin', zip: '78701', state: 'TX' });
    expect(kept.status).toBe(302);
    expect(kept.location).toMatch(/^\/payment\/payStep\/billing/);
  });
});

describe('the account page and sign-in providers', () => {
  it('names no provider button this site does not offer', async () => {
    const me = await newClientAccount(shop.runtime, 'providers');
    const v = await new PageVisitor(shop.base).signIn(me.email, clientPassword);
    const page = await v.get('/client');
    expect(page.html).toContain('No sign-in providers are linked.');
    expect(page.html).not.toContain('Continue with Google');
    expect(page.html).not.toContain('Continue with Facebook');
  });

  it('names the configured one only', async () => {
    const withGoogle = await startShop({ OAUTH_GOOGLE_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret', OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9/' });
    const me = await newClientAccount(withGoogle.runtime, 'providers-google');
    const v = await new PageVisitor(withGoogle.base).signIn(me.email, clientPassword);
    const page = await v.get('/client');
    expect(page.html).toContain('Use “Continue with Google” when you sign in to link one.');
    expect(page.html).not.toContain('Continue with Facebook');
  });
});
