import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { kindFamily, type ModelKind } from '../../domain/catalogue/models3d';
import type { DetectedObject } from '../../domain/detection/objects';
import { matchObject } from '../../projections/detection/candidates';
import { signedInClient } from '../support/clients';
import { startFakeDetector } from '../support/fake-replicate-detector';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * Shop the photo over HTTP (issue 25): getObjectDetect and listFurnitureForNewAi
 * on one's own upload with the detector at a local Replicate-protocol server,
 * results kept (no second run without `rerun`), a failed run, another's picture
 * (404), bad input (4xx), the pages; and the matcher against the demo catalogue.
 */
const ready = (async () => {
  const fake = await startFakeDetector();
  const { runtime, base } = await startTestApp(
    { DETECTION_REPLICATE_TOKEN: fake.token, DETECTION_REPLICATE_MODEL: 'acme/grounding-dino:0123456789abcdef', DETECTION_REPLICATE_URL: fake.url, DETECTION_POLL_MS: '10', DETECTION_TIMEOUT_MS: '5000' },
    { demoData: true },
  );
  const errors = loggedErrors(runtime);
  const owner = await signedInClient(runtime, base, 'detect-owner');
  const stranger = await signedInClient(runtime, base, 'detect-stranger');
  // A room: a sage-green sofa on the left, a sand rug below.
  const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#e8e4dc' } })
    .composite([
      { input: await sharp({ create: { width: 200, height: 80, channels: 3, background: '#8fa586' } }).png().toBuffer(), left: 40, top: 60 },
      { input: await sharp({ create: { width: 400, height: 50, channels: 3, background: '#b9a88f' } }).png().toBuffer(), left: 0, top: 150 },
    ])
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg');
  const uploaded = (await (await fetch(`${base}/api/file/upload`, { method: 'POST', headers: { authorization: owner.token!, 'x-forwarded-for': owner.address }, body: form })).json()) as { data: string };
  const imgId = /([0-9a-f-]{36})\.\w+$/.exec(String(uploaded.data))![1]!;
  return { fake, runtime, base, errors, owner, stranger, imgId, anyone: new ApiClient(base, null, '192.0.2.91') };
})();
afterAll(async () => (await ready).fake.close());

const page = (base: string, path: string, who: ApiClient | null) => fetch(`${base}${path}`, { headers: who?.token ? { authorization: who.token } : {}, redirect: 'manual' });

describe('getObjectDetect', () => {
  it('answers nothing kept yet, then detects once and keeps it: a reload does not run it again, a re-run does', async () => {
    const { fake, owner, imgId } = await ready;
    expect(await owner.call(`/common/getObjectDetect?imgId=${imgId}&width=800&quality=80`)).toMatchObject({ status: 200, data: { detected: false, detector: 'configured', objects: [], runs: 0 } });
    fake.mode = 'succeed';
    fake.detections = [
      { label: 'sofa', confidence: 0.8, bbox: [40, 60, 240, 140] },
      { label: 'rug', confidence: 0.6, bbox: [0, 150, 400, 200] },
      { label: 'person', confidence: 0.9, bbox: [300, 0, 340, 100] },
      { label: 'lamp', confidence: 0.05, bbox: [350, 0, 370, 60] },
    ];
    const before = fake.predictions.length;
    const found = await owner.call('/common/getObjectDetect', { imgId, width: 800, quality: 80 });
    expect(found).toMatchObject({ status: 200, data: { detected: true, method: 'detector', model: 'acme/grounding-dino:0123456789abcdef', runs: 1 } });
    expect(fake.predictions.length).toBe(before + 1);
    const objects = found.data.objects as (DetectedObject & { matches: any[] })[];
    expect(objects.map((o) => o.kind)).toEqual(['sofa', 'rug']);
    expect(objects[0]!.box).toEqual({ x: 0.1, y: 0.3, w: 0.5, h: 0.4 });
    expect(objects[0]!.widthCm).toBe(200);
    expect(objects[0]!.colour).toBeTruthy();
    for (const o of objects) {
      expect(o.matches.length).toBeGreaterThan(0);
      expect(o.matches.length).toBeLessThanOrEqual(5);
      for (const m of o.matches) expect(m).toMatchObject({ goodsId: expect.any(String), name: expect.any(String), effectivePriceCents: expect.any(Number), why: expect.stringContaining(' · ') });
    }
    // Kept: asked again (GET or POST), the detector is not called.
    expect((await owner.call(`/common/getObjectDetect?imgId=${imgId}`)).data).toMatchObject({ detected: true, runs: 1 });
    expect((await owner.call('/common/getObjectDetect', { imgId })).data.runs).toBe(1);
    expect(fake.predictions.length).toBe(before + 1);
    // An explicit re-run.
    expect((await owner.call('/common/getObjectDetect', { imgId, rerun: true })).data.runs).toBe(2);
    expect(fake.predictions.length).toBe(before + 2);
  });

  it('lists furniture for every piece at once (top 100 by default, splitCount per piece)', async () => {
    const { owner, imgId } = await ready;
    const all = await owner.call('/case/listFurnitureForNewAi', { imgId });
    expect(all).toMatchObject({ status: 200, success: true });
    expect(all.data.list.length).toBeGreaterThan(2);
    expect(all.data.list.length).toBeLessThanOrEqual(100);
    expect(new Set(all.data.list.map((m: any) => m.goodsId)).size).toBe(all.data.list.length);
    const few = await owner.call(`/case/listFurnitureForNewAi?imgId=${imgId}&top=3&splitCount=1`);
    expect(few.data.list.map((m: any) => m.objectIndex)).toEqual([0, 1]);
  });

  it('keeps a failed run’s message and the earlier result', async () => {
    const { fake, owner, imgId } = await ready;
    fake.mode = 'fail';
    expect(await owner.call('/common/getObjectDetect', { imgId, rerun: true })).toMatchObject({ status: 409, success: false, message: 'We could not find the furniture in this picture just now. Please try again, or choose the pieces yourself.' });
    const kept = await owner.call(`/common/getObjectDetect?imgId=${imgId}`);
    expect(kept.data).toMatchObject({ detected: true, runs: 3, failure: 'We could not find the furniture in this picture just now. Please try again, or choose the pieces yourself.' });
    expect(kept.data.objects).toHaveLength(2);
    fake.mode = 'succeed';
  });

  it('finds nobody else’s picture: another client and a visitor get 404, nothing run', async () => {
    const { fake, stranger, anyone, imgId } = await ready;
    const before = fake.predictions.length;
    for (const who of [stranger, anyone]) {
      expect(await who.call(`/common/getObjectDetect?imgId=${imgId}`)).toMatchObject({ status: 404, message: 'This picture was not found.' });
      expect(await who.call('/common/getObjectDetect', { imgId, rerun: true })).toMatchObject({ status: 404 });
      expect(await who.call('/case/listFurnitureForNewAi', { imgId })).toMatchObject({ status: 404 });
    }
    expect(fake.predictions.length).toBe(before);
  });

  it('refuses bad input with a clear 4xx, and logs no error', async () => {
    const { owner, imgId, errors } = await ready;
    expect(await owner.call('/common/getObjectDetect')).toMatchObject({ status: 400, message: 'imgId: Please name the picture (imgId)' });
    expect(await owner.call('/common/getObjectDetect?imgId=..%2F..%2Fetc%2Fpasswd')).toMatchObject({ status: 404, message: 'This picture was not found.' });
    expect(await owner.call('/common/getObjectDetect?imgId=not-an-image')).toMatchObject({ status: 404 });
    expect(await owner.call(`/common/getObjectDetect?imgId=${imgId}&width=99999`)).toMatchObject({ status: 400, message: 'width: width is 16 to 4096' });
    expect(await owner.call(`/common/getObjectDetect?imgId=${imgId}&quality=101`)).toMatchObject({ status: 400, message: 'quality: quality is 1 to 100' });
    expect(await owner.call(`/common/getObjectDetect?imgId=${imgId}&quality=0`)).toMatchObject({ status: 400 });
    expect(await owner.call(`/case/listFurnitureForNewAi?imgId=${imgId}&top=101`)).toMatchObject({ status: 400, message: 'top: top is 1 to 100' });
    expect(await owner.call(`/case/listFurnitureForNewAi?imgId=${imgId}&splitCount=51`)).toMatchObject({ status: 400, message: 'splitCount: splitCount is 1 to 50' });
    expect(errors).toEqual([]);
  });
});

describe('the pages', () => {
  it('show the owner the boxed picture and the matches; 404 to anyone else', async () => {
    const { base, owner, stranger, anyone, imgId } = await ready;
    const results = await page(base, `/design/ai/detection/${imgId}`, owner);
    expect(results.status).toBe(200);
    const html = await results.text();
    expect(html).toContain('Add all to cart');
    expect(html).toContain('Make it a board');
    expect(html).toContain('detection-picture__box');
    expect((await page(base, `/design/ai/newdetection/${imgId}`, owner)).status).toBe(200);
    for (const who of [stranger, anyone]) {
      expect((await page(base, `/design/ai/detection/${imgId}`, who)).status).toBe(404);
      expect((await page(base, `/design/ai/newdetection/${imgId}`, who)).status).toBe(404);
    }
    expect((await page(base, '/design/ai/detection/00000000-0000-4000-8000-000000000000', owner)).status).toBe(404);
  });
});

describe('the matcher on the demo catalogue', () => {
  const o = (kind: ModelKind, colour: string | null, material: string | null): DetectedObject => ({ label: kind, kind, colour, material, widthCm: null, priceHintCents: null, box: null, confidence: 1 });
  const table = [o('sofa', 'sage', 'Velvet'), o('rug', 'jute', 'Jute'), o('coffee-table', 'walnut', 'Walnut'), o('floor-lamp', 'brass', 'Brass'), o('armchair', 'ivory', 'Boucle'), o('dining-table', 'natural-oak', 'Oak')];
  it.each(table)('$kind in $colour $material: the exact products the catalogue has rank in the top 5', async (object) => {
    const { runtime } = await ready;
    const top = await matchObject(runtime.db, object, 5);
    expect(top.length).toBeGreaterThan(0);
    for (const m of top) expect(kindFamily(object.kind)).toContain(m.product.kind);
    // Every listed, purchasable product of that kind, colour and material outranks every other: as many as there are, up to 5, lead.
    const exact: string[] = await runtime.db('catalogue_goods_v1')
      .where({ kind: object.kind, colour: object.colour, material: object.material, delisted: false })
      .whereRaw("availability !~* '(not|out)' AND ((mark_type IS NOT NULL AND mark_type <> 'NO_MARKED') OR mark_time IS NOT NULL)")
      .pluck('id');
    const ids = top.map((m) => m.product.id);
    expect(ids.slice(0, Math.min(5, exact.length)).every((id) => exact.includes(id))).toBe(true);
  });
});
