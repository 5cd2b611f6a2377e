import { fetchProxiedImage, proxyMessages, targetOf, type ImageProxySettings } from '../../../infra/http/image-proxy';
import type { Runtime } from '../../../infra/runtime';
import { isPrivateStorageKey, isStorageKey, storageFor } from '../../../infra/storage';

export const corsPrefix = '/cors/';

/**
 * The proxy's allowed origins: our storage's public host (an S3 bucket or its
 * CDN), and CORS_PROXY_HOSTS (which may name the scheme), the hosts the canvas rewrites through /cors.
 */
export function proxySettings(runtime: Runtime): ImageProxySettings {
  const storage = storageFor(runtime);
  const own = storage.kind === 's3' ? [new URL(storage.publicUrl('x')).origin] : [];
  return { allowedOrigins: [...own, ...runtime.config.CORS_PROXY_HOSTS], allowPrivate: runtime.config.CORS_PROXY_ALLOW_PRIVATE };
}

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

const servedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * A picture in our own bucket, read through the storage port (signed), so the
 * bucket need not be public: `undefined` when the path is not the bucket's,
 * null when there is no such picture.
 */
async function ownObject(runtime: Runtime, hostAndPath: string): Promise<{ body: Buffer; contentType: string } | null | undefined> {
  const storage = storageFor(runtime);
  if (storage.kind !== 's3') return undefined;
  const base = storage.publicUrl('x').slice(0, -1).replace(/^https?:\/\//, '');
  if (!hostAndPath.startsWith(base)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(hostAndPath.slice(base.length));
  } catch {
    return null;
  }
  if (!isStorageKey(key) || key.startsWith('incoming/') || isPrivateStorageKey(key)) return null;
  const object = await storage.getObject(key);
  return object && servedTypes.has(object.contentType) ? object : null;
}

/** GET /cors/{host+path}: an image from an allowed host, with its cache headers. */
export async function proxyImage(runtime: Runtime, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const own = await ownObject(runtime, url.pathname.slice(corsPrefix.length));
  if (own === null) return plain(404, proxyMessages.unreachable);
  if (own) {
    return new Response(new Uint8Array(own.body), {
      headers: { 'content-type': own.contentType, 'cache-control': 'public, max-age=31536000, immutable', 'content-security-policy': "default-src 'none'; sandbox" },
    });
  }
  const settings = proxySettings(runtime);
  const target = targetOf(url.pathname.slice(corsPrefix.length), url.search, settings);
  if (!(target instanceof URL)) return plain(target.status, target.message);
  const conditional: Record<string, string> = {};
  for (const h of ['if-none-match', 'if-modified-since']) {
    const v = request.headers.get(h);
    if (v && v.length < 200) conditional[h] = v;
  }
  const result = await fetchProxiedImage(target, settings, conditional);
  if (!result.ok) {
    if (result.status >= 500) runtime.logger.warn('image proxy: upstream failed', { host: target.host, status: result.status });
    return plain(result.status, result.message);
  }
  return new Response(result.status === 304 ? null : new Uint8Array(result.body), {
    status: result.status,
    headers: {
      'cache-control': 'public, max-age=86400',
      ...result.headers,
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

/** The bytes of an allowed image for the server's own use (inlining a board's pictures before rendering), or null. */
export async function proxiedBytes(runtime: Runtime, hostAndPath: string): Promise<{ body: Buffer; contentType: string } | null> {
  const own = await ownObject(runtime, hostAndPath.split('?')[0]);
  if (own !== undefined) return own;
  const settings = proxySettings(runtime);
  const [path, query = ''] = hostAndPath.split('?');
  const target = targetOf(path, query ? `?${query}` : '', settings);
  if (!(target instanceof URL)) return null;
  const result = await fetchProxiedImage(target, settings);
  return result.ok && result.status === 200 ? { body: result.body, contentType: result.headers['content-type'] } : null;
}

export { proxyMessages };
