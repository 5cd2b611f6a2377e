import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { designerChoiceMessages } from '../../domain/profiles/designer-choice';
import { handleMessages } from '../../domain/profiles/handle';
import { postMessages } from '../../domain/profiles/post';
import { imageMessages } from '../../infra/images/image-check';
import { needById } from '../../projections/projects/needs';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { claimedPng } from '../support/pictures';
import { settled } from '../support/processes';
import { demoLogin, reviewGoods } from '../support/review';

/**
 * Public handles, profiles, posts and choosing a designer over HTTP (issue 24):
 * a race for one handle, handles taken without regard to case, private
 * profiles, posts' upload, search and delete with isolation and bad input, and
 * a project assigned to the designer its client chose.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const ada = await signedInClient(runtime, base, 'prof-ada');
  const bob = await signedInClient(runtime, base, 'prof-bob');
  const staff = await demoLogin(base, 'staff@roomcraft.local', '192.0.2.60');
  const goods = await reviewGoods(runtime, 3);
  return { runtime, base, errors, ada, bob, staff, goods, anyone: new ApiClient(base, null, '192.0.2.61') };
})();

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a27a' } }).jpeg().toBuffer();
const unique = (p: string) => `${p}${Math.random().toString(36).slice(2, 7)}`;

async function upload(who: ApiClient | null, base: string, fields: Record<string, string | string[] | Blob>, idempotencyKey?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  const headers: Record<string, string> = who?.token ? { authorization: who.token, 'x-forwarded-for': who.address, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) } : {};
  const res = await fetch(`${base}/api/board/posts/upload`, { method: 'POST', headers, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}
const blob = (b: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(b)], { type });
const postCount = async (authorId: string) => Number((await (await ready).runtime.db('profiles_posts_v1').where({ author_id: authorId }).count({ n: '*' }))[0]!.n);

describe('handles', () => {
  it('two users racing for one handle: one gets it, the other a clear 409', async () => {
    const { runtime, base } = await ready;
    const [c1, c2] = await Promise.all([signedInClient(runtime, base, 'race-a'), signedInClient(runtime, base, 'race-b')]);
    const handle = unique('race.');
    const answers = await Promise.all([c1.call('/profile/save', { handle }), c2.call('/profile/save', { handle: handle.toUpperCase() })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)).toMatchObject({ success: false, message: handleMessages.taken });
  });

  it('a handle is taken without regard to case; refused handles say why and reserve nothing', async () => {
    const { ada, bob } = await ready;
    const handle = unique('Ada.Home');
    expect(await ada.call('/profile/save', { handle, bio: 'Small flat, big plants.' })).toMatchObject({ status: 200, data: { handle, public: false, kind: 'client' } });
    expect(await bob.call('/profile/save', { handle: handle.toLowerCase() })).toMatchObject({ status: 409, message: handleMessages.taken });
    expect(await bob.call('/profile/save', { handle: 'roomcraft_support' })).toMatchObject({ status: 400, message: `handle: ${handleMessages.impersonation}` });
    expect(await bob.call('/profile/save', { handle: 'adm1n' })).toMatchObject({ status: 400, message: `handle: ${handleMessages.impersonation}` });
    expect(await bob.call('/profile/save', { handle: '<script>' })).toMatchObject({ status: 400, message: `handle: ${handleMessages.markup}` });
    expect(await bob.call('/profile/save', { handle: 'bob home' })).toMatchObject({ status: 400, message: `handle: ${handleMessages.characters}` });
    expect(await bob.call('/profile/save', { handle: 'bo' })).toMatchObject({ status: 400, message: `handle: ${handleMessages.length}` });
    expect(await bob.call('/profile/save', { handle: unique('bob.'), bio: '<img src=x>' })).toMatchObject({ status: 400, message: `bio: ${handleMessages.bioMarkup}` });
    expect(await new ApiClient((await ready).base).call('/profile/save', { handle: unique('vis.') })).toMatchObject({ status: 401 });
    // Changing a handle frees the old one.
    const renamed = unique('ada.new');
    expect((await ada.call('/profile/save', { handle: renamed })).status).toBe(200);
    expect((await bob.call('/profile/save', { handle })).status).toBe(200);
    expect((await ada.call('/profile/get')).data).toMatchObject({ handle: renamed });
  });

  it('a private client profile is 404 to everyone else; public, it is seen; the demo designer’s is public with a portfolio', async () => {
    const { runtime, base, anyone, bob } = await ready;
    const carol = await signedInClient(runtime, base, 'prof-carol');
    const handle = unique('carol.');
    await carol.call('/profile/save', { handle });
    const page = (who: ApiClient | null, path: string) => fetch(`${base}${path}`, { headers: who?.token ? { authorization: who.token } : {} });
    expect((await page(null, `/@${handle}`)).status).toBe(404);
    expect((await page(bob, `/@${handle}`)).status).toBe(404);
    expect((await page(carol, `/@${handle}`)).status).toBe(200);
    expect((await anyone.call(`/board/posts/search?handle=${handle}`)).data).toMatchObject({ total: 0, list: [] });
    await carol.call('/profile/save', { handle, public: true });
    expect((await page(null, `/@${handle}`)).status).toBe(200);
    const dana = await page(null, '/@Dana.Designs');
    expect(dana.status).toBe(200);
    const html = await dana.text();
    expect(html).toContain('Dana Designer');
    expect(html).toMatch(/href="\/design\/case\/demo-[0-9]+-[12]"/);
  });
});

describe('posts', () => {
  it('uploads a post with tagged products, finds it, serves its picture; a private author’s post is theirs alone', async () => {
    const { base, ada, bob, anyone, goods } = await ready;
    const posted = await upload(ada, base, { photo: blob(await photo()), caption: 'Our green living room', goodsIds: [goods[0]!.id, goods[1]!.id] });
    expect(posted).toMatchObject({ status: 200, success: true, message: postMessages.published, data: { caption: 'Our green living room', mine: true } });
    expect(posted.data.products.map((p: any) => p.goodsId)).toEqual([goods[0]!.id, goods[1]!.id]);
    expect(posted.data.products[0]).toMatchObject({ name: goods[0]!.name, href: `/marketPlace/product/${goods[0]!.id}` });
    const url = posted.data.picture.url as string;
    expect(url).toMatch(/^\/media\/posts\/[a-f0-9-]+\.jpg$/);
    // Ada's profile is private: her post is hers alone.
    expect((await fetch(`${base}${url}`, { headers: { authorization: ada.token! } })).status).toBe(200);
    expect((await fetch(`${base}${url}`)).status).toBe(404);
    expect((await bob.call('/board/posts/search', { keyword: 'green living', page: 1, pageSize: 10 })).data.list.some((p: any) => p.id === posted.data.id)).toBe(false);
    expect((await ada.call('/board/posts/search', { keyword: 'green living', page: 1, pageSize: 10 })).data.list.map((p: any) => p.id)).toContain(posted.data.id);
    // Public now: everyone sees it.
    const handle = (await ada.call('/profile/get')).data.handle as string;
    await ada.call('/profile/save', { handle, public: true });
    const found = await anyone.call('/board/posts/search', { handle, page: 1, pageSize: 10 });
    expect(found.data.list.map((p: any) => p.id)).toContain(posted.data.id);
    const image = await fetch(`${base}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // A retry with the same Idempotency-Key posts once.
    const before = await postCount(ada.userId);
    const key = unique('retry-');
    const once = await upload(ada, base, { photo: blob(await photo()), caption: 'retried' }, key);
    const again = await upload(ada, base, { photo: blob(await photo()), caption: 'retried' }, key);
    expect([once.status, again.status, again.data.id]).toEqual([200, 200, once.data.id]);
    expect(await postCount(ada.userId)).toBe(before + 1);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { base, ada, goods, runtime } = await ready;
    const before = await postCount(ada.userId);
    const ok = { photo: blob(await photo()), caption: 'x' };
    expect(await upload(ada, base, { ...ok, caption: 'x'.repeat(501) })).toMatchObject({ status: 400, message: `caption: ${postMessages.caption}` });
    expect(await upload(ada, base, { ...ok, goodsIds: Array.from({ length: 21 }, (_, i) => `g${String(i + 1).padStart(5, '0')}`) })).toMatchObject({ status: 400, message: `goodsIds: ${postMessages.tags}` });
    expect(await upload(ada, base, { ...ok, goodsIds: ['NO-SUCH-GOODS'] })).toMatchObject({ status: 400, message: postMessages.unknownProduct });
    expect(await upload(ada, base, { caption: 'no photo' })).toMatchObject({ status: 400, message: postMessages.photo });
    expect(await upload(ada, base, { ...ok, photo: blob(Buffer.from('just some text, not an image'), 'image/png') })).toMatchObject({ status: 400, message: imageMessages.unreadable });
    // A decompression bomb: a small file of a huge picture (41 megapixels of one colour); and a header claiming more.
    const bomb = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload(ada, base, { ...ok, photo: blob(bomb, 'image/png') })).toMatchObject({ status: 400, message: imageMessages.tooManyPixels });
    expect(await upload(ada, base, { ...ok, photo: blob(claimedPng(100_000, 100_000), 'image/png') })).toMatchObject({ status: 400, success: false });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const refusedSvg = await upload(ada, base, { ...ok, photo: blob(svg, 'image/svg+xml') });
    expect(refusedSvg.status).toBe(400);
    expect([imageMessages.type, imageMessages.unreadable]).toContain(refusedSvg.message);
    const big = await upload(ada, base, { ...ok, photo: blob(Buffer.alloc(10 * 1024 * 1024 + 10, 1)) });
    expect(big).toMatchObject({ status: 400, message: imageMessages.tooLarge });
    expect(await upload(null, base, ok)).toMatchObject({ status: 401 });
    const noHandle = await signedInClient(runtime, base, 'prof-nohandle');
    expect(await upload(noHandle, base, { ...ok, goodsIds: [goods[0]!.id] })).toMatchObject({ status: 400, message: postMessages.needsHandle });
    expect(await ada.call('/board/posts/search?pageSize=51')).toMatchObject({ status: 400 });
    expect(await postCount(ada.userId)).toBe(before);
  });

  it('deletes one’s own posts only: another’s id is 404 and nothing is deleted', async () => {
    const { base, ada, bob } = await ready;
    await bob.call('/profile/save', { handle: unique('bob.'), public: true });
    const mine = await upload(ada, base, { photo: blob(await photo()), caption: 'to delete' });
    const his = await upload(bob, base, { photo: blob(await photo()), caption: 'bob’s' });
    expect(mine.status).toBe(200);
    expect(his.status).toBe(200);
    expect(await ada.call('/board/posts/delete', { ids: [mine.data.id, his.data.id] })).toMatchObject({ status: 404, message: postMessages.notFound });
    expect(await ada.call('/board/posts/delete', { ids: [his.data.id] })).toMatchObject({ status: 404, message: postMessages.notFound });
    expect((await bob.call('/board/posts/search', { handle: (await bob.call('/profile/get')).data.handle })).data.list.map((p: any) => p.id)).toContain(his.data.id);
    expect((await ada.call('/board/posts/search', { keyword: 'to delete' })).data.list.map((p: any) => p.id)).toContain(mine.data.id);
    expect(await ada.call('/board/posts/delete', { ids: [mine.data.id] })).toMatchObject({ status: 200, message: postMessages.deleted });
    expect((await ada.call('/board/posts/search', { keyword: 'to delete' })).data.list.map((p: any) => p.id)).not.toContain(mine.data.id);
    expect((await fetch(`${base}${mine.data.picture.url}`, { headers: { authorization: ada.token! } })).status).toBe(404);
    expect(await ada.call('/board/posts/delete', {})).toMatchObject({ status: 400 });
  });
});

describe('choosing a designer by portfolio', () => {
  it('the client’s choice assigns the project to that designer once it is paid; another client cannot choose for it', async () => {
    const { runtime, ada, bob } = await ready;
    const pk = await ada.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] });
    const needId = (await runtime.db('projects_needs_v1').where({ package_id: pk.data }).first()).need_id as string;
    expect(await bob.call('/need/chooseDesigner', { needId, handle: 'dana.designs' })).toMatchObject({ status: 404 });
    expect(await ada.call('/need/chooseDesigner', { needId, handle: 'no.such.designer' })).toMatchObject({ status: 404, message: designerChoiceMessages.notFound });
    expect(await ada.call('/need/chooseDesigner', { needId, handle: 'dana.designs' })).toMatchObject({ status: 200, message: designerChoiceMessages.chosen });
    const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
    expect((await ada.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);
    await settled(runtime);
    expect((await needById(runtime.db, needId))!).toMatchObject({ designerId: 'demo-designer', status: 'IN_DESIGN' });
    expect(await ada.call('/need/chooseDesigner', { needId, handle: 'dana.designs' })).toMatchObject({ status: 409, message: designerChoiceMessages.assigned });
  });

  it('without a choice, staff assign as before', async () => {
    const { runtime, bob, staff } = await ready;
    const pk = await bob.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] });
    const needId = (await runtime.db('projects_needs_v1').where({ package_id: pk.data }).first()).need_id as string;
    const card = { cardName: 'Bob Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
    expect((await bob.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).data).toMatchObject({ status: 'PAID' });
    await settled(runtime);
    expect((await needById(runtime.db, needId))!.designerId).toBeNull();
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
  });

  it('logged no errors', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
