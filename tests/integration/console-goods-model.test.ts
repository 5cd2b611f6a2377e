import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { parseGlb } from '../../domain/catalogue/models3d';
import { goodsStream } from '../../domain/catalogue/goods';
import { loggedErrors, startTestApp } from '../support/http-app';

/**
 * Issue 22, the console: staff set a product's kind, variant, material and colour
 * (and its size) through the console's calls — signed in by cookie, from the
 * console's origin, as the browser sends them — and the product's model, file
 * keys, pictures and filter columns follow; what does not go together is refused
 * on its field and appends nothing; only staff may.
 */
const ready = (async () => {
  const app = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(app.runtime);
  const signIn = async (who: string, address: string) => {
    const res = await fetch(`${app.base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ email: `${who}@roomcraft.local`, password: demoPassword }) });
    expect(res.status, who).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith('rc_session='))!.split(';')[0];
  };
  const [staff, client, designer] = await Promise.all([signIn('staff', '198.51.100.131'), signIn('client', '198.51.100.132'), signIn('designer', '198.51.100.133')]);
  // A sofa whose name says its fabric (not leather): the test turns it into an olive leather loveseat.
  const sofa = await app.runtime.db('catalogue_goods_v1').where({ kind: 'sofa', delisted: false }).whereNot({ material: 'Leather' }).whereNotNull('material').whereNotNull('dimensions').orderBy('id').first('id', 'material', 'colour');
  expect(sofa, 'a demo sofa').toBeDefined();
  return { ...app, errors, staff, client, designer, sofaId: sofa.id as string, sofaMaterial: sofa.material as string, sofaColour: sofa.colour as string };
})();

async function call(cookie: string | null, path: string, body?: unknown) {
  const { base } = await ready;
  const headers: Record<string, string> = { accept: 'application/json', origin: base };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

const model = async (id: string, draft?: unknown) => (await call((await ready).staff, `/admin/goods/${id}/model${draft ? `?draft=${encodeURIComponent(JSON.stringify(draft))}` : ''}`)).data;
const row = async (id: string) => (await ready).runtime.db('catalogue_goods_v1').where({ id }).first('kind', 'material', 'colour', 'model_kind', 'model_variant', 'model_material', 'model_colour', 'dimensions');
const eventsOf = async (id: string) => (await (await ready).runtime.store.readStream(goodsStream(id))).events.length;

async function fetchFile(path: string, redirect: RequestRedirect = 'follow') {
  const res = await fetch((await ready).base + path, { redirect });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('the console edits a product’s model', () => {
  it('answers the model as it is: from the name, its files at the current key, and the choices', async () => {
    const { sofaId, sofaMaterial } = await ready;
    const now = await model(sofaId);
    expect(now).toMatchObject({ goodsId: sofaId, hasModel: true, reason: null, overrides: { kind: null, variant: null, material: null, colour: null }, fromName: { kind: true, variant: true, material: true, colour: true } });
    expect(now.resolved).toMatchObject({ kind: 'sofa', material: sofaMaterial });
    expect(now.named).toMatchObject({ kind: 'sofa', material: sofaMaterial });
    expect(now.glbUrl).toBe(`/media/models/${sofaId}/${now.key}.glb`);
    expect(now.pictures.map((p: { url: string }) => p.url)).toEqual(now.pictures.map((p: { view: string }) => `/media/models/${sofaId}/${now.key}.${p.view}.webp`));
    expect(now.choices.kinds.find((k: { id: string }) => k.id === 'loveseat').materials).toEqual(['Velvet', 'Linen', 'Boucle', 'Leather']);
  });

  it('previews a draft without writing anything: its key, or the field messages saving it would meet', async () => {
    const { sofaId, sofaMaterial } = await ready;
    const before = await eventsOf(sofaId);
    const good = await model(sofaId, { kind: 'loveseat', material: 'Leather', colour: 'olive' });
    expect(good).toMatchObject({ hasModel: true, problems: {}, resolved: { kind: 'loveseat', material: 'Leather', colour: 'olive' }, fromName: { kind: false, variant: true } });
    expect(good.key).toMatch(/-loveseat-square-arm-.*-leather-olive$/);
    const bad = await model(sofaId, { kind: 'coffee-table', dimensions: { width: 84, depth: 37, height: 0, unit: 'in' } });
    expect(bad.problems).toEqual({ 'dimensions.height': 'The height must be a number between 0.2 and 315 inches.' });
    expect((await model(sofaId, { kind: 'coffee-table' })).problems).toEqual({ material: expect.stringMatching(new RegExp(`^${sofaMaterial} is not used for a coffee table: choose Walnut, `)) });
    expect(await eventsOf(sofaId)).toBe(before);
  });

  it('saves a new kind, material and colour: read model, filter columns, file keys and the served model follow', async () => {
    const { sofaId, staff, sofaMaterial, sofaColour } = await ready;
    const before = await model(sofaId);
    const goodsBefore = (await call(null, `/goods/getByIds?ids=${sofaId}`)).data[0];
    const saved = await call(staff, `/admin/goods/${sofaId}/details`, { changes: { kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'olive' } });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'olive', hasModel: true });
    expect(await row(sofaId)).toMatchObject({ kind: 'loveseat', material: 'Leather', colour: 'olive', model_kind: 'loveseat', model_variant: 'round-arm', model_material: 'Leather', model_colour: 'olive' });
    const after = await model(sofaId);
    expect(after.key).not.toBe(before.key);
    expect(after.key).toMatch(/-loveseat-round-arm-.*-leather-olive$/);
    expect(after).toMatchObject({ resolved: { kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'olive' }, fromName: { kind: false, variant: false, material: false, colour: false } });
    // The storefront names the new files; the old addresses lead there.
    const goods = (await call(null, `/goods/getByIds?ids=${sofaId}`)).data[0];
    expect(goods.modelUrl).toBe(after.glbUrl);
    expect(goods.savedPics.slice(0, 3)).toEqual(after.pictures.map((p: { url: string }) => p.url));
    const moved = await fetchFile(goodsBefore.modelUrl, 'manual');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe(after.glbUrl);
    const glb = await fetchFile(after.glbUrl);
    expect(glb.res.status).toBe(200);
    expect(glb.res.headers.get('content-type')).toBe('model/gltf-binary');
    expect(parseGlb(new Uint8Array(glb.body)).problems).toEqual([]);
    const picture = await fetchFile(after.pictures[0].url);
    expect(picture.res.headers.get('content-type')).toBe('image/webp');
    // The shop's filters read the staff's choice.
    const found = await call(null, `/inventorySearch?kinds=loveseat&materials=Leather&colours=olive&pageSize=100`);
    expect(found.data.list.map((g: { id: string }) => g.id)).toContain(sofaId);
    // Back to the name.
    const reset = await call(staff, `/admin/goods/${sofaId}/details`, { changes: { kind: '', variant: null, material: null, colour: null } });
    expect(reset.status, reset.message).toBe(200);
    expect((await model(sofaId)).key).toBe(before.key);
    expect(await row(sofaId)).toMatchObject({ kind: 'sofa', material: sofaMaterial, colour: sofaColour, model_kind: null, model_material: null });
  });

  it.each([
    [{ kind: 'spaceship' }, 'changes.kind', 'There is no 3D model for this kind of product.'],
    [{ variant: 'chaise' }, 'changes.variant', 'A sofa comes as square-arm, round-arm.'],
    [{ material: 'Marble' }, 'changes.material', 'Marble is not used for a sofa: choose Linen, Velvet, Boucle, Leather.'],
    [{ material: 'Leather', colour: 'teal' }, 'changes.colour', 'Leather comes in Rust, Terracotta, Charcoal, Ink Black, Sand, Olive.'],
    [{ colour: 'ultraviolet' }, 'changes.colour', 'Please choose one of the catalogue’s colours.'],
    [{ dimensions: { width: 0, depth: 37, height: 33, unit: 'in' } }, 'changes.dimensions.width', 'The width must be a number between 0.2 and 315 inches.'],
    [{ dimensions: { width: 84, depth: -5, height: 33, unit: 'in' } }, 'changes.dimensions.depth', 'The depth must be a number between 0.2 and 315 inches.'],
    [{ dimensions: { width: 84, depth: 37, height: 10_000, unit: 'cm' } }, 'changes.dimensions.height', 'The height must be a number between 0.5 and 800 cm.'],
  ])('refuses %o with 400 and the field’s message, appending nothing', async (changes, field, message) => {
    const { sofaId, staff } = await ready;
    const before = { events: await eventsOf(sofaId), row: await row(sofaId) };
    const refused = await call(staff, `/admin/goods/${sofaId}/details`, { changes });
    expect(refused.status).toBe(400);
    expect(refused.data.fields).toEqual({ [field]: message });
    expect({ events: await eventsOf(sofaId), row: await row(sofaId) }).toEqual(before);
  });

  it('keeps photos apart from the model\'s pictures: a photo list sent back with the pictures it was shown does not show them twice', async () => {
    const { sofaId, staff } = await ready;
    const shown = (await call(staff, `/admin/goods/${sofaId}`)).data.savedPics as string[];
    const pictures = shown.filter((src) => src.startsWith('/media/models/'));
    expect(pictures).toHaveLength(3);
    const photo = '/media/uploads/photo-of-the-sofa.jpg';
    const saved = await call(staff, `/admin/goods/${sofaId}/details`, { changes: { savedPics: [...shown, photo] } });
    expect(saved.status).toBe(200);
    const after = (await call(staff, `/admin/goods/${sofaId}`)).data.savedPics as string[];
    expect(after).toEqual([...pictures, ...shown.filter((src) => !src.startsWith('/media/models/')), photo]);
  });

  it('lets only staff: a visitor 401, a client or a designer 403, for the model read too; logs no error', async () => {
    const { sofaId, client, designer, errors } = await ready;
    const before = await eventsOf(sofaId);
    expect((await call(null, `/admin/goods/${sofaId}/details`, { changes: { colour: 'olive' } })).status).toBe(401);
    for (const cookie of [client, designer]) {
      expect(await call(cookie, `/admin/goods/${sofaId}/details`, { changes: { kind: 'rug', material: 'Wool' } })).toMatchObject({ status: 403, message: 'No access.' });
      expect((await call(cookie, `/admin/goods/${sofaId}/model`)).status).toBe(403);
    }
    expect((await call(null, `/admin/goods/${sofaId}/model`)).status).toBe(401);
    expect(await eventsOf(sofaId)).toBe(before);
    expect((await call((await ready).staff, `/admin/goods/nope/model`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
