import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBoardPng } from '../../app/files/application/board-render.server';
import { fetchProxiedImage, isPublicAddress, targetOf } from '../../infra/http/image-proxy';
import { storageFor } from '../../infra/storage';
import { loggedErrors, startTestApp } from '../support/http-app';
import { atFileEnd } from '../support/cleanup';

/** A picture host (the CDN) and another server the proxy must never reach. */
async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  atFileEnd(() => new Promise<void>((r) => server.close(() => r())));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let png: Buffer;
let cdn: string;
let elsewhere: string;
let app: Awaited<ReturnType<typeof startTestApp>>;
let logged: string[];
const seen: string[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } }).png().toBuffer();
  elsewhere = await serve((req, res) => {
    seen.push(`elsewhere ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  cdn = await serve((req, res) => {
    seen.push(`cdn ${req.method} ${req.url}`);
    const send = (status: number, headers: http.OutgoingHttpHeaders, body?: Buffer | string) => res.writeHead(status, headers).end(body);
    switch (req.url) {
      case '/p/chair.png?w=200':
      case '/p/chair.png':
        if (req.headers['if-none-match'] === '"v1"') return send(304, { etag: '"v1"', 'cache-control': 'public, max-age=600' });
        return send(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=600', etag: '"v1"', 'set-cookie': 'cdn=1' }, png);
      case '/page.html':
        return send(200, { 'content-type': 'text/html' }, '<script>alert(1)</script>');
      case '/logo.svg':
        return send(200, { 'content-type': 'image/svg+xml' }, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case '/big.png':
        return send(200, { 'content-type': 'image/png' }, Buffer.alloc(10 * 1024 * 1024 + 10));
      case '/away.png':
        return send(302, { location: `http://${elsewhere}/x.png` });
      case '/home.png':
        return send(302, { location: '/p/chair.png' });
      case '/loop.png':
        return send(302, { location: '/loop.png' });
      default:
        return send(404, { 'content-type': 'text/plain' }, 'no');
    }
  });
  app = await startTestApp({ CORS_PROXY_HOSTS: `http://${cdn}`, CORS_PROXY_ALLOW_PRIVATE: 'true', STORAGE_DIR: `/tmp/rc-proxy-${process.pid}` });
  logged = loggedErrors(app.runtime);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.base}${path}`, { headers, redirect: 'manual' });

describe('the /cors image proxy', () => {
  it('passes an image from an allowed host through with its cache headers, and answers 304 to a matching ETag', async () => {
    const res = await get(`/cors/${cdn}/p/chair.png?w=200`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect((await get(`/cors/${cdn}/p/chair.png`, { 'if-none-match': '"v1"' })).status).toBe(304);
    expect((await get(`/cors/${cdn}/home.png`)).status).toBe(200);
  });

  it.each([
    ['another host', () => `/cors/${elsewhere}/x.png`, 403, /not served by the proxy/],
    ['a host that is not configured', () => '/cors/evil.example.com/x.png', 403, /not served by the proxy/],
    ['a redirect to another host', () => `/cors/${cdn}/away.png`, 403, /not served by the proxy/],
    ['a redirect loop', () => `/cors/${cdn}/loop.png`, 502, /could not be fetched/],
    ['a page', () => `/cors/${cdn}/page.html`, 415, /not an image/],
    ['an SVG (it could script our origin)', () => `/cors/${cdn}/logo.svg`, 415, /not an image/],
    ['an image over 10 MB', () => `/cors/${cdn}/big.png`, 413, /too large/],
    ['a missing image', () => `/cors/${cdn}/nothing.png`, 404, /could not be fetched/],
    ['credentials in the host', () => `/cors/user@${cdn}/p/chair.png`, 400, /image address/],
    ['no path', () => `/cors/${cdn}`, 400, /image address/],
  ])('refuses %s', async (_, path, status, message) => {
    const res = await get(path());
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(message);
  });

  it('never reached the other server and takes no other method', async () => {
    expect(seen.filter((s) => s.startsWith('elsewhere'))).toEqual([]);
    const post = await fetch(`${app.base}/cors/${cdn}/p/chair.png`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(405);
    expect(seen.filter((s) => s.startsWith('cdn POST'))).toEqual([]);
  });

  it('without the test setting, refuses IP literals and names that resolve to loopback or private addresses', async () => {
    const strict = { allowedOrigins: [`http://${cdn}`, `http://localhost:${cdn.split(':')[1]}`], allowPrivate: false };
    expect(targetOf(`${cdn}/p/chair.png`, '', strict)).toEqual({ status: 403, message: 'This image host is not served by the proxy.' });
    const viaName = targetOf(`localhost:${cdn.split(':')[1]}/p/chair.png`, '', strict);
    expect(viaName).toBeInstanceOf(URL);
    expect(await fetchProxiedImage(viaName as URL, strict)).toEqual({ ok: false, status: 403, message: 'This image host is not served by the proxy.' });
    expect(seen.filter((s) => s.includes('localhost'))).toEqual([]);
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('rendering a board on the server', () => {
  it('inlines stored and proxied pictures, stores the PNG and refuses hostile SVG', async () => {
    const actor = { kind: 'visitor', visitorId: 'render-visitor' } as const;
    await storageFor(app.runtime).putObject('images/render-visitor/pic.png', png, 'image/png');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20"><rect width="40" height="20" fill="#fff"/>
      <image x="0" y="0" width="20" height="20" xlink:href="/files/images/render-visitor/pic.png"/><image x="20" y="0" width="20" height="20" href="/cors/${cdn}/p/chair.png"/></svg>`;
    const url = await renderBoardPng(app.runtime, actor, svg);
    expect(url).toMatch(/^\/files\/renders\/render-visitor\/[0-9a-f-]{36}\.png$/);
    const stored = Buffer.from(await (await get(url)).arrayBuffer());
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    // Both halves green: the stored picture and the proxied one were drawn.
    expect([...data.subarray(0, 3)]).toEqual([0, 255, 0]);
    const right = (10 * 40 + 30) * 3;
    expect([...data.subarray(right, right + 3)]).toEqual([0, 255, 0]);
    await expect(renderBoardPng(app.runtime, actor, svg.replace('/files/images', 'http://169.254.169.254/images'))).rejects.toThrow(/outside the board/);
    await expect(renderBoardPng(app.runtime, actor, `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg}`)).rejects.toThrow(/DOCTYPE/);
  });

  it('logged no errors', () => expect(logged).toEqual([]));
});
