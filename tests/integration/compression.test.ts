import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/http-app';

/**
 * The build's hashed files go out as compressed at build time (ADR 070): the
 * variant the browser accepts, brotli first, with the original's type; the plain
 * file to a client that accepts neither. What a browser gets decodes to the file.
 * JSON answers carry their length, so that a small one goes out as it is and only
 * a large one is compressed.
 */
const assetsDir = path.resolve('build/client/assets');
let base: string;
let script: string;
let wasm: string;

/** A request through node:http, which neither asks for nor decodes compression by itself. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  base = (await startTestApp({}, { demoData: true })).base;
  const names = fs.readdirSync(assetsDir);
  // The shell's own script, and the editor's WebAssembly (Automerge).
  script = names.find((n) => /^entry\.client-.*\.js$/.test(n) && names.includes(`${n}.br`))!;
  wasm = names.find((n) => n.endsWith('.wasm'))!;
  expect(script && wasm).toBeTruthy();
});

describe('precompressed build files', () => {
  it('sends brotli to a browser that accepts it (Chromium lists gzip first), with the type, length and caching of the file', async () => {
    const original = fs.readFileSync(path.join(assetsDir, wasm));
    const res = await get(`/assets/${wasm}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length / 2);
    expect(zlib.brotliDecompressSync(res.body).equals(original)).toBe(true);
    // The security headers go with it, as with every answer.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip where brotli is not accepted, and the file itself where neither is', async () => {
    const original = fs.readFileSync(path.join(assetsDir, script));
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get(`/assets/${script}`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(zlib.gunzipSync(res.body).equals(original)).toBe(true);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await get(`/assets/${script}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(original)).toBe(true);
    }
  });

  it('answers HEAD and a repeated request (If-None-Match) like the plain files', async () => {
    const head = await get(`/assets/${script}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const again = await get(`/assets/${script}`, { 'accept-encoding': 'br', 'if-none-match': String(head.headers.etag) });
    expect(again.status).toBe(304);
    // Each encoding is its own representation: its own validator.
    const gz = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(gz.headers.etag).not.toBe(head.headers.etag);
  });

  it('serves nothing outside the build folder, and a missing file is a 404', async () => {
    for (const p of ['/assets/..%2fserver%2findex.js', '/assets/%2e%2e/server/index.js', '/assets/no-such-file.js'])
      expect((await get(p, { 'accept-encoding': 'gzip, br' })).status, p).toBe(404);
  });
});

describe('JSON answers', () => {
  const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('a small one (a refusal, a short answer) goes out with its length and uncompressed', async () => {
    const refusal = await get('/api/goods/getByIds', { ...accept, 'content-type': 'application/json' }, 'POST', '{"ids": 5}');
    expect(refusal.status).toBe(400);
    expect(refusal.headers['content-encoding']).toBeUndefined();
    expect(Number(refusal.headers['content-length'])).toBe(refusal.body.length);
    expect(JSON.parse(refusal.body.toString())).toMatchObject({ success: false });
    const missing = await get('/api/client/manage/get', accept);
    expect(missing.status).toBe(401);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('a large one is compressed for a client that accepts it, and decodes to the same answer', async () => {
    const plain = await get('/api/category/listTree');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get('/api/category/listTree', accept);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(packed.body).equals(plain.body)).toBe(true);
  });
});
