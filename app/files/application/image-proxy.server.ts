import { fetchProxiedImage, proxyMessages, targetOf, type ImageProxySettings } from '../../../infra/http/image-proxy';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';

export const corsPrefix = '/cors/';

/**
 * The proxy's allowed origins: our storage's public host (an S3 bucket or its
 * CDN), the hosts the canvas rewrites through /cors (CANVAS_IMAGE_HOSTS, https)
 * and CORS_PROXY_HOSTS (which may name the scheme).
 */
export function proxySettings(runtime: Runtime): ImageProxySettings {
  const storage = storageFor(runtime);
  const own = storage.kind === 's3' ? [new URL(storage.publicUrl('x')).origin] : [];
  return { allowedOrigins: [...own, ...runtime.config.CANVAS_IMAGE_HOSTS, ...runtime.config.CORS_PROXY_HOSTS], allowPrivate: runtime.config.CORS_PROXY_ALLOW_PRIVATE };
}

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** GET /cors/{host+path}: an image from an allowed host, with its cache headers. */
export async function proxyImage(runtime: Runtime, request: Request): Promise<Response> {
  const url = new URL(request.url);
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
  const settings = proxySettings(runtime);
  const [path, query = ''] = hostAndPath.split('?');
  const target = targetOf(path, query ? `?${query}` : '', settings);
  if (!(target instanceof URL)) return null;
  const result = await fetchProxiedImage(target, settings);
  return result.ok && result.status === 200 ? { body: result.body, contentType: result.headers['content-type'] } : null;
}

export { proxyMessages };
