import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { profilesCommands } from '../../../domain/profiles/commands';
import { captionSchema, postLimits, postMessages, postPictureKey, postPictureUrl, tagsSchema } from '../../../domain/profiles/post';
import { isDomainError, NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import { compressImage, imageLimits, imageMessages } from '../../../infra/images/image-check';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { delistedAmong, getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { postById, postsProjection, profileByHandle, profileOf, profilesOf, searchPosts, type PostRecord } from '../../../projections/profiles/profiles';
import { parseWith } from '../../web/api.server';
import type { Viewer } from './profiles.server';

export interface TaggedProduct {
  goodsId: string;
  name: string;
  priceCents: number;
  effectivePriceCents: number;
  href: string;
}

/** A post as the pages and `posts/search` show it: the picture's address, the caption, each tagged product with its name and price now. */
export interface PostView {
  id: string;
  handle: string | null;
  picture: { url: string; width: number; height: number };
  caption: string;
  products: TaggedProduct[];
  publishedAt: string;
  mine: boolean;
}

const listOf = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',').map((s) => s.trim()).filter(Boolean));

const refuse = (field: string, message: string) => new ValidationError('INVALID_INPUT', message, { [field]: message });

/** The photo, checked by content and re-encoded (at most 1600 px wide, metadata dropped) as uploadAndCompress does; refusals name `photo`. */
async function photoOf(file: unknown) {
  const chosen = file instanceof Blob && file.size > 0;
  if (!chosen) throw refuse('photo', postMessages.photo);
  if ((file as Blob).size > imageLimits.maxBytes) throw refuse('photo', imageMessages.tooLarge);
  try {
    return await compressImage(Buffer.from(await (file as Blob).arrayBuffer()));
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') throw refuse('photo', error.message);
    throw error;
  }
}

/**
 * POST /api/board/posts/upload (multipart: `photo` or `file`, `caption` ≤ 500,
 * `goodsIds` ≤ 20 catalogue ids): the caller's post. Everything is checked
 * (the caller has a handle; the caption; the tags are listed products; the
 * photo) before the photo is stored (private key post-pictures/…) and
 * PublishPost appended.
 */
export async function uploadPost(runtime: Runtime, viewer: Viewer, input: Record<string, unknown>, commandId?: string): Promise<PostView> {
  if (!viewer.userId) throw new UnauthorizedError();
  const fields = parseWith(z.object({ caption: captionSchema, goodsIds: tagsSchema }), { caption: input.caption ?? '', goodsIds: listOf(input.goodsIds ?? input.goodsId) });
  const profile = await profileOf(runtime.db, viewer.userId);
  if (!profile) throw new ValidationError('NEEDS_HANDLE', postMessages.needsHandle);
  const [goods, delisted] = await Promise.all([getGoodsByIds(runtime.db, fields.goodsIds), delistedAmong(runtime.db, fields.goodsIds)]);
  if (goods.length !== fields.goodsIds.length || fields.goodsIds.some((id) => delisted.has(id))) throw refuse('goodsIds', postMessages.unknownProduct);
  const image = await photoOf(input.photo ?? input.file);
  // A retry with the same Idempotency-Key names the same post (its command answers once).
  const postId = commandId ? createHash('sha256').update(`post:${commandId}`).digest('hex').slice(0, 32) : randomUUID();
  const key = postPictureKey(postId, image.ext);
  await storageFor(runtime).putObject(key, image.body, image.contentType, { cacheControl: 'private, no-store' });
  await runtime.execute(
    profilesCommands.PublishPost,
    { postId, authorId: viewer.userId, picture: { key, ext: image.ext, width: image.width, height: image.height }, caption: fields.caption, goodsIds: fields.goodsIds },
    { actor: viewer.actor, commandId, now: new Date() },
    { waitFor: [postsProjection.name] },
  );
  return (await viewsOf(runtime, viewer, [(await postById(runtime.db, postId))!]))[0]!;
}

async function viewsOf(runtime: Runtime, viewer: Viewer, posts: PostRecord[]): Promise<PostView[]> {
  const ids = [...new Set(posts.flatMap((p) => p.goodsIds))];
  const [goods, delisted, profiles] = await Promise.all([getGoodsByIds(runtime.db, ids), delistedAmong(runtime.db, ids), profilesOf(runtime.db, posts.map((p) => p.authorId))]);
  const byId = new Map(goods.filter((g) => !delisted.has(g.id)).map((g) => [g.id, g]));
  return posts.map((p) => ({
    id: p.postId,
    handle: profiles.get(p.authorId)?.handle ?? null,
    picture: { url: postPictureUrl(p.postId, p.picture.ext), width: p.picture.width, height: p.picture.height },
    caption: p.caption,
    products: p.goodsIds.flatMap((id) => {
      const g = byId.get(id);
      return g ? [{ goodsId: g.id, name: g.name, priceCents: g.priceCents, effectivePriceCents: g.effectivePriceCents, href: g.visitUrl }] : [];
    }),
    publishedAt: p.publishedAt,
    mine: p.authorId === viewer.userId,
  }));
}

const pageSizeMessage = `pageSize is a whole number from 1 to ${postLimits.pageSizeMax}`;
const searchSchema = z.object({
  keyword: z.string({ invalid_type_error: 'keyword is a text' }).trim().max(100, 'Please keep the keyword to 100 characters or fewer').default(''),
  handle: z.string({ invalid_type_error: 'handle is a text' }).trim().max(40).default(''),
  page: z.coerce.number({ invalid_type_error: 'page is a whole number from 1' }).int('page is a whole number from 1').min(1, 'page is a whole number from 1').max(10_000).default(1),
  pageSize: z.coerce.number({ invalid_type_error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(postLimits.pageSizeMax, pageSizeMessage).default(20),
});

/**
 * /api/board/posts/search {keyword?, handle?, page, pageSize}: posts the
 * caller may see — every public profile's, and their own — newest first. A
 * handle nobody may see (unknown or private) gives an empty list.
 */
export async function findPosts(runtime: Runtime, viewer: Viewer, input: unknown) {
  const q = parseWith(searchSchema, input);
  let authorId: string | null = null;
  if (q.handle) {
    const profile = /^@?[A-Za-z0-9_.]{1,40}$/.test(q.handle) ? await profileByHandle(runtime.db, q.handle.replace(/^@/, '')) : null;
    if (!profile || (!profile.public && profile.userId !== viewer.userId)) return { total: 0, page: q.page, pageSize: q.pageSize, list: [] };
    authorId = profile.userId;
  }
  const words = q.keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  const { total, list } = await searchPosts(runtime.db, { viewerId: viewer.userId, authorId, words, start: (q.page - 1) * q.pageSize, pageSize: q.pageSize });
  return { total, page: q.page, pageSize: q.pageSize, list: await viewsOf(runtime, viewer, list) };
}

const deleteSchema = z.object({
  ids: z
    .array(z.string({ invalid_type_error: postMessages.notFound }).trim().regex(/^[A-Za-z0-9_-]{1,80}$/, postMessages.notFound), { required_error: 'Please give the ids of the posts to delete' })
    .min(1, 'Please give the ids of the posts to delete')
    .max(postLimits.deleteMax, `Please delete at most ${postLimits.deleteMax} posts at once`)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * /api/board/posts/delete {ids}: the caller's own posts. Every id is checked
 * first: one that is not the caller's (another's, unknown or gone) is 404 and
 * nothing is deleted.
 */
export async function deletePosts(runtime: Runtime, viewer: Viewer, input: Record<string, unknown>, commandId?: string) {
  if (!viewer.userId) throw new UnauthorizedError();
  const { ids } = parseWith(deleteSchema, { ids: input.ids === undefined ? undefined : listOf(input.ids) });
  const posts = await Promise.all(ids.map((id) => postById(runtime.db, id)));
  if (posts.some((p) => !p || p.authorId !== viewer.userId)) throw new NotFoundError('POST_NOT_FOUND', postMessages.notFound);
  for (const post of posts) {
    await runtime.execute(profilesCommands.DeletePost, { postId: post!.postId }, { actor: viewer.actor, commandId: commandId && `${commandId}:${post!.postId}`, now: new Date() }, { waitFor: [postsProjection.name] });
  }
  return { ids };
}

/** A post's picture for /media/posts/…: while its author's profile is public, anyone; else its author only. Otherwise null (404). */
export async function visiblePostPicture(runtime: Runtime, viewer: Viewer, postId: string, ext: string) {
  const post = await postById(runtime.db, postId);
  if (!post || post.picture.ext !== ext || (!post.open && post.authorId !== viewer.userId)) return null;
  const object = await storageFor(runtime).getObject(post.picture.key);
  return object ? { body: object.body, open: post.open, contentType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` } : null;
}

/** The posts on /@handle/posts (the profile was found visible): newest first. */
export async function postsOfProfile(runtime: Runtime, viewer: Viewer, authorId: string, page: number) {
  const pageSize = 12;
  const { total, list } = await searchPosts(runtime.db, { viewerId: viewer.userId, authorId, words: [], start: (page - 1) * pageSize, pageSize });
  return { total, page, pageSize, list: await viewsOf(runtime, viewer, list) };
}
