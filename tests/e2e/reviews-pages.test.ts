import { beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages } from '../../domain/ratings/product-review';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { deliveredOrderFor } from '../support/product-reviews';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The product page's review form as plain posts (issue 22): only a signed-in
 * verified buyer writes, only from this site with the session's token, only
 * about the page's product and in their own name; nothing else changes a thing.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[] = [];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const reviewsOf = (goodsId: string) => shop.runtime.db('ratings_product_reviews_v1').where({ goods_id: goodsId }).select('user_id', 'rating', 'text', 'status');

describe('the product page’s review form, posted without scripts', () => {
  it('refuses visitors, other sites, a missing token and clients who did not receive the product; takes a buyer’s review for the page’s product only', async () => {
    const buyer = await newClientAccount(shop.runtime, 'page-buyer');
    const order = await deliveredOrderFor(shop.runtime, buyer, 2);
    const [goodsId, otherGoodsId] = order.lines.map((l) => l.goodsId) as [string, string];
    const path = `/marketPlace/product/${goodsId}`;
    const fields = { intent: 'review', rating: '3', text: 'Fine for the price.' };

    const visitor = new PageVisitor(shop.base);
    await visitor.get(path);
    expect((await visitor.post(path, { ...fields, csrf: visitor.csrf })).status).toBe(401);

    const client = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    expect((await client.get(path)).html).toContain(reviewMessages.notBuyer);
    const notBuyer = await client.post(path, { ...fields, csrf: client.csrf });
    expect(notBuyer.status).toBe(403);

    const v = await new PageVisitor(shop.base).signIn(buyer.email, clientPassword);
    await v.get(path);
    expect((await v.post(path, fields)).status).toBe(403);
    expect((await v.post(path, { ...fields, csrf: v.csrf }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await v.post(path, { ...fields, csrf: 'forged' })).status).toBe(403);
    expect((await v.post(path, { ...fields, intent: 'something-else', csrf: v.csrf })).status).toBe(400);
    expect(await reviewsOf(goodsId)).toEqual([]);

    // The form's own goodsId and userId are not what counts: the page's product and the session's user are.
    const saved = await v.post(path, { ...fields, csrf: v.csrf, goodsId: otherGoodsId, userId: 'demo-client' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(reviewMessages.saved);
    expect(await reviewsOf(goodsId)).toEqual([{ user_id: buyer.userId, rating: 3, text: 'Fine for the price.', status: 'pending' }]);
    expect(await reviewsOf(otherGoodsId)).toEqual([]);
    expect(logged).toEqual([]);
  });
});
