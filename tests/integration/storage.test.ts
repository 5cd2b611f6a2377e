import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage } from '../../infra/storage';
import { S3Error } from '../../infra/storage/s3';
import { startFakeS3, type FakeS3 } from '../support/s3-fake';
import { storageContract } from './storage.contract';
import { atFileEnd } from '../support/cleanup';

const settings = { bucket: 'roomcraft-test', accessKeyId: 'AKIDTEST1234', secretAccessKey: 'not-a-real-secret-for-tests', region: 'us-east-1' };
let s3: FakeS3;
let offset = 0;
beforeAll(async () => {
  s3 = await startFakeS3(settings);
  s3.clock.now = () => Date.now() + offset * 1000;
});
afterAll(() => s3.close());

storageContract('local folder', async () => {
  let skew = 0;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-storage-'));
  atFileEnd(() => fs.rmSync(root, { recursive: true, force: true }));
  const storage = new LocalStorage(root, 'x'.repeat(40), () => Date.now() + skew * 1000);
  return {
    storage,
    advance: (seconds) => void (skew += seconds),
    // What the app's PUT handler does with the signature (tests/integration/files-api.test.ts drives the real one over HTTP).
    async putSigned(signed, body, contentType, mutate) {
      const url = new URL(signed.url, 'http://site');
      mutate?.(url);
      const key = decodeURIComponent(url.pathname.replace(/^\/files\//, ''));
      const grant = storage.verifyUpload(key, url.searchParams);
      if (typeof grant === 'string' || grant.contentType !== contentType) return 403;
      await storage.putObject(key, body, contentType);
      return 200;
    },
  };
});

storageContract('S3-compatible bucket', async () => {
  offset = 0;
  const storage = new S3Storage({ ...settings, endpoint: s3.url });
  return {
    storage,
    advance: (seconds) => void (offset += seconds),
    async putSigned(signed, body, contentType, mutate) {
      const url = new URL(signed.url);
      mutate?.(url);
      const res = await fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
      await res.arrayBuffer();
      return res.status;
    },
  };
});

describe('S3 adapter against a server that checks signatures', () => {
  it('is refused with a wrong secret, and the error names the code, never the secret', async () => {
    const wrong = new S3Storage({ ...settings, secretAccessKey: 'the-wrong-secret-value', endpoint: s3.url });
    const error = await wrong.putObject('images/u1/z.png', Buffer.from('x'), 'image/png').catch((e: Error) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
    expect((error as Error).message).toContain('SignatureDoesNotMatch');
    expect((error as Error).message).not.toContain('the-wrong-secret-value');
    expect(s3.objects.has('images/u1/z.png')).toBe(false);
  });

  it('stores under the bucket and serves a public URL from S3_PUBLIC_URL when set', async () => {
    const storage = new S3Storage({ ...settings, endpoint: s3.url, publicUrl: 'https://cdn.example.com/' });
    await storage.putObject('images/u1/y.png', Buffer.from('y'), 'image/png');
    expect(s3.log.at(-1)).toEqual({ method: 'PUT', path: '/roomcraft-test/images/u1/y.png', status: 200, code: undefined });
    expect(storage.publicUrl('images/u1/y.png')).toBe('https://cdn.example.com/images/u1/y.png');
    expect(new S3Storage({ ...settings, endpoint: s3.url }).publicUrl('images/u1/y.png')).toBe(`${s3.url}/roomcraft-test/images/u1/y.png`);
  });
});
