import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * The bad-input sweep for issue 20's file families, on a board the caller may
 * render (so each SVG reaches the sanitizer and the renderer, not a 404):
 * event attributes, /cors/ references to loopback and private hosts,
 * javascript: links, costly filters, embedded picture bombs, and hostile
 * upload sizes. Each answers a 4xx with a message, never a 5xx, and nothing is logged as an error.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let logged: string[];
let visitor: ApiClient;
let boardId: string;

beforeAll(async () => {
  app = await startTestApp({ STORAGE_DIR: `/tmp/rc-bad-files-${process.pid}` }, { demoData: true });
  logged = loggedErrors(app.runtime);
  visitor = new ApiClient(app.base, null, '198.51.100.70');
  visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
  const diy = await visitor.call('/diy/start', { roomType: 'bedroom' });
  boardId = (await visitor.call('/diymb/create', { diyId: diy.data.diyId })).data.boardId;
});

const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200"${attrs}>${inner}</svg>`;
const image = (href: string) => wrap(`<image width="20" height="20" href="${href}"/>`);

async function bombs(): Promise<Record<string, Buffer>> {
  const small = (format: 'png' | 'jpeg' | 'gif' | 'webp') => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })[format]().toBuffer();
  const png = await small('png');
  png.writeUInt32BE(16_000, 16);
  png.writeUInt32BE(16_000, 20);
  const jpeg = await small('jpeg');
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(60_000, sof + 5);
  jpeg.writeUInt16BE(60_000, sof + 7);
  const gif = await small('gif');
  gif.writeUInt16LE(65_000, 6);
  gif.writeUInt16LE(65_000, 8);
  const webp = await small('webp');
  webp.writeUInt16LE(16_000, 26);
  webp.writeUInt16LE(16_000, 28);
  return { png, jpeg, gif, webp };
}

describe('bad input to the file calls (issue 20) never gives a 500 or an error in the log', () => {
  it('sweeps svg2png and the board thumbnail with hostile SVG families', { timeout: 180_000 }, async () => {
    const pictures = await bombs();
    const families: Record<string, string> = {
      ...Object.fromEntries(['onload', 'onclick', 'onmouseover', 'onfocusin', 'onbegin', 'ONLOAD'].map((e) => [`event ${e}`, wrap('<rect width="5" height="5"/>', ` ${e}="alert(1)"`)])),
      'event in a nested tag': wrap('<g><a><rect width="5" height="5" onactivate="x"/></a></g>'),
      ...Object.fromEntries(
        ['127.0.0.1/x.png', '127.1/x.png', '[::1]/x.png', '0x7f.1/x.png', 'localhost/x.png', 'localhost:3000/x.png', '10.0.0.1/x.png', '192.168.1.1/x.png', '169.254.169.254/latest/meta-data', '0.0.0.0:80/x.png', 'evil.example/x.png'].map((h) => [`/cors/${h}`, image(`/cors/${h}`)]),
      ),
      '/cors/ in a use': wrap('<use xlink:href="/cors/127.0.0.1/x.svg#a"/>'),
      '/cors/ in CSS': wrap('<rect width="5" height="5" style="fill:url(/cors/127.0.0.1/x.svg#a)"/>'),
      '/cors/ by @import': wrap('<style>@import url(/cors/127.0.0.1/a.css);</style>'),
      'javascript: link': wrap('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
      'javascript: entity-encoded': wrap('<a href="&#106;avascript:alert(1)"/>'),
      ...Object.fromEntries(
        ['feTurbulence', 'feConvolveMatrix kernelMatrix="1"', 'feMorphology radius="999"', 'feDisplacementMap scale="99"', 'feSpecularLighting', 'feDiffuseLighting', 'feTile', 'feImage href="#a"'].map((f) => [`filter ${f.split(' ')[0]}`, wrap(`<filter id="f"><${f}/></filter><rect width="300" height="200" filter="url(#f)"/>`)]),
      ),
      'blur 1e6': wrap('<filter id="f"><feGaussianBlur stdDeviation="1e6"/></filter><rect width="300" height="200" filter="url(#f)"/>'),
      'blur NaN': wrap('<filter id="f"><feGaussianBlur stdDeviation="NaN"/></filter>'),
      'CSS blur()': wrap('<rect width="300" height="200" style="filter:blur(9999px)"/>'),
      'many filter steps': wrap(`<filter id="f">${'<feOffset dx="1"/>'.repeat(500)}</filter>`),
      ...Object.fromEntries(Object.entries(pictures).map(([f, b]) => [`${f} bomb`, image(`data:image/${f};base64,${b.toString('base64')}`)])),
      'a bomb under another type': image(`data:image/jpeg;base64,${pictures.png.toString('base64')}`),
      'a truncated picture': image(`data:image/png;base64,${pictures.png.subarray(0, 20).toString('base64')}`),
      'not a picture': image(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`),
      'many pictures together': wrap(image(`data:image/png;base64,${(() => { const b = Buffer.from(pictures.png); b.writeUInt32BE(10_000, 16); b.writeUInt32BE(4_000, 20); return b; })().toString('base64')}`).repeat(3)),
      'a huge board': wrap('').replace('width="300" height="200"', 'width="8000" height="8000"'),
      'an unclosed attribute': wrap('<rect title="x/>'),
      'a tag without a name': wrap('< />'),
    };
    for (const [name, svgText] of Object.entries(families)) {
      const res = await visitor.call('/file/svg2png/moodBoard', { moodBoardId: boardId, svgText });
      expect(res.status, `svg2png ${name}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `svg2png ${name}`).toBeLessThan(500);
      expect(res.message, `svg2png ${name}`).toBeTruthy();
      const form = new FormData();
      form.set('file', new Blob([svgText], { type: 'image/svg+xml' }), 'board.svg');
      const thumb = await fetch(`${app.base}/api/diymb/${boardId}/thumbnail`, { method: 'POST', headers: { authorization: visitor.token!, 'x-forwarded-for': visitor.address }, body: form });
      expect(thumb.status, `thumbnail ${name}`).toBeGreaterThanOrEqual(400);
      expect(thumb.status, `thumbnail ${name}`).toBeLessThan(500);
    }
    expect(logged).toEqual([]);
  });

  it('sweeps getUploadUrl with hostile sizes', async () => {
    const other = new ApiClient(app.base, null, '198.51.100.71');
    other.token = (await other.call('/common/getSessionId')).data.sessionId;
    for (const size of ['%00', '-1', '0', '1e309', 'NaN', '99999999999999999999', '1.5', '10485761', '[]']) {
      const res = await other.call(`/file/getUploadUrl/moodBoardImage?contentType=image/png&size=${size}`);
      expect([res.status, res.success], size).toEqual([400, false]);
      expect(res.message, size).toBeTruthy();
    }
    const twice = await other.call('/file/getUploadUrl/moodBoardImage?contentType=image/png&size=1&size=2');
    expect(twice.status).toBeLessThan(500);
    expect(logged).toEqual([]);
  });
});
