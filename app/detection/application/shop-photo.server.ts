import { z } from 'zod';
import { detectionCommands } from '../../../domain/detection/commands';
import { detectionMessages } from '../../../domain/detection/detection';
import { mergeMatches, type Match } from '../../../domain/detection/matcher';
import { colourChoices, detectionLimits, materialChoices, nearestColour, readLabel, shoppableKinds, type DetectedObject } from '../../../domain/detection/objects';
import { isModelKind, kindInfo, type ModelKind } from '../../../domain/catalogue/models3d';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { DetectionError, detectorFor, regionColours } from '../../../infra/detection';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { matchObject } from '../../../projections/detection/candidates';
import { detectionOf, detectionResultsProjection, type DetectionRecord } from '../../../projections/detection/results';
import { parseWith } from '../../web/api.server';
import { detectionImageSources, type DetectionImage } from './sources.server';

/** Who looks: the viewer's id is the user's, or the visitor's. */
export interface Viewer {
  viewerId: string;
  actor: Actor;
}

const notFound = () => new NotFoundError('IMAGE_NOT_FOUND', detectionMessages.notFound);
const imgIdField = z.string({ required_error: 'Please name the picture (imgId)', invalid_type_error: 'imgId is a picture id' }).trim().min(1, 'Please name the picture (imgId)').max(80, detectionMessages.notFound);

/** The picture, or 404 when no source finds it among what the viewer may see. */
export async function imageFor(runtime: Runtime, viewer: Viewer, id: string): Promise<DetectionImage> {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) throw notFound();
  for (const source of detectionImageSources) {
    const found = await source.find(runtime, id, viewer.viewerId);
    if (found) return found;
  }
  throw notFound();
}

/** The words a detector is asked to find: every kind the catalogue sells. */
export const detectorLabels = shoppableKinds.map((k) => k.label.toLowerCase());

/** A photo frame spans about 4 m where furniture stands: a box's width as centimetres (rough; size is 10 of 100 points). */
export const frameWidthCm = 400;

/**
 * Runs the detector on the picture and keeps what it found (RecordDetection);
 * a failure or timeout is kept too (RecordDetectionFailure) and answered 409 with a plain message.
 * A kept result is not run again unless `rerun`.
 */
export async function detect(runtime: Runtime, viewer: Viewer, id: string, rerun = false): Promise<DetectionRecord> {
  const image = await imageFor(runtime, viewer, id);
  const kept = await detectionOf(runtime.db, image.source, image.imageId);
  if (kept?.objects && !rerun) return kept;
  const detector = detectorFor(runtime);
  if (!detector) throw new IllegalStateError('NO_DETECTOR', detectionMessages.noDetector);
  const bytes = await image.load();
  if (!bytes) throw notFound();
  const key = { source: image.source, imageId: image.imageId, ownerId: image.ownerId };
  const meta = { actor: viewer.actor };
  const wait = { waitFor: [detectionResultsProjection.name] };
  try {
    const boxes = (await detector.detect(bytes, detectorLabels)).slice(0, detectionLimits.objectsMax);
    const read = boxes.map((b) => ({ box: b, terms: readLabel(b.label) })).filter((x) => x.terms);
    const rgb = await regionColours(bytes.body, read.map((x) => x.box.box)).catch(() => read.map(() => null));
    const objects: DetectedObject[] = read.map(({ box, terms }, i) => ({
      label: box.label,
      kind: terms!.kind,
      colour: terms!.colour ?? (rgb[i] ? nearestColour(...rgb[i]!) : null),
      material: terms!.material,
      widthCm: Math.round(box.box.w * frameWidthCm),
      priceHintCents: null,
      box: box.box,
      confidence: box.confidence,
    }));
    await runtime.execute(detectionCommands.RecordDetection, { ...key, method: 'detector', model: detector.model, objects, rerun: Boolean(kept?.objects) }, meta, wait);
  } catch (error) {
    if (!(error instanceof DetectionError)) throw error;
    runtime.logger.warn('detection failed', { source: image.source, reason: error.reason, message: error.message });
    await runtime.execute(detectionCommands.RecordDetectionFailure, { ...key, reason: error.reason === 'timeout' ? detectionMessages.timedOut : detectionMessages.failed }, meta, wait);
    throw new IllegalStateError(error.reason === 'timeout' ? 'DETECTION_TIMEOUT' : 'DETECTION_FAILED', error.reason === 'timeout' ? detectionMessages.timedOut : detectionMessages.failed);
  }
  return (await detectionOf(runtime.db, image.source, image.imageId))!;
}

const manualInput = z.object({
  kinds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().refine(isModelKind, 'Unknown kind of piece'), { required_error: detectionMessages.noObjects, invalid_type_error: detectionMessages.noObjects }).min(1, detectionMessages.noObjects).max(detectionLimits.manualMax, `At most ${detectionLimits.manualMax} pieces at a time`),
  ),
  colour: z.preprocess((v) => (v === '' ? undefined : v), z.enum(colourChoices.map((c) => c.key) as [string, ...string[]], { errorMap: () => ({ message: 'Unknown colour' }) }).optional()),
  material: z.preprocess((v) => (v === '' ? undefined : v), z.enum(materialChoices as [string, ...string[]], { errorMap: () => ({ message: 'Unknown material' }) }).optional()),
  budget: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ invalid_type_error: 'budget is 1 to 100,000 dollars a piece' }).min(1, 'budget is 1 to 100,000 dollars a piece').max(100_000, 'budget is 1 to 100,000 dollars a piece').optional()),
});

/** Without a detector (or instead of it): the shopper names the pieces to shop for, with a colour, material and budget a piece. */
export async function chooseManually(runtime: Runtime, viewer: Viewer, id: string, input: unknown): Promise<DetectionRecord> {
  const image = await imageFor(runtime, viewer, id);
  const { kinds, colour, material, budget } = parseWith(manualInput, input);
  const kept = await detectionOf(runtime.db, image.source, image.imageId);
  const objects: DetectedObject[] = [...new Set(kinds)].map((kind) => ({
    label: kindInfo[kind as ModelKind].label, kind: kind as ModelKind, colour: colour ?? null, material: material ?? null,
    widthCm: null, priceHintCents: budget ? Math.round(budget * 100) : null, box: null, confidence: 1,
  }));
  await runtime.execute(
    detectionCommands.RecordDetection,
    { source: image.source, imageId: image.imageId, ownerId: image.ownerId, method: 'manual', model: null, objects, rerun: Boolean(kept?.objects) },
    { actor: viewer.actor },
    { waitFor: [detectionResultsProjection.name] },
  );
  return (await detectionOf(runtime.db, image.source, image.imageId))!;
}

export interface ShopMatch {
  goodsId: string;
  name: string;
  brand: string;
  picture: string | null;
  url: string;
  effectivePriceCents: number;
  score: number;
  why: string;
  parts: Match['parts'];
}

export interface ShopObject extends DetectedObject {
  index: number;
  matches: ShopMatch[];
}

async function toShopMatches(runtime: Runtime, matches: Match[]): Promise<ShopMatch[]> {
  const views = new Map((await getGoodsByIds(runtime.db, matches.map((m) => m.product.id))).map((g) => [g.id, g]));
  return matches.flatMap((m) => {
    const g = views.get(m.product.id);
    return g ? [{ goodsId: g.id, name: g.name, brand: g.brand, picture: g.savedPics[0] ?? null, url: g.visitUrl, effectivePriceCents: g.effectivePriceCents, score: m.score, why: m.why, parts: m.parts }] : [];
  });
}

/** Each kept object's best `perObject` products (priced now), for the page and getObjectDetect. */
export async function matchedObjects(runtime: Runtime, objects: readonly DetectedObject[], perObject = 5): Promise<{ objects: ShopObject[]; raw: Match[][] }> {
  const raw = await Promise.all(objects.map((o) => matchObject(runtime.db, o, perObject)));
  const shop = await Promise.all(objects.map(async (o, index) => ({ ...o, index, matches: await toShopMatches(runtime, raw[index]!) })));
  return { objects: shop, raw };
}

const whole = (name: string, min: number, max: number) => z.coerce.number({ invalid_type_error: `${name} is ${min} to ${max}` }).int(`${name} is ${min} to ${max}`).min(min, `${name} is ${min} to ${max}`).max(max, `${name} is ${min} to ${max}`);
const detectInput = z.object({ imgId: imgIdField, width: whole('width', 16, 4096).optional(), quality: whole('quality', 1, 100).optional(), rerun: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional() });

const pictureOf = (image: DetectionImage) => ({ id: image.imageId, source: image.source, url: image.url });

/**
 * common getObjectDetect {imgId, width, quality}: the picture's pieces and each
 * one's five best products. GET answers what is kept (`detected: false` when
 * nothing yet); POST detects when nothing is kept, or again with `rerun`.
 */
export async function getObjectDetect(runtime: Runtime, viewer: Viewer, input: unknown, run: boolean) {
  const { imgId, rerun } = parseWith(detectInput, input);
  const image = await imageFor(runtime, viewer, imgId);
  const record = run ? await detect(runtime, viewer, imgId, rerun ?? false) : await detectionOf(runtime.db, image.source, image.imageId);
  const { objects } = await matchedObjects(runtime, record?.objects ?? []);
  return {
    image: pictureOf(image),
    detected: Boolean(record?.objects),
    detector: detectorFor(runtime) ? 'configured' : 'none',
    method: record?.method ?? null,
    model: record?.model ?? null,
    runs: record?.runs ?? 0,
    detectedAt: record?.detectedAt ?? null,
    failure: record?.failure ?? null,
    objects,
  };
}

const furnitureInput = z.object({ imgId: imgIdField, top: whole('top', 1, 100).default(100), splitCount: whole('splitCount', 1, 50).default(50) });

/** case listFurnitureForNewAi {imgId, top (100), splitCount (50)}: products for every kept piece at once, round robin, best first. */
export async function listFurnitureForNewAi(runtime: Runtime, viewer: Viewer, input: unknown) {
  const { imgId, top, splitCount } = parseWith(furnitureInput, input);
  const image = await imageFor(runtime, viewer, imgId);
  const record = await detectionOf(runtime.db, image.source, image.imageId);
  if (!record?.objects) return { image: pictureOf(image), total: 0, list: [] };
  const raw = await Promise.all(record.objects.map((o) => matchObject(runtime.db, o, Math.min(splitCount, top))));
  const merged = mergeMatches(raw, top, splitCount);
  const list = await toShopMatches(runtime, merged);
  const objectOf = new Map(raw.flatMap((ms, i) => ms.map((m) => [m.product.id, i] as const)));
  return { image: pictureOf(image), total: list.length, list: list.map((m) => ({ ...m, objectIndex: objectOf.get(m.goodsId) ?? null })) };
}

/** The best product of each kept piece (or of the pieces chosen): what "add all to cart" and "make it a board" take. */
export async function bestProductsOf(runtime: Runtime, viewer: Viewer, id: string, only?: readonly number[]): Promise<string[]> {
  const image = await imageFor(runtime, viewer, id);
  const record = await detectionOf(runtime.db, image.source, image.imageId);
  if (!record?.objects?.length) throw new ValidationError('NOT_DETECTED', detectionMessages.noObjects);
  const objects = record.objects.filter((_, i) => !only?.length || only.includes(i));
  const best = await Promise.all(objects.map((o) => matchObject(runtime.db, o, 1)));
  return [...new Set(best.flatMap((m) => m.map((x) => x.product.id)))];
}

export const viewerOf = (session: { user: { id: string } | null; visitorId: string; actor: Actor }): Viewer => {
  if (session.actor.kind === 'system') throw new ForbiddenError();
  return { viewerId: session.user?.id ?? session.visitorId, actor: session.actor };
};
