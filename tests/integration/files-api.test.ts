import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { uploadLimits } from '../../domain/files/images';
import { uploadImageFile } from '../../app/ui/upload-image';
import { storageFor } from '../../infra/storage';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-files-'));
let app: Awaited<ReturnType<typeof startTestApp>>;
let client: ApiClient;
let designer: ApiClient;
let logged: string[];

beforeAll(async () => {
  app = await startTestApp({ STORAGE_DIR: dir }, { demoData: true });
  logged = loggedErrors(app.runtime);
  client = new ApiClient(app.base, null, '198.51.100.20');
  designer = new ApiClient(app.base, null, '198.51.100.21');
  expect((await client.call('/client/login', { email: 'client@roomcraft.local', password: demoPassword })).success).toBe(true);
  expect((await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })[format]().toBuffer();
const withSecrets = async () => sharp(await picture('jpeg')).withExifMerge({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 51.5N' } }).jpeg().toBuffer();

async function put(url: string, body: Buffer, type: string) {
  const res = await fetch(new URL(url, app.base), { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as { success: boolean; message: string } | null };
}

async function multipart(who: ApiClient, call: string, file: Buffer | null, type = 'image/jpeg', name = 'a.jpg') {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await fetch(`${app.base}/api${call}`, { method: 'POST', headers: { ...(who.token ? { authorization: who.token } : {}), 'x-forwarded-for': who.address }, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

const files = () => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => !fs.statSync(path.join(dir, f)).isDirectory());

describe('signed uploads', () => {
  it('answers the bucket, signs a PUT for images/{id}/{uuid}.{ext}, and publishes the image re-encoded', async () => {
    expect((await client.call('/file/getUploadUrl/moodBoardImageBucket')).data).toBe('local');
    const me = (await client.call('/client/manage/get')).data;
    const target = await client.call('/file/getUploadUrl/moodBoardImage?contentType=image/jpeg');
    expect(target.success).toBe(true);
    expect(target.data.key).toMatch(new RegExp(`^images/${me.id ?? me.userId}/[0-9a-f-]{36}\\.jpg$`));
    expect(target.data).toMatchObject({ bucket: 'local', method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, expiresIn: 300 });
    expect(JSON.stringify(target.data)).not.toContain('test-secret');
    const sent = await withSecrets();
    expect((await put(target.data.uploadUrl, sent, 'image/jpeg')).status).toBe(200);
    // Not published until confirmed, and the staged bytes are never served.
    expect((await fetch(`${app.base}${target.data.url}`)).status).toBe(404);
    expect((await fetch(`${app.base}/files/incoming/${target.data.key}`)).status).toBe(404);
    const confirmed = await client.call('/file/confirmUpload', { key: target.data.key });
    expect(confirmed).toMatchObject({ success: true, data: target.data.url });
    const res = await fetch(`${app.base}${confirmed.data}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const stored = Buffer.from(await res.arrayBuffer());
    expect(stored.equals(sent)).toBe(false);
    expect(stored.includes(Buffer.from('Secret Person'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(files().some((f) => f.startsWith('incoming/') && !f.endsWith('.type'))).toBe(false);
    // Confirming again answers the same URL; the designer cannot confirm the client's key.
    expect((await client.call('/file/confirmUpload', { key: target.data.key })).data).toBe(target.data.url);
    expect(await designer.call('/file/confirmUpload', { key: target.data.key })).toMatchObject({ status: 403, success: false });
  });

  it('refuses expired, tampered, wrong-type, huge and non-image uploads with a clear 4xx and stores nothing', async () => {
    const before = files();
    const target = (await client.call('/file/getUploadUrl/moodBoardImage?ext=png')).data;
    const png = await picture('png');
    const tamper = (name: string, value: string) => {
      const u = new URL(target.uploadUrl, app.base);
      u.searchParams.set(name, value);
      return u.toString();
    };
    const expired = storageFor(app.runtime).signedPutUrl(`incoming/${target.key}`, 'image/png', -1).url;
    const cases: [string, Promise<{ status: number; json: any }>, number, RegExp][] = [
      ['expired', put(expired, png, 'image/png'), 403, /expired/],
      ['tampered signature', put(tamper('sig', 'A'.repeat(43)), png, 'image/png'), 403, /not valid/],
      ['later expiry', put(tamper('expires', String(Math.floor(Date.now() / 1000) + 86400)), png, 'image/png'), 403, /not valid/],
      ['another type in the URL', put(tamper('type', 'image/gif'), png, 'image/gif'), 403, /not valid/],
      ['another Content-Type', put(target.uploadUrl, await picture('jpeg'), 'image/jpeg'), 415, /type is not the one/],
      ['another key', put(target.uploadUrl.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'), png, 'image/png'), 403, /not valid/],
      ['a key outside staging', put(target.uploadUrl.replace('/files/incoming/', '/files/'), png, 'image/png'), 403, /not valid/],
      ['not an image', put(target.uploadUrl, Buffer.from('<html>hi</html>'), 'image/png'), 415, /not an image/],
      ['a JPEG sent as PNG', put(target.uploadUrl, await picture('jpeg'), 'image/png'), 415, /not the kind of image/],
    ];
    for (const [name, answer, status, message] of cases) {
      const { status: got, json } = await answer;
      expect(got, name).toBe(status);
      expect(json?.message, name).toMatch(message);
    }
    const huge = await fetch(new URL(target.uploadUrl, app.base), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect(files()).toEqual(before);
    expect(await client.call('/file/confirmUpload', { key: target.key })).toMatchObject({ status: 404, success: false });
    expect(await client.call('/file/confirmUpload', { key: '../../etc/passwd' })).toMatchObject({ status: 400, success: false });
    expect(await client.call('/file/getUploadUrl/moodBoardImage?contentType=image/svg%2Bxml')).toMatchObject({ status: 400, message: 'Please choose a JPEG, PNG, WebP or GIF image.' });
  });
});

describe('the browser’s upload helper', () => {
  const as = (who: ApiClient) => (input: string, init: RequestInit = {}) =>
    fetch(new URL(input, app.base), { ...init, headers: { ...(init.headers as Record<string, string>), authorization: who.token!, 'x-forwarded-for': who.address } });

  it('signs, PUTs and confirms, and answers the picture’s URL', async () => {
    const url = await uploadImageFile(new Blob([new Uint8Array(await picture('webp'))], { type: 'image/webp' }), as(client));
    expect(url).toMatch(/^\/files\/images\/[^/]+\/[0-9a-f-]{36}\.webp$/);
    expect((await fetch(`${app.base}${url}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('rejects with the site’s message', async () => {
    await expect(uploadImageFile(new Blob(['x'], { type: 'text/plain' }), as(client))).rejects.toThrow('Please choose a JPEG, PNG, WebP or GIF image.');
    await expect(uploadImageFile(new Blob(['not really'], { type: 'image/png' }), as(client))).rejects.toThrow('The file is not an image we can read.');
  });
});

describe('file/upload and file/uploadAndCompress', () => {
  it('stores an uploaded image re-encoded under the caller’s folder', async () => {
    const answer = await multipart(client, '/file/upload', await withSecrets());
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(answer.data).toMatch(/^\/files\/images\/[^/]+\/[0-9a-f-]{36}\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${app.base}${answer.data}`)).arrayBuffer());
    expect(stored.includes(Buffer.from('Secret Person'))).toBe(false);
    const gif = await multipart(designer, '/file/upload', await picture('gif'), 'image/gif', 'x.gif');
    expect(gif.data).toMatch(/\.gif$/);
  });

  it('compresses to at most 1600 px wide', async () => {
    const answer = await multipart(client, '/file/uploadAndCompress', await picture('png', 3200, 1200), 'image/png', 'wide.png');
    expect(answer.success).toBe(true);
    const meta = await sharp(Buffer.from(await (await fetch(`${app.base}${answer.data}`)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 600]);
  });

  it.each([
    ['no file', null, 'image/png', 400, /choose an image/],
    ['text named .jpg', Buffer.from('just text'), 'image/jpeg', 400, /not an image we can read/],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'), 'image/svg+xml', 400, /JPEG, PNG, WebP or GIF/],
  ])('refuses %s', async (_, file, type, status, message) => {
    const before = files();
    for (const call of ['/file/upload', '/file/uploadAndCompress']) {
      const answer = await multipart(client, call, file as Buffer | null, type);
      expect(answer.status, call).toBe(status);
      expect(answer.message, call).toMatch(message);
    }
    expect(files()).toEqual(before);
  });

  it('refuses a body over the cap before reading it', async () => {
    const res = await fetch(`${app.base}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: client.token!, 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(11 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it('limits each visitor to their uploads per 10 minutes, and lets the next visitor upload', async () => {
    const visitor = new ApiClient(app.base, null, '198.51.100.30');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    const small = await picture('png', 8, 8);
    for (let i = 0; i < uploadLimits.visitor; i++) expect((await multipart(visitor, '/file/upload', small, 'image/png')).status).toBe(200);
    const refused = await multipart(visitor, '/file/upload', small, 'image/png');
    expect(refused).toMatchObject({ status: 429, success: false, message: 'You have uploaded many images just now; please wait a few minutes and try again.' });
    const other = new ApiClient(app.base, null, '198.51.100.31');
    other.token = (await other.call('/common/getSessionId')).data.sessionId;
    expect((await multipart(other, '/file/upload', small, 'image/png')).status).toBe(200);
  });
});

describe('stored files', () => {
  function raw(pathname: string): Promise<number> {
    const { port } = new URL(app.base);
    return new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
  }

  it('serves no path outside the folder and nothing but stored images', async () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'rc-files-secret.txt'), 'secret');
    const stored = files().find((f) => f.endsWith('.jpg'))!;
    expect(await raw(`/files/${stored}`)).toBe(200);
    for (const p of [`/files/${stored}.type`, '/files/%2e%2e/rc-files-secret.txt', '/files/..%2frc-files-secret.txt', '/files/images/../../rc-files-secret.txt', '/files/images', '/files/', '/files/images%5c..%5c..%5cx']) {
      expect(await raw(p), p).toBe(404);
    }
  });

  it('logged no errors', () => {
    expect(logged).toEqual([]);
  });
});
