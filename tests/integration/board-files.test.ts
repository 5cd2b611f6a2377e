import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

let app: Awaited<ReturnType<typeof startTestApp>>;
let client: ApiClient;
let other: ApiClient;
let boardId: string;
let logged: string[];

const svg = (w = 1921, h = 1081, inner = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#ffffff"/><rect width="400" height="400" fill="#cc0000"/>${inner}</svg>`;

async function multipart(who: ApiClient, call: string, file: Buffer, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)], { type }), 'board');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${app.base}/api${call}`, { method: 'POST', headers: { authorization: who.token!, 'x-forwarded-for': who.address }, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

const imageAt = async (url: string) => Buffer.from(await (await fetch(`${app.base}${url}`)).arrayBuffer());

beforeAll(async () => {
  app = await startTestApp({ STORAGE_DIR: `/tmp/rc-board-files-${process.pid}` }, { demoData: true });
  logged = loggedErrors(app.runtime);
  client = new ApiClient(app.base, null, '198.51.100.40');
  other = new ApiClient(app.base, null, '198.51.100.41');
  expect((await client.call('/client/login', { email: 'client@roomcraft.local', password: demoPassword })).success).toBe(true);
  expect((await other.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
  const diy = await client.call('/diy/start', { roomType: 'bedroom' });
  expect(diy.success).toBe(true);
  const board = await client.call('/diymb/create', { diyId: diy.data.diyId ?? diy.data.id });
  expect(board.success).toBe(true);
  boardId = board.data.boardId;
});

describe('board-bound file calls', () => {
  it('svg2png/moodBoard renders the board’s SVG to a stored PNG', async () => {
    const answer = await client.call('/file/svg2png/moodBoard', { moodBoardId: boardId, svgText: svg() });
    expect(answer).toMatchObject({ status: 200, success: true });
    const meta = await sharp(await imageAt(answer.data)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1921, 1081]);
  });

  it.each([
    ['an external image', svg(1921, 1081, '<image href="http://169.254.169.254/latest/meta-data/"/>'), 400, /outside the board/],
    ['XXE', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg(100, 100, '<text>&x;</text>')}`, 400, /DOCTYPE/],
    ['a script', svg(100, 100, '<script>alert(1)</script>'), 400, /<script>/],
    ['a huge canvas', svg(20000, 20000), 413, /too large/],
    ['no SVG', '', 400, /SVG/],
  ])('svg2png/moodBoard refuses %s', async (_, text, status, message) => {
    const answer = await client.call('/file/svg2png/moodBoard', { moodBoardId: boardId, svgText: text });
    expect(answer.status).toBe(status);
    expect(answer.message).toMatch(message);
  });

  it('answers 404 for a board that is not the caller’s, and for no board', async () => {
    expect(await other.call('/file/svg2png/moodBoard', { moodBoardId: boardId, svgText: svg(10, 10) })).toMatchObject({ status: 404, success: false });
    expect(await client.call('/file/svg2png/moodBoard', { moodBoardId: 'mb0000000000000000', svgText: svg(10, 10) })).toMatchObject({ status: 404 });
    expect(await client.call('/file/svg2png/moodBoard', { svgText: svg(10, 10) })).toMatchObject({ status: 400, message: 'This mood board does not exist' });
    expect((await multipart(other, `/diymb/${boardId}/thumbnail`, Buffer.from(svg()), 'image/svg+xml')).status).toBe(404);
    expect((await other.call(`/diymb/${boardId}/thumbnail`)).status).toBe(404);
  });

  it('diymb/{id}/thumbnail renders the board’s SVG as JPEG quality 50 scaled by target width / board width, and keeps it as the board’s', async () => {
    expect((await client.call(`/diymb/${boardId}/thumbnail`)).data).toBeNull();
    const answer = await multipart(client, `/diymb/${boardId}/thumbnail`, Buffer.from(svg()), 'image/svg+xml', { targetWidth: '480' });
    expect(answer).toMatchObject({ status: 200, success: true });
    const meta = await sharp(await imageAt(answer.data)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, Math.round(1081 * (480 / 1921))]);
    expect((await client.call(`/diymb/${boardId}/thumbnail`)).data).toBe(answer.data);
  });

  it('takes a picture the browser made as the thumbnail, re-encoded', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const answer = await multipart(client, `/diymb/${boardId}/thumbnail`, png, 'image/png');
    expect(answer.success).toBe(true);
    const meta = await sharp(await imageAt(answer.data)).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1921]);
    expect((await client.call(`/diymb/${boardId}/thumbnail`)).data).toBe(answer.data);
  });

  it('refuses a non-image thumbnail and a bad width', async () => {
    expect(await multipart(client, `/diymb/${boardId}/thumbnail`, Buffer.from('not an image'), 'image/png')).toMatchObject({ status: 400, message: 'The file is not an image we can read.' });
    expect((await multipart(client, `/diymb/${boardId}/thumbnail`, Buffer.from(svg()), 'image/svg+xml', { targetWidth: 'wide' })).status).toBe(400);
    expect((await multipart(client, `/diymb/${boardId}/thumbnail`, Buffer.from(svg()), 'image/svg+xml', { targetWidth: '99999' })).status).toBe(400);
  });

  it('logged no errors', () => expect(logged).toEqual([]));
});
