import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { reviewMessages } from '../../domain/ratings/product-review';
import { storageFor } from '../../infra/storage';
import { getGoods } from '../../projections/catalogue/goods.queries';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { startSmtpServer } from '../support/mail';
import { processesSettled } from '../support/processes';
import { deliveredOrderFor, reviewPhoto } from '../support/product-reviews';

/**
 * What follows staff's decisions about product reviews (issue 22), over HTTP with
 * the real database and a real SMTP server on a local port: the author's mail,
 * once per decision and never for a refused one; the dashboard's count of
 * reviews waiting; a replaced or removed photo deleted from file storage; and
 * the demo data's reviews on the product page.
 */
const smtp = await startSmtpServer();
const ready = (async () => {
  const { runtime, base } = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Roomcraft <hello@roomcraft.test>', DEV_MAILBOX: 'off', MAIL_RETRY_BASE_MS: '50' }, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = new ApiClient(base, null, '192.0.2.30');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  const sales = new ApiClient(base, null, '192.0.2.31');
  expect((await sales.call('/client/login', { email: 'salesman@roomcraft.local', password: demoPassword })).success).toBe(true);
  const [alice, bob] = [await signedInClient(runtime, base, 'alice'), await signedInClient(runtime, base, 'bob')];
  const order = await deliveredOrderFor(runtime, alice, 2);
  await deliveredOrderFor(runtime, bob, 1);
  const [first, second] = order.lines.map((l) => l.goodsId) as [string, string];
  const names = { first: (await getGoods(runtime.db, first))!.name, second: (await getGoods(runtime.db, second))!.name };
  return { runtime, base, errors, staff, sales, alice, bob, first, second, names };
})();

/** A multipart POST (the photo as a file) as this client. */
async function postForm(who: ApiClient, base: string, path: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { authorization: who.token!, 'x-forwarded-for': who.address }, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

/** A message as the relay received it, its body decoded (quoted-printable, soft line breaks joined). */
function decoded(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
}
/** The review mails the relay received for this address (their orders' mails aside). */
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw)).filter((m) => /^Subject: Your review of /m.test(m));
/** The subject, its folded lines joined. */
const subjectOf = (mail: string) => /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(mail)?.[1]?.replace(/\r?\n(?=[ \t])/g, '');

/** Once the processes have handled every decision and the sender has had the time to pass the outbox on. */
async function mailsSettled(email: string, count: number) {
  const { runtime } = await ready;
  await processesSettled(runtime);
  await expect.poll(async () => Number((await runtime.db('mail_outbox').where({ recipient: email, status: 'pending' }).count<{ n: string }[]>({ n: '*' }))[0]!.n), { timeout: 20_000 }).toBe(0);
  expect(mailsTo(email)).toHaveLength(count);
  return mailsTo(email);
}

const pendingCount = async () => (await (await ready).staff.call('/admin/dashboard')).data.reviewsPending as number;

describe('the author hears staff’s decision by e-mail', () => {
  it('approved: one mail, "Your review of … is live", with the product page; approving again or a refused decision mails nothing', async () => {
    const { base, staff, sales, alice, first, names, errors } = await ready;
    const waitingBefore = await pendingCount();
    expect((await alice.call('/goods/review/save', { goodsId: first, rating: 5, title: 'Lovely', text: 'Deep seats, sturdy frame.' })).status).toBe(200);
    // The dashboard counts it among the reviews waiting, for staff (the salesman may not moderate: no figure).
    expect(await pendingCount()).toBe(waitingBefore + 1);
    expect((await sales.call('/admin/dashboard')).data.reviewsPending).toBeNull();
    const id = encodeURIComponent(`${first}~${alice.userId}`);
    // Refused: a salesman, an old revision, a rejection without a reason.
    expect((await sales.call(`/admin/reviews/${id}/approve`, { revision: 1 })).status).toBe(403);
    expect(await staff.call(`/admin/reviews/${id}/approve`, { revision: 2 })).toMatchObject({ status: 409, message: reviewMessages.changed });
    expect((await staff.call(`/admin/reviews/${id}/reject`, { revision: 1 })).status).toBe(400);
    await mailsSettled(alice.email, 0);

    expect(await staff.call(`/admin/reviews/${id}/approve`, { revision: 1 })).toMatchObject({ status: 200, data: { status: 'approved' } });
    expect(await pendingCount()).toBe(waitingBefore);
    // The same decision again, and a rejection of an approved review: nothing new.
    expect((await staff.call(`/admin/reviews/${id}/approve`, { revision: 1 })).status).toBe(200);
    expect(await staff.call(`/admin/reviews/${id}/reject`, { revision: 1, reason: 'Too late' })).toMatchObject({ status: 409, message: reviewMessages.notPending });
    const [mail] = await mailsSettled(alice.email, 1);
    expect(subjectOf(mail!)).toBe(`Your review of ${names.first} is live`);
    expect(mail).toContain(`/go/product/${first}#reviews`);
    // The link leads to the product page.
    const go = await fetch(`${base}/go/product/${first}`, { redirect: 'manual' });
    expect([go.status, go.headers.get('location')]).toEqual([302, `/marketPlace/product/${first}`]);
    expect(errors).toEqual([]);
  });

  it('hidden: a short note with the reason; rejected: the reason and a link to edit; each once, to the author only', async () => {
    const { staff, alice, bob, first, second, names } = await ready;
    const id = (goodsId: string) => encodeURIComponent(`${goodsId}~${alice.userId}`);
    expect(await staff.call(`/admin/reviews/${id(first)}/hide`, { revision: 1, reason: 'Reported by readers' })).toMatchObject({ status: 200, data: { status: 'hidden' } });
    expect((await staff.call(`/admin/reviews/${id(first)}/hide`, { revision: 1 })).status).toBe(200);
    const hidden = (await mailsSettled(alice.email, 2))[1]!;
    expect(subjectOf(hidden)).toBe(`Your review of ${names.first} is no longer shown`);
    expect(hidden).toContain('Why: Reported by readers');

    expect((await alice.call('/goods/review/save', { goodsId: second, rating: 2, text: 'Call 555-0100 for a better deal.' })).status).toBe(200);
    expect((await staff.call(`/admin/reviews/${id(second)}/reject`, { revision: 1, reason: 'Reviews may not carry phone numbers.' })).status).toBe(200);
    expect((await staff.call(`/admin/reviews/${id(second)}/approve`, { revision: 1 })).status).toBe(409);
    const rejected = (await mailsSettled(alice.email, 3))[2]!;
    expect(subjectOf(rejected)).toBe(`Your review of ${names.second} was not published`);
    expect(rejected).toContain('Why: Reviews may not carry phone numbers.');
    expect(rejected).toContain(`Edit your review: `);
    expect(rejected).toContain(`/go/product/${second}#reviews`);
    // Bob decided nothing and wrote nothing: no mail.
    await mailsSettled(bob.email, 0);
  });
});

describe('a review’s photo', () => {
  it('replaced or removed: the old file is deleted from storage once the new version is saved, and the new one served', async () => {
    const { runtime, base, bob, first } = await ready;
    const photo = async (colour: string) => new Blob([new Uint8Array(await reviewPhoto(colour))], { type: 'image/png' });
    const one = await postForm(bob, base, '/goods/review/save', { goodsId: first, rating: '4', text: 'Good.', photo: await photo('#a0522d') });
    expect(one.status).toBe(200);
    const old = one.data.photo as { key: string; url: string };
    expect((await fetch(`${base}${old.url}`)).status).toBe(200);
    // The text alone changes: the photo stays.
    expect((await postForm(bob, base, '/goods/review/save', { goodsId: first, rating: '4', text: 'Good, still.' })).data.photo.key).toBe(old.key);
    await processesSettled(runtime);
    expect(await storageFor(runtime).getObject(old.key)).not.toBeNull();

    const two = await postForm(bob, base, '/goods/review/save', { goodsId: first, rating: '5', text: 'Better with a new photo.', photo: await photo('#2f4f4f') });
    const replacement = two.data.photo as { key: string; url: string };
    expect(replacement.key).not.toBe(old.key);
    await processesSettled(runtime);
    expect(await storageFor(runtime).getObject(old.key)).toBeNull();
    expect((await fetch(`${base}${old.url}`)).status).toBe(404);
    const served = await fetch(`${base}${replacement.url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    expect((await postForm(bob, base, '/goods/review/save', { goodsId: first, rating: '5', text: 'Better with a new photo.', removePhoto: 'true' })).data.photo).toBeNull();
    await processesSettled(runtime);
    expect(await storageFor(runtime).getObject(replacement.key)).toBeNull();
    expect((await fetch(`${base}${replacement.url}`)).status).toBe(404);
  });
});

describe('the demo data', () => {
  it('shows approved reviews, the average and the count on a demo product’s page and in the JSON call; the demo client may review what was delivered', async () => {
    const { base } = await ready;
    const page = await fetch(`${base}/marketPlace/product/g00032`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/data-testid="rating-average"[^>]*>4\.3</);
    expect(html).toMatch(/data-testid="rating-count"[^>]*>3 reviews</);
    expect(html).toContain('Small chair, big comfort');
    expect(html).toContain('Casey C.');
    const answer = await new ApiClient(base).call('/goods/review/query?goodsId=g00151');
    expect(answer.data).toMatchObject({ rating: { average: 4.5, count: 2 }, total: 2 });
    const casey = new ApiClient(base, null, '192.0.2.32');
    expect((await casey.call('/client/login', { email: 'client@roomcraft.local', password: demoPassword })).success).toBe(true);
    expect((await casey.call('/goods/review/mine?goodsId=g00101')).data).toMatchObject({ total: 0, mayReview: true });
  });
});
