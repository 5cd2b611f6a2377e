import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The /cors/{host+path} image proxy (part 2 §7): the canvas loads product and
 * storage pictures through our own origin so it can export them. It is NEVER
 * an open proxy: GET only; only to the configured origins (our storage's
 * public host and the product CDN hosts); no IP literals; every address the
 * host resolves to, at connection time, must be public (so DNS rebinding cannot
 * reach loopback, private or link-local addresses); redirects are followed only
 * to allowed origins (at most 3); only images come back (no SVG: it could
 * script our origin); at most `maxBytes`; a deadline on the whole fetch.
 */
export interface ImageProxySettings {
  /** Allowed origins, e.g. https://cdn.example.com (a bare host means https). */
  allowedOrigins: readonly string[];
  /** Tests with local servers only: allow loopback/private addresses and IP literals. */
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

export type ProxyResult =
  | { ok: true; status: 200 | 304; body: Buffer; headers: Record<string, string> }
  | { ok: false; status: number; message: string };

export const proxyMessages = {
  badPath: 'Please give an image address as /cors/{host}/{path}.',
  notAllowed: 'This image host is not served by the proxy.',
  unreachable: 'The image could not be fetched.',
  notImage: 'The address is not an image.',
  tooLarge: 'The image is too large.',
} as const;

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const passedHeaders = ['cache-control', 'etag', 'last-modified', 'expires'];

/** Addresses no proxied request may reach. */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged by the IPv4 rules above (BlockList does so itself).
for (const [net, bits] of [['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blocked.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The normalised origin of a setting (`cdn.example.com` → `https://cdn.example.com`), or null. */
export function originOf(entry: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(entry) ? entry : `https://${entry}`);
    return url.origin;
  } catch {
    return null;
  }
}

/** The URL a proxy path names (`cdn.example.com/a/b.jpg` + query), given the allowed origins, or why not. */
export function targetOf(hostAndPath: string, search: string, settings: ImageProxySettings): URL | { status: number; message: string } {
  const m = /^([A-Za-z0-9.-]+(?::\d{1,5})?)(\/[^\s\\]*)$/.exec(hostAndPath);
  if (!m) return { status: 400, message: proxyMessages.badPath };
  const host = m[1].toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (isIP(hostname) && !settings.allowPrivate) return { status: 403, message: proxyMessages.notAllowed };
  const origin = settings.allowedOrigins.map(originOf).find((o) => o !== null && new URL(o).host === host);
  if (!origin) return { status: 403, message: proxyMessages.notAllowed };
  const url = new URL(`${origin}${m[2]}${search}`);
  if (url.host !== host) return { status: 403, message: proxyMessages.notAllowed };
  return url;
}

function isAllowed(url: URL, settings: ImageProxySettings): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) && !settings.allowPrivate) return false;
  return settings.allowedOrigins.some((o) => originOf(o) === url.origin);
}

/** dns.lookup that refuses, at connection time, any address that is not public. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (!list.length || bad) return callback(Object.assign(new Error('address not allowed'), { code: 'EADDRNOTALLOWED' }), '', 4);
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

function getOnce(url: URL, headers: Record<string, string>, settings: ImageProxySettings, deadline: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'GET', headers: { ...headers, 'user-agent': 'Roomcraft image proxy', accept: 'image/*' }, lookup: guardedLookup(settings.allowPrivate), signal: deadline });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Fetches an allowed image. `conditional` carries the browser's If-None-Match / If-Modified-Since. */
export async function fetchProxiedImage(target: URL, settings: ImageProxySettings, conditional: Record<string, string> = {}): Promise<ProxyResult> {
  const maxBytes = settings.maxBytes ?? 10 * 1024 * 1024;
  const deadline = AbortSignal.timeout(settings.timeoutMs ?? 10_000);
  let url = target;
  try {
    for (let hop = 0; ; hop++) {
      if (!isAllowed(url, settings)) return { ok: false, status: 403, message: proxyMessages.notAllowed };
      const res = await getOnce(url, conditional, settings, deadline);
      const status = res.statusCode ?? 502;
      if ([301, 302, 303, 307, 308].includes(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location || hop >= 3) return { ok: false, status: 502, message: proxyMessages.unreachable };
        url = new URL(location, url);
        continue;
      }
      const headers: Record<string, string> = {};
      for (const h of passedHeaders) if (typeof res.headers[h] === 'string') headers[h] = res.headers[h] as string;
      if (status === 304) {
        res.resume();
        return { ok: true, status: 304, body: Buffer.alloc(0), headers };
      }
      if (status !== 200) {
        res.resume();
        return { ok: false, status: status === 404 ? 404 : 502, message: proxyMessages.unreachable };
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!imageTypes.has(type)) {
        res.destroy();
        return { ok: false, status: 415, message: proxyMessages.notImage };
      }
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
        res.destroy();
        return { ok: false, status: 413, message: proxyMessages.tooLarge };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          res.destroy();
          return { ok: false, status: 413, message: proxyMessages.tooLarge };
        }
        chunks.push(chunk as Buffer);
      }
      return { ok: true, status: 200, body: Buffer.concat(chunks), headers: { ...headers, 'content-type': type } };
    }
  } catch (error) {
    // A host that resolves to a private address is refused, not merely unreachable.
    if ((error as NodeJS.ErrnoException).code === 'EADDRNOTALLOWED') return { ok: false, status: 403, message: proxyMessages.notAllowed };
    return { ok: false, status: 502, message: proxyMessages.unreachable };
  }
}
