import type { BoardObject } from '../../../domain/canvas/board';
import type { Runtime } from '../../../infra/runtime';

/**
 * Image sources on the product storage and CDN hosts go through the site's
 * cross-origin proxy, /cors/{host+path} (part 2 §7), so the canvas can export
 * them. Other sources are left as they are.
 */
export function corsPath(src: string | null | undefined, hosts: readonly string[]): string | null {
  if (!src) return src ?? null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !hosts.includes(url.host.toLowerCase())) return src;
  return `/cors/${url.host}${url.pathname}${url.search}`;
}

export function proxiedImages(o: BoardObject, hosts: readonly string[]): BoardObject {
  if (!hosts.length) return o;
  const copy: BoardObject = { ...o, objMeta: { ...o.objMeta, displayImg: corsPath(o.objMeta.displayImg, hosts), originImg: corsPath(o.objMeta.originImg, hosts) } };
  if (o.src !== undefined) copy.src = corsPath(o.src, hosts);
  return copy;
}

/** The product storage / CDN hosts whose pictures go through /cors/ (CORS_PROXY_HOSTS, without the scheme). */
export const proxyHosts = (runtime: Runtime) => runtime.config.CORS_PROXY_HOSTS.map((h) => h.replace(/^https?:\/\//, ''));
