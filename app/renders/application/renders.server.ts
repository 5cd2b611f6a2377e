import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { aiRenderingAccessOf } from '~/subscriptions/index.server';
import { rendersCommands } from '../../../domain/renders/commands';
import { renderLimits, renderMessages, rendersStream, type RenderPlan } from '../../../domain/renders/render-jobs';
import { promptField, rendersDecider, roomTypeField, styleField } from '../../../domain/renders/render-jobs.decide';
import { IllegalStateError, NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { imageLimits, imageMessages } from '../../../infra/images/image-check';
import { imageGeneratorFor } from '../../../infra/renders';
import type { Runtime } from '../../../infra/runtime';
import { isPrivateStorageKey, storageFor } from '../../../infra/storage';
import { renderById, renderJobsProjection, rendersOf, sharedRenders, type RenderView } from '../../../projections/renders/render-jobs';
import { storeCompressedUpload } from '~/files/index.server';
import { getGoodsByIds, type GoodsView } from '../../../projections/catalogue/goods.queries';
import { parseWith } from '../../web/api.server';

/** Who asks: a signed-in client (renders are an account's), or nobody (the public gallery). */
export interface RenderCaller {
  actor: Actor;
  userId: string | null;
}

const waitFor = { waitFor: [renderJobsProjection.name] };

/** Whether rendering is set up here (a provider configured), and which; `studio`: the embedded renderer (ADR 062). */
export function renderingStatus(runtime: Runtime): { configured: boolean; provider: string | null; studio: boolean } {
  const generator = imageGeneratorFor(runtime.config);
  return { configured: Boolean(generator), provider: generator?.provider ?? null, studio: generator?.provider === 'studio' };
}

/**
 * Shop this look (a studio render, ADR 062): exactly the products the picture
 * shows, for who may see the render (its owner; anyone once shared). A render
 * that names no products (a provider's repaint) is shopped through detection:
 * `products` null.
 */
export async function renderLook(runtime: Runtime, caller: RenderCaller, renderId: string): Promise<{ render: RenderCard; products: GoodsView[] | null }> {
  const render = await renderFor(runtime, caller, renderId);
  if (render.status !== 'succeeded' || !render.goodsIds?.length) return { render, products: null };
  const byId = new Map((await getGoodsByIds(runtime.db, render.goodsIds)).map((g) => [g.id, g]));
  return { render, products: render.goodsIds.map((id) => byId.get(id)).filter((g): g is GoodsView => Boolean(g)) };
}

/** The caller's plan, as the subscriptions context answers it (aiRenderingAccessOf). */
export async function planOf(runtime: Runtime, userId: string): Promise<RenderPlan> {
  // Subscribed: active, cancelling until the period ends, or past due while its renewal is retried (the grace period).
  return (await aiRenderingAccessOf(runtime, userId)).subscribed ? 'subscriber' : 'free';
}

const requireUserId = (caller: RenderCaller) => {
  if (!caller.userId || caller.actor.kind !== 'user') throw new UnauthorizedError();
  return caller.userId;
};

export const renderInput = z.object({
  roomType: roomTypeField,
  style: styleField,
  prompt: promptField,
  photoKey: z.string().max(200).optional(),
});

/** What the caller may still do this month: free renders left, or running slots. */
export async function quotaOf(runtime: Runtime, caller: RenderCaller) {
  const userId = requireUserId(caller);
  const plan = await planOf(runtime, userId);
  const { state } = await runtime.loadAggregate(rendersDecider, rendersStream(userId));
  const month = new Date().toISOString().slice(0, 7);
  const jobs = Object.values(state.jobs);
  const used = jobs.filter((j) => j.request.requestedAt.slice(0, 7) === month && j.status !== 'failed' && j.status !== 'cancelled').length;
  const running = jobs.filter((j) => !['succeeded', 'failed', 'cancelled'].includes(j.status)).length;
  return plan === 'free'
    ? { plan, perMonth: renderLimits.freePerMonth, left: Math.max(0, renderLimits.freePerMonth - used), running }
    : { plan, perMonth: null, left: null, running, runningMax: renderLimits.subscriberRunning };
}

/**
 * AI image generation aiGenerateRecordNew {roomType, style, prompt?, photoKey? | file}:
 * a render of the caller's own room photo — a new upload (checked and
 * re-encoded by the files context) or one of their uploads by key (another's
 * is not found). The request is judged first (input, provider, quota: a
 * dry run of the decision) so that a refused one stores nothing.
 */
export async function requestRender(runtime: Runtime, caller: RenderCaller, input: Record<string, unknown>): Promise<{ renderId: string; status: string; href: string }> {
  const userId = requireUserId(caller);
  const { roomType, style, prompt, photoKey } = parseWith(renderInput, input);
  const generator = imageGeneratorFor(runtime.config);
  if (!generator) throw new IllegalStateError('RENDERING_OFF', renderMessages.noProvider);
  const file = input.file;
  if (!(file instanceof Blob) && !photoKey) throw new ValidationError('IMAGE_MISSING', imageMessages.missing, { file: imageMessages.missing });
  if (file instanceof Blob && file.size > imageLimits.maxBytes) throw new ValidationError('IMAGE_TOO_LARGE', imageMessages.tooLarge, { file: imageMessages.tooLarge });
  const renderId = `r${randomUUID().replace(/-/g, '')}`;
  const plan = await planOf(runtime, userId);
  const data = {
    ownerId: userId, renderId, roomType, style, prompt, provider: generator.provider, plan,
    retryBaseMs: runtime.config.RENDER_RETRY_BASE_MS, timeoutMs: runtime.config.RENDER_TIMEOUT_MS,
  };
  // The decision, dry: over quota (or another's photo) is refused before anything is stored.
  const { state } = await runtime.loadAggregate(rendersDecider, rendersStream(userId));
  const now = new Date().toISOString();
  const dry = (key: string) => rendersDecider.decide({ type: 'RequestRender', data: { ...data, photoKey: key }, metadata: { commandId: 'dry-run', now, actor: caller.actor } }, state);
  let key: string;
  if (photoKey) {
    dry(photoKey);
    if (!(await storageFor(runtime).getObject(photoKey))) throw new NotFoundError('PHOTO_NOT_FOUND', renderMessages.photoNotFound);
    key = photoKey;
  } else {
    dry(`images/${userId}/check.jpg`);
    key = (await storeCompressedUpload(runtime, caller.actor, Buffer.from(await (file as Blob).arrayBuffer()), { private: 'ai-renders' })).key;
  }
  await runtime.execute(rendersCommands.RequestRender, { ...data, photoKey: key }, { actor: caller.actor }, waitFor);
  return { renderId, status: 'requested', href: `/design/ai/Generating?id=${renderId}` };
}

/** A render as its pages and calls show it (the photo and the picture as addresses; never the cost's provider details). */
export interface RenderCard {
  renderId: string;
  roomType: string;
  style: string;
  prompt: string;
  status: string;
  attempt: number;
  reason: string | null;
  photoUrl: string;
  imageUrl: string | null;
  shared: boolean;
  mine: boolean;
  requestedAt: string;
  finishedAt: string | null;
  costCents?: number;
  /** Made by the embedded studio (ADR 062): a room composed from pieces in stock, not a repaint of the photo. */
  studio: boolean;
  /** The products the picture shows, when its provider knew them (the studio); null otherwise. */
  goodsIds: string[] | null;
}

/**
 * A render's pictures' addresses: a private key (its room photo sent with the
 * request, every output) through /media/ai-renders/{id}/photo|picture, which
 * checks the viewer; a photo uploaded before through the public file route.
 */
export function renderPictureUrl(runtime: Runtime, r: Pick<RenderView, 'renderId' | 'photoKey' | 'outputKey'>, which: 'photo' | 'picture'): string | null {
  const key = which === 'photo' ? r.photoKey : r.outputKey;
  if (!key) return null;
  return isPrivateStorageKey(key) ? `/media/ai-renders/${encodeURIComponent(r.renderId)}/${which}` : storageFor(runtime).publicUrl(key);
}

/**
 * GET /media/ai-renders/{id}/photo|picture: the render's room photo or picture
 * to its owner, or to anyone once it is shared and done; otherwise null (404).
 */
export async function renderPictureFile(runtime: Runtime, renderId: string, which: string, viewerId: string | null) {
  if (which !== 'photo' && which !== 'picture') return null;
  const r = /^[A-Za-z0-9_-]{1,64}$/.test(renderId) ? await renderById(runtime.db, renderId) : null;
  if (!readable(r, viewerId)) return null;
  const key = which === 'photo' ? r.photoKey : r.outputKey;
  if (!key) return null;
  const object = await storageFor(runtime).getObject(key);
  return object ? { ...object, shared: r.shared && r.ownerId !== viewerId } : null;
}

function cardOf(runtime: Runtime, r: RenderView, viewerId: string | null): RenderCard {
  const mine = r.ownerId === viewerId;
  return {
    renderId: r.renderId, roomType: r.roomType, style: r.style, prompt: r.prompt, status: r.status, attempt: r.attempt,
    reason: r.status === 'failed' || r.status === 'running' ? r.reason : null,
    photoUrl: renderPictureUrl(runtime, r, 'photo')!, imageUrl: renderPictureUrl(runtime, r, 'picture'),
    shared: r.shared, mine, requestedAt: r.requestedAt, finishedAt: r.finishedAt,
    studio: r.provider === 'studio', goodsIds: r.status === 'succeeded' ? r.goodsIds : null,
    ...(mine ? { costCents: Math.ceil(r.totalCostMicros / 10_000) } : {}),
  };
}

const readable = (r: RenderView | null, viewerId: string | null): r is RenderView => Boolean(r && (r.ownerId === viewerId || (r.shared && r.status === 'succeeded')));

/** One render: the owner's, or one its owner shared; otherwise not found. */
export async function renderFor(runtime: Runtime, caller: RenderCaller, renderId: string): Promise<RenderCard> {
  const r = /^[A-Za-z0-9_-]{1,64}$/.test(renderId) ? await renderById(runtime.db, renderId) : null;
  if (!readable(r, caller.userId)) throw new NotFoundError('RENDER_NOT_FOUND', renderMessages.notFound);
  return cardOf(runtime, r, caller.userId);
}

/**
 * For the "shop the render" merge (context detection): a render's stored
 * picture — its storage key and address, and its owner — or null when the
 * viewer may not see it (not theirs and not shared) or it has none yet.
 */
export async function renderImageFor(runtime: Runtime, renderId: string, viewerId: string | null): Promise<{ renderId: string; ownerId: string; fileKey: string; url: string; roomType: string; style: string } | null> {
  const r = /^[A-Za-z0-9_-]{1,64}$/.test(renderId) ? await renderById(runtime.db, renderId) : null;
  if (!readable(r, viewerId) || !r.outputKey) return null;
  return { renderId: r.renderId, ownerId: r.ownerId, fileKey: r.outputKey, url: renderPictureUrl(runtime, r, 'picture')!, roomType: r.roomType, style: r.style };
}

const pageInput = z.object({
  start: z.coerce.number({ invalid_type_error: 'start is 0 to 100000' }).int().min(0, 'start is 0 to 100000').max(100_000, 'start is 0 to 100000').default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize is 1 to 60' }).int().min(1, 'pageSize is 1 to 60').max(60, 'pageSize is 1 to 60').default(24),
});

/** gnn getRenderingList {start, pageSize}: the caller's renders, newest first. */
export async function myRenders(runtime: Runtime, caller: RenderCaller, input: unknown): Promise<{ total: number; list: RenderCard[] }> {
  const userId = requireUserId(caller);
  const { total, list } = await rendersOf(runtime.db, userId, parseWith(pageInput, input));
  return { total, list: list.map((r) => cardOf(runtime, r, userId)) };
}

/** The public gallery: renders their owners shared. */
export async function publicRenders(runtime: Runtime, caller: RenderCaller, input: unknown): Promise<{ total: number; list: RenderCard[] }> {
  const { total, list } = await sharedRenders(runtime.db, parseWith(pageInput, input));
  return { total, list: list.map((r) => cardOf(runtime, r, caller.userId)) };
}

const idInput = z.object({ id: z.string({ required_error: renderMessages.notFound }).regex(/^[A-Za-z0-9_-]{1,64}$/, renderMessages.notFound) });

/** Cancel one's running render; share or unshare one's finished render. */
export async function cancelRender(runtime: Runtime, caller: RenderCaller, input: unknown) {
  const userId = requireUserId(caller);
  const { id } = parseWith(idInput, input);
  await runtime.execute(rendersCommands.CancelRender, { ownerId: userId, renderId: id }, { actor: caller.actor }, waitFor);
  return renderFor(runtime, caller, id);
}

export async function shareRender(runtime: Runtime, caller: RenderCaller, input: unknown) {
  const userId = requireUserId(caller);
  const { id, shared } = parseWith(idInput.extend({ shared: z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()) }), input);
  await runtime.execute(rendersCommands.ShareRender, { ownerId: userId, renderId: id, shared }, { actor: caller.actor }, waitFor);
  return renderFor(runtime, caller, id);
}
