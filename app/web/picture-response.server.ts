import { notModified, strongETag } from '../../infra/http/validators';

/**
 * The answers of the routes that serve a private picture (a room photo, a
 * proposal's render, a case's or a post's picture, an AI render or an AI
 * board's photo): the bytes with headers that keep a browser from running or
 * sniffing them, cached by whom the picture is for; or one plain 404, the same
 * for a picture that does not exist and one the viewer may not see.
 */

/** Pictures these routes serve; anything else stored under their keys is not served. */
const servedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export function pictureNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * `public`: anyone may see it (a public profile's post, a shared render); `private`:
 * only this viewer, kept a few minutes in their own browser; `no-store`: only this
 * viewer, and their browser keeps no copy (it may stop being theirs to see).
 */
export type PictureAudience = 'public' | 'private' | 'no-store';

const cacheOf: Record<PictureAudience, string> = {
  public: 'public, max-age=300',
  private: 'private, max-age=300',
  'no-store': 'private, no-store',
};

/**
 * A public picture also carries a strong ETag from its bytes, and a request that
 * names it (If-None-Match, given `request`) gets a 304 without the bytes (ADR 060);
 * a private one never carries one.
 */
export function pictureResponse(file: { body: Buffer | Uint8Array; contentType: string } | null | undefined, audience: PictureAudience, request?: Request): Response {
  if (!file || !servedTypes.has(file.contentType)) return pictureNotFound();
  const etag = audience === 'public' ? strongETag(file.body) : null;
  if (etag && request && notModified(request, etag)) return new Response(null, { status: 304, headers: { etag, 'cache-control': cacheOf.public, vary: 'Cookie, Authorization' } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      ...(etag ? { etag } : {}),
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': cacheOf[audience],
      // Who sees it depends on the session (its cookie, or the app's authorization header).
      vary: 'Cookie, Authorization',
    },
  });
}
