import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { demoRenderId, demoRenders, seedDemoRenders } from '../../composition-root/demo/renders';
import { RoomStillsRenderer } from '../../infra/images/room-stills';
import { clientPassword, signedInClient, signedInStaff } from '../support/clients';
import { PageVisitor } from '../e2e/page-visitor';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * The embedded studio renderer (issue 25, ADR 062) through the render process:
 * a render request → succeeded, its picture stored (the owner's alone), the
 * products it drew recorded and listed by Shop this look; the client's own
 * finished renders offered and kept on the design questionnaire's RENDERINGS
 * step (another's refused, 400) and shown to the project's designer; and the
 * demo's renders, seeded through the same commands, idempotently.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({ RENDER_PROVIDER: 'studio', RENDER_RETRY_BASE_MS: '50' }, { demoData: true });
  return { runtime, base, errors: loggedErrors(runtime) };
})();
type Client = Awaited<ReturnType<typeof signedInClient>>;

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8b89a' } }).png().toBuffer();
async function render(client: Client, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'room.png');
  const res = await fetch(`${client.base}/api/aiGenerateRecordNew`, { method: 'POST', headers: { authorization: client.token!, 'x-forwarded-for': client.address }, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}
async function until(client: Client, id: string, timeoutMs = 120_000) {
  const { runtime } = await ready;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await settled(runtime);
    const got = await client.call(`/aiRender/get?id=${id}`);
    if (['succeeded', 'failed', 'cancelled'].includes(got.data?.status)) return got.data;
    if (Date.now() > deadline) throw new Error(`render ${id} is ${got.data?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const page = async (client: ApiClient | null, path: string) => {
  const { base } = await ready;
  const res = await fetch(new URL(path, base), { headers: client ? { authorization: client.token!, 'x-forwarded-for': client.address } : {}, redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
};

const made = (async () => {
  const { runtime, base } = await ready;
  const ada = await signedInClient(runtime, base, 'studio-ada');
  const asked = await render(ada, { roomType: 'Living Room', style: 'Scandinavian' });
  expect(asked, asked.message).toMatchObject({ status: 200, success: true });
  return { ada, render: await until(ada, asked.data.renderId) };
})();

describe('studio renders (ADR 062)', () => {
  it('a render request goes requested → succeeded through the process: picture stored, products recorded and shopped', async () => {
    const { runtime, base, errors } = await ready;
    const { ada, render: done } = await made;
    expect(done).toMatchObject({ status: 'succeeded', studio: true, costCents: 0, attempt: 1 });
    expect(done.goodsIds.length).toBeGreaterThan(2);
    // Every piece drawn is a listed product of the catalogue, purchasable.
    const goods = await runtime.db('catalogue_goods_v1').whereIn('id', done.goodsIds);
    expect(goods.map((g) => g.id).sort()).toEqual([...done.goodsIds].sort());
    expect(goods.every((g) => !g.delisted)).toBe(true);
    // The picture: the owner's alone, a real image of the studio's size.
    expect((await fetch(new URL(done.imageUrl, base))).status).toBe(404);
    const picture = await fetch(new URL(done.imageUrl, base), { headers: { authorization: ada.token! } });
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(960);
    // Said plainly on the render and on the index page.
    const shown = await page(ada, `/design/ai/Generating?id=${done.renderId}`);
    expect(shown.html).toContain('it does not repaint your photo');
    expect(shown.html).toContain(`/design/ai/look/${done.renderId}`);
    expect((await page(ada, '/design/ai/index')).html).toContain('data-testid="studio-note"');
    // Shop this look: exactly those products.
    const look = await page(ada, `/design/ai/look/${done.renderId}`);
    expect(look.status).toBe(200);
    const listed = [...look.html.matchAll(/data-goods-id="([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(done.goodsIds);
    // Another client: the render, its picture and its look are not found (it is not shared).
    const bo = await signedInClient(runtime, base, 'studio-bo');
    expect((await page(bo, `/design/ai/look/${done.renderId}`)).status).toBe(404);
    expect((await bo.call(`/aiRender/get?id=${done.renderId}`)).status).toBe(404);
    // "Add all to cart" (the page's form, as a browser without scripts sends it): the look's products land in Ada's cart.
    const adaPage = await new PageVisitor(base).signIn(ada.email, clientPassword);
    await adaPage.get(`/design/ai/look/${done.renderId}`);
    const added = await adaPage.post(`/design/ai/look/${done.renderId}`, { csrf: adaPage.csrf, intent: 'cart' });
    expect(added.status).toBe(200);
    expect(added.html).toMatch(/\d+ products? added to your cart\./);
    const cart = await ada.call('/cart/list');
    const inCart = (cart.data.lines as { goods: { id: string } }[]).map((l) => l.goods.id);
    const addedCount = Number(added.html.match(/(\d+) products? added/)![1]);
    expect(addedCount).toBeGreaterThan(0);
    expect(inCart.filter((id) => done.goodsIds.includes(id))).toHaveLength(addedCount);
    expect(inCart.every((id) => done.goodsIds.includes(id))).toBe(true);
    // Bo cannot shop Ada's look: not found, and nothing reaches his cart.
    const boPage = await new PageVisitor(base).signIn(bo.email, clientPassword);
    await boPage.get('/design/ai/index');
    expect((await boPage.post(`/design/ai/look/${done.renderId}`, { csrf: boPage.csrf, intent: 'cart' })).status).toBe(404);
    expect((await bo.call('/cart/list')).data.lines).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('RENDERINGS offers the client’s own finished renders and keeps them; another’s render id is refused with nothing saved; the designer sees them', async () => {
    const { runtime, base, errors } = await ready;
    const { ada, render: mine } = await made;
    // Bo's render, finished too: not Ada's to choose.
    const bo = await signedInClient(runtime, base, 'studio-bo2');
    const theirs = await until(bo, (await render(bo, { roomType: 'Bedroom', style: 'Coastal' })).data.renderId);
    expect(theirs.status).toBe('succeeded');

    const site = { type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) };
    const pk = await ada.call('/multipleNeed/saveNeedList', { list: [site] });
    const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: pk.data })).map((r) => r.need_id as string);
    const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
    expect((await ada.call('/need/manage/pay', { needId: needId!, plan: 'LUXE', ...card })).data).toMatchObject({ status: 'PAID' });

    const step = await page(ada, `/design/combination?needId=${needId}&packageId=${pk.data}`);
    expect(step.status).toBe(200);
    expect(step.html).toContain('Your AI renders');
    expect(step.html).toContain(`/media/ai-renders/${mine.renderId}/picture`);
    expect(step.html.indexOf(`/media/ai-renders/${mine.renderId}/picture`)).toBeLessThan(step.html.indexOf('value="p1"'));
    expect(step.html).not.toContain(theirs.renderId);

    const refused = await ada.call('/need/manage/save', { needId: needId!, step: 'RENDERINGS', values: { combinationIds: [mine.renderId, theirs.renderId] } });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('You can choose only your own finished AI renders');
    await settled(runtime);
    expect((await runtime.db('projects_needs_v1').where({ need_id: needId }).first()).answers.RENDERINGS).toBeUndefined();

    const saved = await ada.call('/need/manage/save', { needId: needId!, step: 'RENDERINGS', values: { combinationIds: [mine.renderId, 'p1'] } });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.answers.RENDERINGS.combinationIds).toEqual([mine.renderId, 'p1']);

    // The project's designer sees the render through the project's own picture route; another client does not.
    const staff = await signedInStaff(runtime, base);
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
    await settled(runtime);
    const designer = new ApiClient(base, null, '192.0.2.71');
    expect((await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
    const workspace = await page(designer, '/hidden/project/index');
    expect(workspace.html).toContain(`/design/render/${needId}/${mine.renderId}`);
    expect(workspace.html).toContain('1 of the client’s own AI renders');
    expect((await page(designer, `/design/render/${needId}/${mine.renderId}`)).status).toBe(200);
    expect((await page(bo, `/design/render/${needId}/${mine.renderId}`)).status).toBe(404);
    expect((await page(designer, `/design/render/${needId}/${theirs.renderId}`)).status).toBe(404);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the demo renders are seeded through the commands and the process: made, the first shared; seeding again appends nothing', async () => {
    const { runtime, base } = await ready;
    const stills = new RoomStillsRenderer();
    const seeded = await seedDemoRenders(runtime, { stills: () => stills });
    expect(seeded).toBe(demoRenders.length);
    await settled(runtime);
    const rows = await runtime.db('renders_v1').where({ owner_id: 'demo-client' }).orderBy('render_id');
    expect(rows.map((r) => r.render_id).sort()).toEqual(demoRenders.map((r) => demoRenderId(r.n)).sort());
    expect(rows.every((r) => r.status === 'succeeded' && r.provider === 'studio' && Array.isArray(r.goods_ids) && r.goods_ids.length > 0)).toBe(true);
    const gallery = await new ApiClient(base, null, '192.0.2.72').call('/aiRender/listShared');
    expect(gallery.data.list.map((r: { renderId: string }) => r.renderId)).toContain(demoRenderId(1));
    const events = async () => Number((await runtime.db('es_events').count<{ n: string }[]>({ n: '*' }))[0]!.n);
    const before = await events();
    expect(await seedDemoRenders(runtime, { stills: () => stills })).toBe(0);
    expect(await events()).toBe(before);
  }, 240_000);
});
