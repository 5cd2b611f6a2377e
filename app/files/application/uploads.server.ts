import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { filesCommands } from '../../../domain/files/commands';
import { assertMayStoreImage, filesDecider, imageKeyPattern, maxUploadBytes, ownerOf } from '../../../domain/files/images.decide';
import { filesStream, type ImageKind } from '../../../domain/files/images';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { checkImage, compressImage, imageMessages, imageTypeOf, type CheckedImage } from '../../../infra/images/image-check';
import type { Runtime } from '../../../infra/runtime';
import { signedUploadSeconds, storageFor } from '../../../infra/storage';
import { parseWith } from '../../web/api.server';

/** Stored images never change under their key (a new picture gets a new uuid). */
export const immutableCache = 'public, max-age=31536000, immutable';

/** Raw bytes of a signed upload wait here until confirmUpload checks and re-encodes them; never served. */
export const incomingPrefix = 'incoming/';

export const uploadMessages = {
  notFound: 'The upload was not found: it may have expired. Please upload the image again.',
  notYours: 'This upload is not yours.',
} as const;

function ownerIdOf(actor: Actor): string {
  const owner = ownerOf(actor);
  if (!owner) throw new ForbiddenError();
  return owner;
}

/** GET file/getUploadUrl/moodBoardImageBucket: the bucket uploads go to (data: its name). */
export function uploadBucket(runtime: Runtime): string {
  return storageFor(runtime).bucket;
}

const sizeMessage = 'The file size must be a whole number of bytes, at most 10 MB.';
const typeInput = z.object({
  contentType: z.string().max(100).optional(),
  ext: z.string().max(10).optional(),
  size: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ invalid_type_error: sizeMessage }).int(sizeMessage).min(1, sizeMessage).max(maxUploadBytes, imageMessages.tooLarge).optional()),
});

/**
 * file/getUploadUrl/moodBoardImage {contentType | ext, size?}: a signed PUT URL
 * for images/{ownerId}/{uuid}.{ext} that expires after 300 s and carries the
 * content type (and, given `size`, the most the PUT may hold). The bytes land
 * in a private staging place; confirmUpload {key} then checks, re-encodes and
 * publishes them. The URL is a StageUpload command first: the owner's
 * unconfirmed uploads may hold at most 20 MB (visitor) or 50 MB (user), each
 * counted at `size` (10 MB when not given), until confirmed or swept after expiry.
 * No storage credential is in the answer: only the signature of this one upload.
 */
export async function uploadTarget(runtime: Runtime, actor: Actor, input: unknown) {
  const { contentType, ext, size } = parseWith(typeInput, input);
  const type = imageTypeOf(contentType ?? ext ?? '');
  if (!type) throw new ValidationError('IMAGE_TYPE', imageMessages.type, { contentType: imageMessages.type });
  const storage = storageFor(runtime);
  const ownerId = ownerIdOf(actor);
  const key = `images/${ownerId}/${randomUUID()}.${type.ext}`;
  const signed = storage.signedPutUrl(`${incomingPrefix}${key}`, type.contentType, signedUploadSeconds, size);
  await runtime.execute(
    filesCommands.StageUpload,
    { ownerId, key, contentType: type.contentType, bytes: size ?? maxUploadBytes, expiresAt: signed.expiresAt },
    { actor, now: new Date() },
    { waitFor: [] },
  );
  return { bucket: storage.bucket, key, uploadUrl: signed.url, method: signed.method, headers: signed.headers, expiresIn: signedUploadSeconds, expiresAt: signed.expiresAt, url: storage.publicUrl(key) };
}

/**
 * Refuses at once (429) when the caller has stored as many images as the
 * window allows, so that costly work (rendering a board) is not done only to
 * be refused by StoreImage afterwards, which judges it again.
 */
export async function assertMayStore(runtime: Runtime, actor: Actor): Promise<void> {
  const { state } = await runtime.loadAggregate(filesDecider, filesStream(ownerIdOf(actor)));
  assertMayStoreImage(state, actor, new Date().toISOString());
}

/** Records the image (the caller's limit and ownership are decided there), then stores it. */
async function publish(runtime: Runtime, actor: Actor, image: CheckedImage, kind: ImageKind, key: string, boardId: string | null = null): Promise<string> {
  const storage = storageFor(runtime);
  await runtime.execute(
    filesCommands.StoreImage,
    { ownerId: ownerIdOf(actor), key, kind, contentType: image.contentType, bytes: image.body.length, width: image.width, height: image.height, boardId },
    { actor, now: new Date() },
    // A thumbnail is read back by the board's pages: wait for it; nothing reads other images.
    { waitFor: kind === 'thumbnail' ? ['files-board-thumbnails'] : [] },
  );
  await storage.putObject(key, image.body, image.contentType, { cacheControl: immutableCache });
  return storage.publicUrl(key);
}

/** Stores an image the app made itself (a rendered board): checked by construction, recorded like an upload. */
export async function storeRendered(runtime: Runtime, actor: Actor, image: CheckedImage, kind: ImageKind, boardId: string | null = null): Promise<string> {
  return publish(runtime, actor, image, kind, `${kind === 'thumbnail' ? 'images' : 'renders'}/${ownerIdOf(actor)}/${randomUUID()}.${image.ext}`, boardId);
}

const confirmInput = z.object({ key: z.string({ required_error: 'Please give the upload’s key' }).max(200).regex(imageKeyPattern, 'Invalid key') });

/** file/confirmUpload {key}: the signed upload, checked by content, re-encoded and published under its key → its URL. */
export async function confirmUpload(runtime: Runtime, actor: Actor, input: unknown): Promise<string> {
  const { key } = parseWith(confirmInput, input);
  if (imageKeyPattern.exec(key)?.[2] !== ownerIdOf(actor)) throw new ForbiddenError(uploadMessages.notYours);
  const storage = storageFor(runtime);
  const published = await storage.getObject(key);
  if (published) return storage.publicUrl(key);
  const incoming = await storage.getObject(`${incomingPrefix}${key}`);
  if (!incoming) throw new NotFoundError('UPLOAD_NOT_FOUND', uploadMessages.notFound);
  const expected = imageTypeOf(key.split('.').pop()!)!.contentType;
  try {
    const image = await checkImage(incoming.body, expected);
    return await publish(runtime, actor, image, 'upload', key);
  } finally {
    await storage.deleteObject(`${incomingPrefix}${key}`).catch((error: Error) => runtime.logger.warn('staged upload not removed', { key, error: error.message }));
  }
}

export function fileOf(input: Record<string, unknown>): Promise<Buffer> {
  const file = input.file;
  if (!(file instanceof Blob)) throw new ValidationError('IMAGE_MISSING', imageMessages.missing, { file: imageMessages.missing });
  return file.arrayBuffer().then((b) => Buffer.from(b));
}

/** POST file/upload (multipart `file`): the image checked by content and re-encoded → its URL. */
export async function uploadImage(runtime: Runtime, actor: Actor, input: Record<string, unknown>): Promise<string> {
  const image = await checkImage(await fileOf(input));
  return publish(runtime, actor, image, 'upload', `images/${ownerIdOf(actor)}/${randomUUID()}.${image.ext}`);
}

/** POST file/uploadAndCompress (multipart `file`): a copy at most 1600 px wide, JPEG (WebP if transparent) → its URL. */
export async function uploadCompressedImage(runtime: Runtime, actor: Actor, input: Record<string, unknown>): Promise<string> {
  const image = await compressImage(await fileOf(input));
  return publish(runtime, actor, image, 'compressed', `images/${ownerIdOf(actor)}/${randomUUID()}.${image.ext}`);
}

/**
 * A picture another context keeps (a product review's photo, issue 22): the
 * bytes checked by content and re-encoded as uploadAndCompress does (at most
 * 1600 px wide), recorded under the uploader's images, stored → where it is.
 * Refusals name the `file` field; nothing is stored for a file that is refused.
 */
export async function storeCompressedUpload(
  runtime: Runtime,
  actor: Actor,
  bytes: Buffer,
  options: { private?: 'ai-renders' } = {},
): Promise<{ key: string; url: string; width: number; height: number }> {
  const image = await compressImage(bytes);
  // A private photo (a room photo for an AI render) is kept where only its own route serves it.
  const key = `${options.private ?? 'images'}/${ownerIdOf(actor)}/${randomUUID()}.${image.ext}`;
  const url = await publish(runtime, actor, image, 'compressed', key);
  return { key, url, width: image.width, height: image.height };
}
