import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildModel, modelVersion, parseGlb, pieces, pieceSpec, specKey, renderView, roomTypes, specForProduct, type ViewName } from '../../domain/catalogue/models3d';
import { catalogueCommands } from '../../domain/catalogue/commands';
import type { Actor } from '../../domain/shared/messages';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { storageFor } from '../../infra/storage';
import { warmModelFiles } from '../../workers/model-files-warmer';
import { createTestRuntime } from '../support/runtime';
import { encodePicture } from '../../infra/images/model-pictures';
import { modelFileUrl } from '../../projections/catalogue/product-model';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { pictureSize } from '../../infra/images/model-files';

/**
 * Issue 22: every product's 3D model and its pictures, made from the product's
 * own kind, size and finish, at addresses that name the spec; a changed product
 * gets new files, and its old addresses lead to them.
 */
const ready = (async () => {
  const app = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(app.runtime);
  const staff = new ApiClient(app.base, null, '198.51.100.91');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: 'roomcraft-demo' })).success).toBe(true);
  return { ...app, errors, staff };
})();

type Goods = { id: string; name: string; categoryId: string; dimensions: { width: number; depth: number; height: number; unit: 'in' | 'cm' } | null; savedPics: string[]; hasModel: boolean; modelUrl: string | null };

async function goods(id: string): Promise<Goods> {
  const { base } = await ready;
  const res = await new ApiClient(base).call<Goods[]>(`/goods/getByIds?ids=${id}`);
  return res.data[0];
}

async function fetchFile(path: string, redirect: RequestRedirect = 'follow') {
  const { base } = await ready;
  const res = await fetch(base + path, { redirect });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('product models and their pictures', () => {
  it('names the model and its three rendered pictures on every product, for the product’s own kind and size', async () => {
    const sofa = await goods('g00001');
    const found = specForProduct({ name: sofa.name, category: sofa.categoryId, dimensions: sofa.dimensions });
    if (!found.hasModel) throw new Error(`${sofa.name}: ${found.reason}`);
    expect(sofa).toMatchObject({ hasModel: true, modelUrl: modelFileUrl('g00001', found.key, 'glb') });
    expect(sofa.savedPics).toEqual(found.views.map((view) => modelFileUrl('g00001', found.key, view)));
    expect(sofa.savedPics.join(' ')).not.toContain('/media/art/');
  });

  it('serves the glTF binary: valid, the product’s size, cacheable for good', async () => {
    const product = await goods('g00001');
    const { res, body } = await fetchFile(product.modelUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const parsed = parseGlb(new Uint8Array(body));
    expect(parsed.problems).toEqual([]);
    const inches = 0.0254;
    const d = product.dimensions!;
    const per = d.unit === 'in' ? inches : 0.01;
    const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
    for (const mesh of parsed.json.meshes)
      for (const prim of mesh.primitives) {
        const acc = parsed.json.accessors[prim.attributes.POSITION];
        for (let k = 0; k < 3; k++) [min[k], max[k]] = [Math.min(min[k], acc.min![k]), Math.max(max[k], acc.max![k])];
      }
    expect((max[0] - min[0]) / (d.width * per)).toBeCloseTo(1, 2);
    expect((max[1] - min[1]) / (d.height * per)).toBeCloseTo(1, 2);
    expect((max[2] - min[2]) / (d.depth * per)).toBeCloseTo(1, 2);
    expect(body.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('serves each picture as the render of the product’s model, the same bytes every time', async () => {
    const product = await goods('g00002');
    const found = specForProduct({ name: product.name, category: product.categoryId, dimensions: product.dimensions });
    if (!found.hasModel) throw new Error(product.name);
    const model = buildModel(found.spec);
    for (const [i, view] of found.views.entries()) {
      const { res, body } = await fetchFile(product.savedPics[i]);
      expect(res.status, view).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(body.equals(await encodePicture(renderView(model, view as ViewName, { size: pictureSize }), 'webp')), view).toBe(true);
      expect((await fetchFile(product.savedPics[i])).body.equals(body)).toBe(true);
    }
  });

  it('makes new files when staff change the size; the old addresses lead to them; the front view has the new proportions', async () => {
    const { staff } = await ready;
    const before = await goods('g00003');
    const d = before.dimensions!;
    const changed = await staff.call(`/admin/goods/g00003/details`, { dimensions: { ...d, width: Math.round(d.width * 1.5), height: Math.round(d.height * 0.75) } });
    expect(changed.success, changed.message).toBe(true);
    const after = await goods('g00003');
    expect(after.modelUrl).not.toBe(before.modelUrl);
    const moved = await fetchFile(before.modelUrl!, 'manual');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe(after.modelUrl);
    const front = after.savedPics.find((p) => p.endsWith('.front.webp'))!;
    const oldFront = before.savedPics.find((p) => p.endsWith('.front.webp'))!;
    expect((await fetchFile(oldFront, 'manual')).res.headers.get('location')).toBe(front);
    // The orthographic front elevation's silhouette is the product's width over its height.
    const trimmed = await sharp((await fetchFile(front)).body).flatten({ background: '#ffffff' }).trim({ threshold: 12 }).toBuffer({ resolveWithObject: true });
    const w = Math.round(d.width * 1.5), h = Math.round(d.height * 0.75);
    expect(trimmed.info.width / trimmed.info.height).toBeCloseTo(w / h, 0);
  });

  it('refuses absurd sizes (0, negative, 100 m) from staff with the field’s message, changing nothing', async () => {
    const { staff } = await ready;
    const before = await goods('g00004');
    const d = before.dimensions!;
    for (const [field, value] of [['width', 0], ['depth', -5], ['height', 3937]] as const) {
      const refused = await staff.call(`/admin/goods/g00004/details`, { dimensions: { ...d, [field]: value } });
      expect(refused.status, field).toBe(400);
      expect(refused.message, field).toContain(`The ${field} must be a number between 0.2 and 315 inches.`);
    }
    expect(await goods('g00004')).toEqual(before);
  });

  it('answers 404 for unknown products, files and views, and for a product without a model; logs no error', async () => {
    const { staff, errors } = await ready;
    const product = await goods('g00001');
    const key = /\/([^/]+)\.glb$/.exec(product.modelUrl!)![1];
    for (const path of [`/media/models/nope/${key}.glb`, `/media/models/g00001/${key}.png`, `/media/models/g00001/${key}.side.webp`, '/media/models/g00001/..%2F..%2Fetc.glb', `/media/models/g00001/${key}.glb.webp`]) {
      expect((await fetchFile(path, 'manual')).res.status, path).toBe(404);
    }
    const listed = await staff.call('/admin/goods', { goodsId: 'gift-card-1', name: 'Gift Card', brand: 'Roomcraft', description: 'A gift card.', categoryId: 'vases', priceCents: 5_000, availability: 'available', savedPics: [], dimensions: null, shippingType: 'FREE', vendorId: 'vendor-1' });
    expect(listed.success, listed.message).toBe(true);
    const card = await goods(listed.data.id);
    expect(card).toMatchObject({ hasModel: false, modelUrl: null, savedPics: [] });
    expect(errors).toEqual([]);
  });

  it('serves the named pieces (home page, sample board, questionnaire) from their models, and nothing else', async () => {
    const { res, body } = await fetchFile('/media/pieces/sage-velvet-sofa.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const spec = pieceSpec('sage-velvet-sofa');
    expect(body.equals(await encodePicture(renderView(buildModel(spec), 'three-quarter', { size: pictureSize }), 'webp'))).toBe(true);
    for (const bad of ['/media/pieces/unicorn.webp', '/media/pieces/sage-velvet-sofa.png', '/media/pieces/constructor.webp', '/media/pieces/__proto__.webp']) expect((await fetchFile(bad)).res.status, bad).toBe(404);
  });

  it('shows each room type as a rendered room; unknown rooms are 404', async () => {
    const { res, body } = await fetchFile('/media/rooms/kitchen.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(body).metadata()).width).toBe(480);
    expect((await fetchFile('/media/rooms/garage.webp')).res.status).toBe(404);
    expect((await fetchFile('/media/rooms/kitchen.png')).res.status).toBe(404);
  });
});

describe('the start-up warm-up', () => {
  it('makes the files of every listed product and room once; a second run finds them all', async () => {
    const runtime = await createTestRuntime();
    const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
    // Two products of one spec (one set of files), one other, one without a model, one delisted.
    const [a, b] = demoGoods(2, 11, 'warm-');
    const goods = [a, { ...a, goodsId: 'warm-twin' }, b, { ...b, goodsId: 'warm-card', name: 'Gift Card' }, { ...b, goodsId: 'warm-gone' }];
    for (const g of goods) await runtime.execute(catalogueCommands.ListGoods, g, { actor: staff });
    await runtime.execute(catalogueCommands.DelistGoods, { goodsId: 'warm-gone' }, { actor: staff });
    const first = await warmModelFiles(runtime);
    expect(first).toMatchObject({ products: 4, models: 2, files: roomTypes.length + Object.keys(pieces).length + 8 });
    const storage = storageFor(runtime);
    for (const g of [a, b]) {
      const found = specForProduct({ name: g.name, category: g.categoryId, dimensions: g.dimensions });
      if (!found.hasModel) throw new Error(g.name);
      for (const file of [`${found.key}.glb`, ...found.views.map((v) => `${found.key}.${v}.webp`)]) expect(await storage.getObject(`models/${file}`), file).not.toBeNull();
    }
    for (const type of roomTypes) expect(await storage.getObject(`rooms/v${modelVersion}-${type}.webp`), type).not.toBeNull();
    for (const name of Object.keys(pieces) as (keyof typeof pieces)[]) expect(await storage.getObject(`models/${specKey(pieceSpec(name))}.three-quarter.webp`), name).not.toBeNull();
    expect(await warmModelFiles(runtime)).toMatchObject({ products: 4, models: 2, files: roomTypes.length + Object.keys(pieces).length + 8 });
    // Stopped (the server shutting down): it ends at once.
    expect(await warmModelFiles(runtime, { stopped: () => true })).toBeNull();
  });
});
