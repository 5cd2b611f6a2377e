import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImageFile } from '../../app/ui/upload-image';
import { createLogger } from '../../infra/logger';
import { storageFor } from '../../infra/storage';
import { sweepStagedUploads } from '../../workers/staged-upload-sweeper';
import { stagedUploadsTable } from '../../projections/files/staged-uploads';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { startFakeS3, type FakeS3 } from '../support/s3-fake';
import { settled } from '../support/processes';

const settings = { bucket: 'roomcraft-files', accessKeyId: 'AKIDAPPTEST', secretAccessKey: 'app-test-secret-never-shown', region: 'eu-west-1' };
let s3: FakeS3;
let app: Awaited<ReturnType<typeof startTestApp>>;
let visitor: ApiClient;
let logged: string[];

beforeAll(async () => {
  s3 = await startFakeS3(settings);
  app = await startTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    CORS_PROXY_ALLOW_PRIVATE: 'true',
  });
  logged = loggedErrors(app.runtime);
  visitor = new ApiClient(app.base, null, '198.51.100.50');
  visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
});
afterAll(() => s3.close());

const as = (who: ApiClient) => (input: string, init: RequestInit = {}) =>
  fetch(new URL(input, app.base), { ...init, headers: { ...(init.headers as Record<string, string>), ...(input.startsWith('/') ? { authorization: who.token!, 'x-forwarded-for': who.address } : {}) } });

describe('uploads into an S3-compatible bucket', () => {
  it('signs a presigned PUT to the bucket, then re-encodes and publishes it; the secret never reaches the caller', async () => {
    expect((await visitor.call('/file/getUploadUrl/moodBoardImageBucket')).data).toBe('roomcraft-files');
    const target = await visitor.call('/file/getUploadUrl/moodBoardImage?contentType=image/png');
    expect(target.data.uploadUrl.startsWith(`${s3.url}/roomcraft-files/incoming/images/`)).toBe(true);
    expect(new URL(target.data.uploadUrl).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(decodeURIComponent(JSON.stringify(target.data))).not.toContain(settings.secretAccessKey);
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#112233' } }).withExifMerge({ IFD0: { Artist: 'Hidden Name' } }).png().toBuffer();
    // The wrong type against the signed one: the bucket refuses it.
    expect((await fetch(target.data.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(png) })).status).toBe(403);
    expect((await fetch(target.data.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) })).status).toBe(200);
    const confirmed = await visitor.call('/file/confirmUpload', { key: target.data.key });
    expect(confirmed).toMatchObject({ success: true, data: `${s3.url}/roomcraft-files/${target.data.key}` });
    const stored = s3.objects.get(target.data.key)!;
    expect(stored.contentType).toBe('image/png');
    expect(stored.body.includes(Buffer.from('Hidden Name'))).toBe(false);
    expect(s3.objects.has(`incoming/${target.data.key}`)).toBe(false);
  });

  it('the browser helper and file/upload store in the bucket; the bucket’s pictures come through /cors', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#abcdef' } }).webp().toBuffer();
    const url = await uploadImageFile(new Blob([new Uint8Array(webp)], { type: 'image/webp' }), as(visitor));
    expect(url.startsWith(`${s3.url}/roomcraft-files/images/`)).toBe(true);
    const proxied = await fetch(`${app.base}/cors/${url.replace(/^http:\/\//, '')}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('image/webp');
    // Our bucket's pictures are read through the storage port (the bucket need not be public); staged uploads never.
    const bucketPath = `${s3.url.replace(/^http:\/\//, '')}/roomcraft-files`;
    expect((await fetch(`${app.base}/cors/${bucketPath}/incoming/images/x/y.png`)).status).toBe(404);
    expect((await fetch(`${app.base}/cors/${bucketPath}/images/x/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${app.base}/cors/127.0.0.2:1/x.png`)).status).toBe(403);
  });

  it('a non-image staged in the bucket is refused at confirmation and removed', async () => {
    const target = await visitor.call('/file/getUploadUrl/moodBoardImage?ext=gif');
    expect((await fetch(target.data.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/gif' }, body: 'GIF89a but not really' })).status).toBe(200);
    expect(await visitor.call('/file/confirmUpload', { key: target.data.key })).toMatchObject({ status: 400, message: 'The file is not an image we can read.' });
    expect(s3.objects.has(`incoming/${target.data.key}`)).toBe(false);
    expect(s3.objects.has(target.data.key)).toBe(false);
  });

  it('sweeps an unconfirmed upload from the bucket once its URL has expired (issue 20)', async () => {
    const png = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#445566' } }).png().toBuffer();
    const target = await visitor.call(`/file/getUploadUrl/moodBoardImage?contentType=image/png&size=${png.length}`);
    expect((await fetch(target.data.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) })).status).toBe(200);
    expect(s3.objects.has(`incoming/${target.data.key}`)).toBe(true);
    // The staged upload is in the read model the sweeper reads (another test file's open transaction may hold the feed back a while).
    const staged = async () => {
      await settled(app.runtime);
      return (await app.runtime.db(stagedUploadsTable).where({ key: target.data.key }).first()) !== undefined;
    };
    await expect.poll(staged, { timeout: 30_000 }).toBe(true);
    const deps = { db: app.runtime.db, pipeline: app.runtime.pipeline, storage: storageFor(app.runtime), logger: createLogger('silent') };
    expect(await sweepStagedUploads({ ...deps, now: () => new Date() })).toBe(0);
    expect(await sweepStagedUploads({ ...deps, now: () => new Date(Date.now() + 6 * 60_000) })).toBeGreaterThanOrEqual(1);
    expect(s3.objects.has(`incoming/${target.data.key}`)).toBe(false);
    expect(await visitor.call('/file/confirmUpload', { key: target.data.key })).toMatchObject({ status: 404 });
  });

  it('logged no errors, and the secret is nowhere in the bucket server’s requests', () => {
    expect(logged).toEqual([]);
    expect(JSON.stringify(s3.log)).not.toContain(settings.secretAccessKey);
  });
});
