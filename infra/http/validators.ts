import { createHash } from 'node:crypto';

/**
 * Strong validators for answers that are the same for every visitor (ADR 060):
 * an ETag made from the bytes themselves (or from a name that fixes them), and
 * the If-None-Match check. Only ever used on answers marked `public`: a
 * signed-in or visitor-specific answer carries `private, no-store` and no ETag.
 */

/** A strong ETag: the first 144 bits of the bytes' SHA-256, base64url, quoted. */
export function strongETag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`;
}

/** A strong ETag from a name that fixes the bytes (a model file's spec key and file). */
export function namedETag(name: string): string {
  return `"${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/**
 * Whether the request's If-None-Match names this ETag (RFC 9110 §13.1.2: weak
 * comparison, `*` matches any current representation). GET and HEAD only.
 */
export function notModified(request: Request, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Public answers: any cache may keep them, and must ask again (with the ETag) before reusing them. */
export const publicRevalidate = 'public, no-cache';

/**
 * The answer to a public GET: 304 without a body when the client already holds
 * these bytes, else the bytes with their ETag. `headers` must say `public`.
 */
export function publicAnswer(request: Request, body: string | Uint8Array, headers: Record<string, string>): Response {
  const etag = strongETag(body);
  const cacheControl = headers['Cache-Control'] ?? headers['cache-control'] ?? '';
  if (!cacheControl.startsWith('public')) throw new Error('publicAnswer is only for answers marked public');
  if (notModified(request, etag)) return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl, ...(headers.Vary ? { Vary: headers.Vary } : {}) } });
  return new Response(request.method === 'HEAD' ? null : typeof body === 'string' ? body : new Uint8Array(body), { status: 200, headers: { ...headers, ETag: etag } });
}
