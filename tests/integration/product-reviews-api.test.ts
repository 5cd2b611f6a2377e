import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { reviewMessages } from '../../domain/ratings/product-review';
import { imageMessages } from '../../infra/images/image-check';
import { newClientAccount, signedInClient } from '../support/clients';
import { ratingsCommands } from '../../domain/ratings/commands';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { deliveredOrderFor, hostilePhotos, reviewPhoto } from '../support/product-reviews';
import { settled } from '../support/processes';

/**
 * Product reviews over HTTP (issue 22): who may review (a delivered line),
 * one review per client and product, moderation by staff, the average kept by
 * the projection, and what nobody may see or do.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = new ApiClient(base, null, '192.0.2.20');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  const sales = new ApiClient(base, null, '192.0.2.21');
  expect((await sales.call('/client/login', { email: 'salesman@roomcraft.local', password: demoPassword })).success).toBe(true);
  const [alice, bob, carol, dave] = [await signedInClient(runtime, base, 'alice'), await signedInClient(runtime, base, 'bob'), await signedInClient(runtime, base, 'carol'), await signedInClient(runtime, base, 'dave')];
  // Alice and Bob received the first product (Alice the second too); Carol paid for it but it has not arrived; Dave bought nothing.
  const aliceOrder = await deliveredOrderFor(runtime, alice, 2);
  await deliveredOrderFor(runtime, bob, 1);
  await paidOrderFor(runtime, carol, { lines: 1 });
  const [first, second] = aliceOrder.lines.map((l) => l.goodsId) as [string, string];
  return { runtime, base, errors, staff, sales, alice, bob, carol, dave, first, second };
})();

/** A multipart POST (the photo as a file) as this caller. */
async function postForm(who: ApiClient | null, base: string, path: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const headers: Record<string, string> = who?.token ? { authorization: who.token, 'x-forwarded-for': who.address } : {};
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

const query = async (goodsId: string) => (await new ApiClient((await ready).base).call(`/goods/review/query?goodsId=${encodeURIComponent(goodsId)}`)).data;

describe('product reviews over the JSON API', () => {
  it('serves a product’s rating and approved reviews to anyone; an unknown product is a 404, a bad id a 400', async () => {
    const { base, first } = await ready;
    const anyone = new ApiClient(base);
    const empty = await anyone.call(`/goods/review/query?goodsId=${first}`);
    expect(empty).toMatchObject({ status: 200, success: true, data: { goodsId: first, rating: { average: null, count: 0, stars: [0, 0, 0, 0, 0] }, total: 0, list: [] } });
    expect(await anyone.call('/goods/review/query?goodsId=NO-SUCH-THING')).toMatchObject({ status: 404, success: false, message: 'This product was not found.' });
    expect(await anyone.call('/goods/review/query?goodsId=..%2Fx')).toMatchObject({ status: 400, success: false, message: 'goodsId: Unknown product' });
    expect(await anyone.call('/goods/review/query')).toMatchObject({ status: 400, message: 'goodsId: Please name the product' });
    expect(await anyone.call(`/goods/review/query?goodsId=${first}&pageSize=500`)).toMatchObject({ status: 400, message: 'pageSize: pageSize is 1 to 50' });
  });

  it('lets only a verified buyer review: sign in first; no delivered line, no review', async () => {
    const { base, carol, dave, first } = await ready;
    const body = { goodsId: first, rating: 5, text: 'Lovely sofa.' };
    expect(await new ApiClient(base).call('/goods/review/save', body)).toMatchObject({ status: 401, success: false, message: reviewMessages.signIn });
    expect(await dave.call('/goods/review/save', body)).toMatchObject({ status: 403, success: false, message: reviewMessages.notBuyer });
    // Paid, shipped or not, but not delivered: not yet.
    expect(await carol.call('/goods/review/save', body)).toMatchObject({ status: 403, success: false, message: reviewMessages.notBuyer });
    expect((await dave.call(`/goods/review/mine?goodsId=${first}`)).data).toEqual({ total: 0, list: [], mayReview: false });
    expect((await query(first)).total).toBe(0);
  });

  it('refuses bad input with the field’s message, and changes nothing', async () => {
    const { alice, first } = await ready;
    const good = { goodsId: first, rating: 4, text: 'Solid.' };
    expect(await alice.call('/goods/review/save', { ...good, rating: 0 })).toMatchObject({ status: 400, message: 'rating: Please choose 1 to 5 stars', data: { fields: { rating: 'Please choose 1 to 5 stars' } } });
    expect(await alice.call('/goods/review/save', { ...good, rating: 3.5 })).toMatchObject({ status: 400, message: 'rating: Please choose 1 to 5 stars' });
    expect(await alice.call('/goods/review/save', { ...good, title: 't'.repeat(121) })).toMatchObject({ status: 400, message: 'title: Please keep the title to 120 characters or fewer' });
    expect(await alice.call('/goods/review/save', { ...good, text: 'x'.repeat(4001) })).toMatchObject({ status: 400, message: 'text: Please keep your review to 4000 characters or fewer' });
    expect(await alice.call('/goods/review/save', { ...good, text: '   ' })).toMatchObject({ status: 400, message: 'text: Please write your review' });
    expect(await alice.call('/goods/review/save', { ...good, photo: 'https://evil.example/x.png' })).toMatchObject({ status: 400, message: 'Please send the photo as a file (multipart/form-data).' });
    expect(await alice.call('/goods/review/save', { ...good, goodsId: 'NO-SUCH-THING' })).toMatchObject({ status: 404, message: 'This product was not found.' });
    expect((await alice.call('/goods/review/mine')).data).toEqual({ total: 0, list: [] });
  });

  it('keeps one review per client and product: writing again edits it, with a photo checked and re-encoded', async () => {
    const { base, alice, first } = await ready;
    const saved = await postForm(alice, base, '/goods/review/save', { goodsId: first, rating: '4', title: 'Comfortable', text: 'Deep seats, sturdy frame.', photo: new Blob([new Uint8Array(await reviewPhoto())], { type: 'image/png' }) });
    expect(saved).toMatchObject({ status: 200, success: true, message: reviewMessages.saved, data: { goodsId: first, userId: alice.userId, status: 'pending', revision: 1, rating: 4, title: 'Comfortable' } });
    const photo = saved.data.photo;
    expect(photo.key).toMatch(new RegExp(`^images/${alice.userId}/[0-9a-f-]+\\.jpg$`));
    const stored = await fetch(`${base}${photo.url}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.includes(Buffer.from('secret-location'))).toBe(false);
    // Again, without a new photo: the same review, edited, still with its photo, waiting for staff again.
    const edited = await alice.call('/goods/review/save', { goodsId: first, rating: 5, title: 'Comfortable', text: 'Deep seats, sturdy frame. Still great.' });
    expect(edited.data).toMatchObject({ reviewId: saved.data.reviewId, revision: 2, rating: 5, status: 'pending', photo });
    // The same text again is no new version.
    expect((await alice.call('/goods/review/save', { goodsId: first, rating: 5, title: 'Comfortable', text: 'Deep seats, sturdy frame. Still great.' })).data.revision).toBe(2);
    const mine = await alice.call('/goods/review/mine');
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ reviewId: saved.data.reviewId, status: 'pending' });
    expect((await alice.call(`/goods/review/mine?goodsId=${first}`)).data).toMatchObject({ total: 1, mayReview: true });
  });

  it('a hostile photo is refused with a clear message and changes nothing', async () => {
    const { base, alice, first } = await ready;
    const before = (await alice.call(`/goods/review/mine?goodsId=${first}`)).data.list[0];
    for (const [name, file] of await hostilePhotos()) {
      const res = await postForm(alice, base, '/goods/review/save', { goodsId: first, rating: '1', text: `Replaced by ${name}`, photo: file });
      expect(res.status, name).toBe(400);
      expect(Object.values(imageMessages), name).toContain(res.message);
      expect(res.data.fields.photo, name).toBe(res.message);
    }
    expect((await alice.call(`/goods/review/mine?goodsId=${first}`)).data.list[0]).toEqual(before);
  });

  it('shows a pending or rejected review to nobody but its author; staff-only calls refuse clients and visitors', async () => {
    const { base, alice, bob, sales, first } = await ready;
    const reviewId = `${first}~${alice.userId}`;
    expect((await query(first)).list).toEqual([]);
    // Bob's own list and his view of the product say nothing of Alice's review.
    expect((await bob.call('/goods/review/mine')).data).toEqual({ total: 0, list: [] });
    expect((await bob.call(`/goods/review/mine?goodsId=${first}`)).data).toEqual({ total: 0, list: [], mayReview: true });
    // A client may not moderate or read the console's calls; nor may a visitor or a salesman.
    const anyone = new ApiClient(base);
    for (const [who, status] of [[alice, 403], [bob, 403], [sales, 403], [anyone, 401]] as const) {
      expect((await who.call('/admin/reviews')).status).toBe(status);
      expect((await who.call(`/admin/reviews/${encodeURIComponent(reviewId)}`)).status).toBe(status);
      for (const step of ['approve', 'reject', 'hide']) {
        const res = await who.call(`/admin/reviews/${encodeURIComponent(reviewId)}/${step}`, { revision: 2, reason: 'mine' });
        expect(res.status, `${step}`).toBe(status);
        expect(res.message).toBe(status === 401 ? 'Please sign in to continue' : 'No access.');
      }
    }
    expect((await alice.call(`/goods/review/mine?goodsId=${first}`)).data.list[0]).toMatchObject({ status: 'pending', revision: 2 });
  });

  it('staff moderate: approve the version they read, reject with a reason the author reads, hide; the average follows', async () => {
    const { alice, bob, staff, first, second } = await ready;
    const aliceReview = encodeURIComponent(`${first}~${alice.userId}`);
    const pending = await staff.call(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    expect(pending.data.list.map((r: { id: string }) => r.id)).toContain(`${first}~${alice.userId}`);
    expect(await staff.call(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`)).toMatchObject({ status: 400 });
    const one = await staff.call(`/admin/reviews/${aliceReview}`);
    expect(one.data).toMatchObject({ status: 'pending', revision: 2, goodsName: expect.any(String), photo: { key: expect.any(String) } });
    // A decision about an older version is refused: Alice edited it since.
    expect(await staff.call(`/admin/reviews/${aliceReview}/approve`, { revision: 1 })).toMatchObject({ status: 409, message: reviewMessages.changed });
    expect(await staff.call(`/admin/reviews/${aliceReview}/approve`, {})).toMatchObject({ status: 400, message: 'revision: Please give the revision you read' });
    expect(await staff.call('/admin/reviews/not-a-review/approve', { revision: 1 })).toMatchObject({ status: 404, message: reviewMessages.notFound });
    expect(await staff.call(`/admin/reviews/${aliceReview}/approve`, { revision: 2 })).toMatchObject({ status: 200, message: reviewMessages.approved, data: { status: 'approved' } });
    expect(await query(first)).toMatchObject({ rating: { average: 5, count: 1 }, total: 1, list: [{ authorName: 'Client', rating: 5, verifiedBuyer: true }] });
    expect((await query(first)).list[0]).not.toHaveProperty('userId');

    // Bob's 2 stars, approved: the average is kept by the projection.
    const bobSaved = await bob.call('/goods/review/save', { goodsId: first, rating: 2, text: 'Too firm for me.' });
    expect(bobSaved.status).toBe(200);
    const bobReview = encodeURIComponent(`${first}~${bob.userId}`);
    expect((await staff.call(`/admin/reviews/${bobReview}/approve`, { revision: 1 })).status).toBe(200);
    expect((await query(first)).rating).toEqual({ average: 3.5, count: 2, stars: [0, 1, 0, 0, 1] });
    expect((await query(first)).list.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);

    // Alice reviews her second product; staff reject it with a reason only she reads.
    await alice.call('/goods/review/save', { goodsId: second, rating: 1, text: 'Buy it at the shop next door instead.' });
    const aliceSecond = encodeURIComponent(`${second}~${alice.userId}`);
    expect(await staff.call(`/admin/reviews/${aliceSecond}/reject`, { revision: 1 })).toMatchObject({ status: 400, message: 'reason: Please give the reason' });
    expect(await staff.call(`/admin/reviews/${aliceSecond}/reject`, { revision: 1, reason: 'Please do not point to other shops.' })).toMatchObject({ status: 200, data: { status: 'rejected' } });
    expect(await staff.call(`/admin/reviews/${aliceSecond}/hide`, { revision: 1 })).toMatchObject({ status: 409, message: reviewMessages.notApproved });
    expect(await query(second)).toMatchObject({ rating: { count: 0 }, total: 0, list: [] });
    expect((await alice.call(`/goods/review/mine?goodsId=${second}`)).data.list[0]).toMatchObject({ status: 'rejected', reason: 'Please do not point to other shops.' });
    expect((await bob.call(`/goods/review/mine?goodsId=${second}`)).data).toEqual({ total: 0, list: [], mayReview: false });

    // Hiding an approved review takes it out of the page and the average.
    expect(await staff.call(`/admin/reviews/${bobReview}/hide`, { revision: 1, reason: 'Reported by a shopper' })).toMatchObject({ status: 200, data: { status: 'hidden' } });
    expect(await query(first)).toMatchObject({ rating: { average: 5, count: 1 }, total: 1 });
    expect((await bob.call(`/goods/review/mine?goodsId=${first}`)).data.list[0]).toMatchObject({ status: 'hidden', reason: 'Reported by a shopper' });
    // A list's stars in one call: only products with approved reviews, in the order asked.
    const anyone = new ApiClient((await ready).base);
    expect((await anyone.call(`/goods/review/ratings?goodsIds=${second},${first},NO-SUCH-THING`)).data).toEqual([{ goodsId: first, average: 5, count: 1 }]);
    expect(await anyone.call('/goods/review/ratings', { goodsIds: [first, first] })).toMatchObject({ status: 200, data: [{ goodsId: first, average: 5, count: 1 }] });
    expect(await anyone.call('/goods/review/ratings')).toMatchObject({ status: 400, message: 'goodsIds: Please give at least one id' });
    expect(await anyone.call(`/goods/review/ratings?goodsIds=${Array.from({ length: 101 }, (_, i) => `g${i}`).join(',')}`)).toMatchObject({ status: 400, message: 'goodsIds: At most 100 ids at a time' });
    // The console's list by state.
    const hidden = await staff.call(`/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'hidden' }))}`);
    expect(hidden.data.list.map((r: { id: string }) => r.id)).toEqual([`${first}~${bob.userId}`]);
  });

  it('shows the average and count on the product page and its card in listings, and logs no error', async () => {
    const { base, first, errors, runtime } = await ready;
    const page = await (await fetch(`${base}/marketPlace/product/${first}`)).text();
    expect(page).toMatch(/data-testid="rating-average">5\.0</);
    expect(page).toMatch(/data-testid="rating-count">1 review</);
    expect(page).toContain('to write a review');
    const all = await fetch(`${base}/marketPlace/product/${first}/reviews`);
    expect(all.status).toBe(200);
    expect(await all.text()).toContain('Deep seats, sturdy frame. Still great.');
    expect((await fetch(`${base}/marketPlace/product/${first}/reviews?page=9`)).status).toBe(404);
    expect((await fetch(`${base}/marketPlace/product/NO-SUCH-THING/reviews`)).status).toBe(404);
    const { name } = await runtime.db('catalogue_goods_v1').where({ id: first }).first('name');
    const listing = await (await fetch(`${base}/marketPlace/index?${new URLSearchParams({ keywords: name })}`)).text();
    expect(listing).toMatch(new RegExp(`href="/marketPlace/product/${first}"[^]*?data-rating="5\\.0"`));
    // A product whose only review was rejected shows no stars, on its card or its page.
    const { second } = await ready;
    const other = await runtime.db('catalogue_goods_v1').where({ id: second }).first('name');
    const otherListing = await (await fetch(`${base}/marketPlace/index?${new URLSearchParams({ keywords: other.name })}`)).text();
    const card = otherListing.split('<article').find((a) => a.includes(`href="/marketPlace/product/${second}"`));
    expect(card).toBeDefined();
    expect(card).not.toContain('card-rating');
    expect(await (await fetch(`${base}/marketPlace/product/${second}`)).text()).toContain('No reviews yet.');
    // A rejected or hidden review is on no page, for a visitor or another client (Dave); each author sees their own.
    const { bob, alice, dave } = await ready;
    for (const url of [`/marketPlace/product/${second}`, `/marketPlace/product/${second}/reviews`, `/marketPlace/product/${first}`, `/marketPlace/product/${first}/reviews`]) {
      for (const headers of [{}, { authorization: dave.token! }] as Record<string, string>[]) {
        const html = await (await fetch(`${base}${url}`, { headers })).text();
        expect(html, url).not.toContain('Buy it at the shop next door');
        expect(html, url).not.toContain('Too firm for me.');
      }
    }
    expect(await (await fetch(`${base}/marketPlace/product/${first}`, { headers: { authorization: bob.token! } })).text()).toMatch(/data-review-status="hidden"[^]*Too firm for me\.[^]*Reason: (<!-- -->)?Reported by a shopper/);
    expect(await (await fetch(`${base}/marketPlace/product/${second}`, { headers: { authorization: alice.token! } })).text()).toContain('Buy it at the shop next door instead.');
    expect(errors).toEqual([]);
  });

  it('shows the five newest on the product page with a "See all" link that pages through every approved review', { timeout: 120_000 }, async () => {
    const { runtime, base } = await ready;
    const staffActor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } as const;
    let goodsId = '';
    for (let n = 1; n <= 12; n++) {
      const buyer = await newClientAccount(runtime, `many-${n}`);
      const order = await deliveredOrderFor(runtime, buyer, 3);
      goodsId = order.lines[2]!.goodsId;
      const purchase = { orderId: order.orderId, lineId: order.lines[2]!.lineId, deliveredAt: new Date().toISOString() };
      const actor = { kind: 'user', userId: buyer.userId, email: buyer.email, roles: ['client'] } as const;
      const write = { goodsId, userId: buyer.userId, authorName: `Buyer ${n}`, rating: (n % 5) + 1, title: null, text: `Review number ${n}.`, photo: null, purchase };
      await runtime.execute(ratingsCommands.WriteProductReview, write, { actor, now: new Date(Date.UTC(2026, 10, n)) });
      await runtime.execute(ratingsCommands.ApproveProductReview, { goodsId, userId: buyer.userId, revision: 1 }, { actor: staffActor });
    }
    await settled(runtime);
    const page = await (await fetch(`${base}/marketPlace/product/${goodsId}`)).text();
    expect([...page.matchAll(/class="review-item__text">Review number (\d+)\./g)].map((m) => Number(m[1]))).toEqual([12, 11, 10, 9, 8]);
    const more = page.match(/href="([^"]+)"[^>]*>See all (?:<!-- -->)?12(?:<!-- -->)? reviews/)?.[1];
    expect(more).toBe(`/marketPlace/product/${goodsId}/reviews`);
    const first = await (await fetch(`${base}${more}`)).text();
    expect([...first.matchAll(/class="review-item__text">Review number (\d+)\./g)].map((m) => Number(m[1]))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const next = first.match(/href="([^"]+)"[^>]*rel="next"|rel="next"[^>]*href="([^"]+)"/);
    const nextHref = (next?.[1] ?? next?.[2])!.replace(/&amp;/g, '&');
    expect(nextHref).toBe(`/marketPlace/product/${goodsId}/reviews?page=2`);
    const second = await (await fetch(`${base}${nextHref}`)).text();
    expect([...second.matchAll(/class="review-item__text">Review number (\d+)\./g)].map((m) => Number(m[1]))).toEqual([2, 1]);
    expect(second).toContain(`href="/marketPlace/product/${goodsId}/reviews"`);
    expect((await fetch(`${base}/marketPlace/product/${goodsId}/reviews?page=3`)).status).toBe(404);
    expect((await fetch(`${base}/marketPlace/product/${goodsId}/reviews?page=x`)).status).toBe(404);
    // 2+3+4+5+1+2+3+4+5+1+2+3 = 35 stars over 12 reviews: 2.9, kept by the projection.
    expect((await query(goodsId)).rating).toEqual({ average: 2.9, count: 12, stars: [2, 3, 3, 2, 2] });
  });
});
