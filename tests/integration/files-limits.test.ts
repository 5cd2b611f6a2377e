import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { stagedLimits, uploadLimits } from '../../domain/files/images';
import { createLogger } from '../../infra/logger';
import { storageFor } from '../../infra/storage';
import { sweepStagedUploads } from '../../workers/staged-upload-sweeper';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { claimedPng } from '../support/pictures';
import { settled } from '../support/processes';

/**
 * Issue 20, files: what a server-side render may cost (size, filters, embedded
 * pictures, a time budget, the client going away, the image limit judged
 * first), references the sanitizer must refuse, and unconfirmed uploads
 * (a cap per owner, swept after their URL expires).
 */
const dir = `/tmp/rc-files-limits-${process.pid}`;
let app: Awaited<ReturnType<typeof startTestApp>>;
let logged: string[];
const messages: string[] = [];

const svg = (inner = '', w = 200, h = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/>${inner}</svg>`;

async function visitorWithBoard(address: string) {
  const visitor = new ApiClient(app.base, null, address);
  visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
  const diy = await visitor.call('/diy/start', { roomType: 'bedroom' });
  const board = await visitor.call('/diymb/create', { diyId: diy.data.diyId });
  expect(board.success).toBe(true);
  return { visitor, boardId: board.data.boardId as string };
}

const svg2png = (who: ApiClient, moodBoardId: string, svgText: string, signal?: AbortSignal) =>
  fetch(`${app.base}/api/file/svg2png/moodBoard`, {
    method: 'POST',
    headers: { authorization: who.token!, 'x-forwarded-for': who.address, 'content-type': 'application/json' },
    body: JSON.stringify({ moodBoardId, svgText }),
    signal,
  });

const answer = async (res: Response) => ({ status: res.status, ...((await res.json()) as { success: boolean; message: string; data: unknown }) });

beforeAll(async () => {
  app = await startTestApp({ STORAGE_DIR: dir, SVG_RENDER_TIMEOUT_MS: '600000' }, { demoData: true });
  logged = loggedErrors(app.runtime);
  for (const level of ['debug', 'info', 'warn'] as const) {
    const original = app.runtime.logger[level].bind(app.runtime.logger);
    app.runtime.logger[level] = (msg, fields) => {
      messages.push(msg);
      original(msg, fields);
    };
  }
});

describe('svg2png refuses what would cost too much, with a clear 4xx', () => {
  let visitor: ApiClient;
  let boardId: string;
  beforeAll(async () => ({ visitor, boardId } = await visitorWithBoard('198.51.100.60')));

  it.each([
    ['an embedded PNG whose header claims 16000×16000', () => svg(`<image width="10" height="10" href="data:image/png;base64,${claimedPng(16000, 16000).toString('base64')}"/>`), 413, /picture on the board is too large/],
    ['feTurbulence', () => svg('<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="8"/></filter><rect width="200" height="100" filter="url(#f)"/>'), 422, /feTurbulence/],
    ['a large blur', () => svg('<filter id="f"><feGaussianBlur stdDeviation="400"/></filter><rect width="200" height="100" filter="url(#f)"/>'), 422, /stdDeviation/],
    ['feConvolveMatrix', () => svg('<filter id="f"><feConvolveMatrix order="3" kernelMatrix="1 1 1 1 1 1 1 1 1"/></filter>'), 422, /feConvolveMatrix/],
    ['an 8000×4000 board', () => svg('', 8000, 4000), 413, /at most 8000 pixels a side and 16 megapixels/],
    ['a large board with a filter', () => svg('<filter id="f"><feGaussianBlur stdDeviation="5"/></filter><rect width="200" height="100" filter="url(#f)"/>', 4000, 2000), 413, /2\.5 megapixels/],
    ['an onload attribute', () => svg('<rect width="5" height="5" onload="alert(1)"/>'), 400, /event attribute \(onload\)/],
    ['an onload on the root', () => svg('').replace('<svg ', '<svg onload="alert(1)" '), 400, /event attribute \(onload\)/],
    ['a /cors/ reference to a loopback address', () => svg('<image width="10" height="10" href="/cors/127.0.0.1:9/x.png"/>'), 400, /outside the board: \/cors\/127\.0\.0\.1:9\/x\.png/],
    ['a /cors/ reference to localhost', () => svg('<image width="10" height="10" xlink:href="/cors/localhost:3000/x.png"/>'), 400, /outside the board/],
    ['a /cors/ reference to the metadata service', () => svg('<image width="10" height="10" href="/cors/169.254.169.254/latest/meta-data"/>'), 400, /outside the board/],
    ['a javascript: link', () => svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), 400, /outside the board/],
    ['an animation setting a reference', () => svg('<image href="#x"><set attributeName="href" to="/cors/127.0.0.1/x.png"/></image>'), 400, /animation/],
  ])('refuses %s', async (_, make, status, message) => {
    const res = await answer(await svg2png(visitor, boardId, make()));
    expect([res.status, res.success]).toEqual([status, false]);
    expect(res.message).toMatch(message);
  });

  it('still renders a plain board', async () => {
    const res = await answer(await svg2png(visitor, boardId, svg('<rect width="50" height="50" fill="#c00"/>')));
    expect(res).toMatchObject({ status: 200, success: true });
  });

  it('stops the render when the client goes away: its renderer process is killed', async () => {
    // Allowed but slow: fifty large blurs over a whole board.
    const heavy = svg(`<filter id="f">${'<feGaussianBlur stdDeviation="50"/>'.repeat(50)}</filter><rect width="1900" height="1000" fill="#c00" filter="url(#f)"/>`, 1921, 1081);
    const client = new AbortController();
    const started = messages.filter((m) => m === 'svg render started').length;
    const request = svg2png(visitor, boardId, heavy, client.signal).catch((error: Error) => error);
    while (messages.filter((m) => m === 'svg render started').length === started) await new Promise((r) => setTimeout(r, 10));
    client.abort();
    expect(await request).toBeInstanceOf(Error);
    while (!messages.includes('svg render stopped: the client has gone')) await new Promise((r) => setTimeout(r, 10));
    expect(messages.filter((m) => m === 'svg render stopped: the client has gone')).toHaveLength(1);
  });
});

describe('the image limit is judged before rendering', () => {
  it('answers 429 to a visitor at their limit without rendering the board', async () => {
    const { visitor, boardId } = await visitorWithBoard('198.51.100.61');
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    for (let i = 0; i < uploadLimits.visitor; i++) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'a.png');
      const res = await fetch(`${app.base}/api/file/upload`, { method: 'POST', headers: { authorization: visitor.token!, 'x-forwarded-for': visitor.address }, body: form });
      expect(res.status).toBe(200);
    }
    const started = messages.filter((m) => m === 'svg render started').length;
    const res = await answer(await svg2png(visitor, boardId, svg()));
    expect(res).toMatchObject({ status: 429, message: 'You have uploaded many images just now; please wait a few minutes and try again.' });
    expect(messages.filter((m) => m === 'svg render started').length).toBe(started);
  });
});

describe('the time budget', () => {
  it('stops a render over SVG_RENDER_TIMEOUT_MS and says so (422)', async () => {
    const tight = await startTestApp({ STORAGE_DIR: `${dir}-tight`, SVG_RENDER_TIMEOUT_MS: '1' }, { demoData: true });
    const warned: string[] = [];
    const warn = tight.runtime.logger.warn.bind(tight.runtime.logger);
    tight.runtime.logger.warn = (msg, fields) => {
      warned.push(msg);
      warn(msg, fields);
    };
    const visitor = new ApiClient(tight.base, null, '198.51.100.62');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    const diy = await visitor.call('/diy/start', { roomType: 'bedroom' });
    const board = await visitor.call('/diymb/create', { diyId: diy.data.diyId });
    const res = await visitor.call('/file/svg2png/moodBoard', { moodBoardId: board.data.boardId, svgText: svg() });
    expect(res).toMatchObject({ status: 422, success: false, message: 'The board took too long to render. Please remove some effects or pictures and try again.' });
    expect(warned).toContain('svg render stopped: timeout');
  });
});

describe('uploads waiting to be confirmed', () => {
  const mb = 1024 * 1024;
  const png = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#00aa00' } }).png().toBuffer();
  const quiet = createLogger('silent');

  it(`caps a visitor at ${stagedLimits.visitor / mb} MB waiting, counted at the size they name (10 MB when none)`, async () => {
    const visitor = new ApiClient(app.base, null, '198.51.100.63');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    for (let i = 0; i < 4; i++) expect((await visitor.call(`/file/getUploadUrl/moodBoardImage?contentType=image/png&size=${5 * mb}`)).status).toBe(200);
    const refused = await visitor.call('/file/getUploadUrl/moodBoardImage?contentType=image/png&size=1');
    expect(refused).toMatchObject({ status: 429, success: false, message: 'You have 20 MB of uploads waiting to be confirmed. Please confirm them, or wait a few minutes until their links expire, and try again.' });
    const other = new ApiClient(app.base, null, '198.51.100.64');
    other.token = (await other.call('/common/getSessionId')).data.sessionId;
    expect((await other.call('/file/getUploadUrl/moodBoardImage?contentType=image/png')).status).toBe(200);
    expect((await other.call('/file/getUploadUrl/moodBoardImage?contentType=image/png')).status).toBe(200);
    expect((await other.call('/file/getUploadUrl/moodBoardImage?contentType=image/png')).status).toBe(429);
    for (const size of ['0', '-1', 'abc', String(10 * mb + 1), '1.5']) expect((await other.call(`/file/getUploadUrl/moodBoardImage?contentType=image/png&size=${size}`)).status, size).toBe(400);
  });

  it('refuses a PUT larger than the size the link was signed for (413)', async () => {
    const visitor = new ApiClient(app.base, null, '198.51.100.65');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    const body = await png();
    const target = await visitor.call(`/file/getUploadUrl/moodBoardImage?contentType=image/png&size=${body.length - 1}`);
    const put = await fetch(`${app.base}${target.data.uploadUrl}`, { method: 'PUT', headers: target.data.headers, body: new Uint8Array(body) });
    expect(put.status).toBe(413);
    expect(((await put.json()) as { message: string }).message).toBe('The file is larger than the size this upload link was signed for.');
    // Tampering with the size breaks the signature.
    const url = new URL(target.data.uploadUrl, app.base);
    url.searchParams.set('max', String(10 * mb));
    expect((await fetch(url, { method: 'PUT', headers: target.data.headers, body: new Uint8Array(body) })).status).toBe(403);
  });

  it('sweeps unconfirmed uploads once their URL has expired (local folder), keeps confirmed ones, and frees the allowance', async () => {
    const visitor = new ApiClient(app.base, null, '198.51.100.66');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    const body = await png();
    const staged: string[] = [];
    for (let i = 0; i < 2; i++) {
      const target = await visitor.call('/file/getUploadUrl/moodBoardImage?contentType=image/png');
      expect((await fetch(`${app.base}${target.data.uploadUrl}`, { method: 'PUT', headers: target.data.headers, body: new Uint8Array(body) })).status).toBe(200);
      staged.push(target.data.key);
    }
    expect((await visitor.call('/file/getUploadUrl/moodBoardImage?contentType=image/png')).status).toBe(429);
    // One is confirmed: it is published and no longer waiting.
    expect((await visitor.call('/file/confirmUpload', { key: staged[0] })).success).toBe(true);
    const onDisk = (key: string) => fs.existsSync(path.join(dir, 'incoming', key));
    expect([onDisk(staged[0]), onDisk(staged[1])]).toEqual([false, true]);
    await settled(app.runtime);
    const deps = { db: app.runtime.db, pipeline: app.runtime.pipeline, storage: storageFor(app.runtime), logger: quiet };
    // Not yet expired: nothing is swept.
    expect(await sweepStagedUploads({ ...deps, now: () => new Date() })).toBe(0);
    expect(onDisk(staged[1])).toBe(true);
    // Six minutes on (300 s URL + 60 s grace), the unconfirmed one goes (with the other tests' unconfirmed ones).
    const later = () => new Date(Date.now() + 6 * 60_000);
    expect(await sweepStagedUploads({ ...deps, now: later })).toBeGreaterThanOrEqual(1);
    expect(onDisk(staged[1])).toBe(false);
    expect(fs.existsSync(path.join(dir, staged[0]))).toBe(true);
    expect((await visitor.call('/file/confirmUpload', { key: staged[1] })).status).toBe(404);
    // Once the read model has the discards (another file's transaction on the server may hold the feed back a moment), nothing is left to sweep.
    await expect.poll(async () => {
      await settled(app.runtime);
      return sweepStagedUploads({ ...deps, now: later });
    }, { timeout: 30_000, interval: 200 }).toBe(0);
    // Its 10 MB are free again.
    expect((await visitor.call('/file/getUploadUrl/moodBoardImage?contentType=image/png')).status).toBe(200);
  });

  it('logged no errors', () => expect(logged).toEqual([]));
});
