import { imageLimits, imageMessages, sniffImageType } from '../../../infra/images/image-check';
import type { Runtime } from '../../../infra/runtime';
import { isPrivateStorageKey, isStorageKey, LocalStorage, storageFor } from '../../../infra/storage';
import { envelope, failure } from '../../web/api.server';
import { immutableCache, incomingPrefix } from './uploads.server';

export const localFileMessages = {
  invalidLink: 'This upload link is not valid.',
  expiredLink: 'This upload link has expired. Please ask for a new one.',
  wrongType: 'The file’s type is not the one this upload link was signed for.',
  tooLarge: imageMessages.tooLarge,
  overSize: 'The file is larger than the size this upload link was signed for.',
} as const;

const servedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });


/**
 * GET /files/{key} (the local folder only): a stored image with its content
 * type, `nosniff`, a sandboxing CSP and immutable caching. Staged uploads,
 * anything not an image we stored, and any key that is not a plain relative
 * path answer 404.
 */
export async function serveStoredFile(runtime: Runtime, key: string): Promise<Response> {
  const storage = storageFor(runtime);
  // Room photos and proposal renders (issue 23) are private: served by their own routes to those who may see them.
  if (!(storage instanceof LocalStorage) || !isStorageKey(key) || key.startsWith(incomingPrefix) || isPrivateStorageKey(key)) return notFound();
  const object = await storage.getObject(key);
  if (!object || !servedTypes.has(object.contentType)) return notFound();
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'content-length': String(object.body.length),
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': immutableCache,
    },
  });
}

/**
 * PUT /files/incoming/{key}?type&expires&sig — a signed upload to the local
 * folder. Refused unless the signature holds for this key, type and expiry,
 * the expiry has not passed, the Content-Type is the signed one, the body is
 * at most 10 MB and its bytes are that kind of image. The bytes wait in the
 * staging place (never served) until confirmUpload re-encodes them.
 */
export async function receiveSignedUpload(runtime: Runtime, request: Request, key: string): Promise<Response> {
  const storage = storageFor(runtime);
  if (!(storage instanceof LocalStorage) || !isStorageKey(key) || !key.startsWith(incomingPrefix)) return failure(localFileMessages.invalidLink, 403);
  const grant = storage.verifyUpload(key, new URL(request.url).searchParams);
  if (grant === 'expired') return failure(localFileMessages.expiredLink, 403);
  if (typeof grant === 'string') return failure(localFileMessages.invalidLink, 403);
  const sent = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (sent !== grant.contentType) return failure(localFileMessages.wrongType, 415);
  const body = await readCapped(request, Math.min(imageLimits.maxBytes, grant.maxBytes ?? imageLimits.maxBytes));
  if (!body) return failure(grant.maxBytes !== null && grant.maxBytes < imageLimits.maxBytes ? localFileMessages.overSize : localFileMessages.tooLarge, 413);
  if (!body.length) return failure(imageMessages.missing, 400);
  const actual = await sniffImageType(body);
  if (!actual) return failure(imageMessages.unreadable, 415);
  if (actual !== grant.contentType) return failure(imageMessages.mismatch, 415);
  await storage.putObject(key, body, grant.contentType);
  return envelope({ key: key.slice(incomingPrefix.length) });
}

/** The body, or null once it passes `max` bytes (the request guard has already checked Content-Length). */
async function readCapped(request: Request, max: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    // Past the limit, read on (up to the upload limit) without keeping anything, so that the
    // answer reaches the client rather than the connection being cut under it.
    if (size > max + imageLimits.maxBytes) return null;
    if (size <= max) chunks.push(chunk);
  }
  return size > max ? null : Buffer.concat(chunks);
}
