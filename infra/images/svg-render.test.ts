import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool';
import { renderSvgToPng as renderPng, renderThumbnail as thumbnail, thumbnailQuality, type RenderOptions } from './svg-render';
import { claimedPng } from '../../tests/support/pictures';

const pool = new RenderPool({ timeoutMs: 120_000, concurrency: 2 });
afterAll(() => pool.close());
const renderSvgToPng = (svg: unknown, options: Partial<RenderOptions> = {}) => renderPng(svg, { pool, ...options });
const renderThumbnail = (svg: unknown, options: Partial<RenderOptions> & { targetWidth: number; boardWidth: number }) => thumbnail(svg, { pool, ...options });

const board = (inner = '', w = 1921, h = 1081) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${inner}</svg>`;

describe('rendering a board on the server', () => {
  it('renders the SVG as a PNG at its own size', async () => {
    const png = await renderSvgToPng(board('<rect x="0" y="0" width="100" height="100" fill="#ff0000"/>'));
    const meta = await sharp(png.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1921, 1081]);
    const { data } = await sharp(png.body).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('makes the thumbnail a JPEG scaled by target width / board width', async () => {
    const thumb = await renderThumbnail(board('<circle cx="960" cy="540" r="300" fill="#0000ff"/>'), { targetWidth: 480, boardWidth: 1921 });
    const meta = await sharp(thumb.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect([thumb.width, thumb.height]).toEqual([Math.round(1921 * (480 / 1921)), Math.round(1081 * (480 / 1921))]);
    // Quality 50 is what the encoder was told; a quality-90 copy of the same picture is larger.
    expect(thumbnailQuality).toBe(50);
    const q90 = await sharp(Buffer.from(board('<circle cx="960" cy="540" r="300" fill="#0000ff"/>')), { density: 72 * (480 / 1921) }).resize(480).jpeg({ quality: 90 }).toBuffer();
    expect(thumb.body.length).toBeLessThan(q90.length);
  });

  it('scales by the board width even when the SVG is wider than the board', async () => {
    const thumb = await renderThumbnail(board('', 2000, 1000), { targetWidth: 500, boardWidth: 1000 });
    expect([thumb.width, thumb.height]).toEqual([1000, 500]);
  });

  it('inlines our own images and never fetches anything itself', async () => {
    const red = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } }).png().toBuffer();
    const asked: string[] = [];
    const png = await renderSvgToPng(board('<image x="0" y="0" width="50" height="50" preserveAspectRatio="none" xlink:href="/files/images/u1/a.png"/><image x="60" y="0" width="50" height="50" href="/files/images/u1/missing.png"/>', 200, 100), {
      ownPrefixes: ['/files/'],
      resolveImage: async (ref) => {
        asked.push(ref);
        return ref.endsWith('a.png') ? { body: red, contentType: 'image/png' } : null;
      },
    });
    expect(asked).toEqual(['/files/images/u1/a.png', '/files/images/u1/missing.png']);
    const { data } = await sharp(png.body).extract({ left: 20, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 255, 0]);
  });

  it.each([
    ['a hostile SVG', board('<image href="http://127.0.0.1:1/x.png"/>'), /outside the board/],
    ['a board too large to render', board('', 9000, 100), /too large/],
    ['a board of too many pixels', board('', 7000, 7000), /too large/],
    ['an 8000×4000 board (32 megapixels)', board('', 8000, 4000), /too large/],
    ['broken SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g></svg', /could not be rendered/],
  ])('refuses %s with a clear message', async (_, svg, message) => {
    await expect(renderSvgToPng(svg)).rejects.toThrow(message);
  });

  it.each([
    [0, 1921],
    [480, 0],
    [Number.NaN, 1921],
    [-5, 1921],
    [100_000, 1921],
  ])('refuses target width %s / board width %s', async (targetWidth, boardWidth) => {
    await expect(renderThumbnail(board(), { targetWidth, boardWidth })).rejects.toThrow(/target width/);
  });
});

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { message: (error as Error).message, status: (error as { status?: number }).status };
  }
  throw new Error('not refused');
};

/** Heavy but allowed: blurs over a large board keep a renderer busy for a while. */
const heavy = board(`<filter id="f">${'<feGaussianBlur stdDeviation="50"/>'.repeat(50)}</filter><rect width="1900" height="1000" fill="#c00" filter="url(#f)"/>`);

describe('what a render may cost (issue 20)', () => {
  it('refuses an embedded picture whose header claims 16000×16000 before anything renders (413)', async () => {
    const before = pool.state().started;
    const svg = board(`<image width="10" height="10" href="data:image/png;base64,${claimedPng(16000, 16000).toString('base64')}"/>`);
    expect(await refusal(renderSvgToPng(svg))).toEqual({ status: 413, message: 'A picture on the board is too large to render (at most 12000 pixels a side and 40 megapixels each, 100 megapixels in all).' });
    expect(pool.state().started).toBe(before);
  });

  it('refuses our own picture that is too large once inlined, and pictures that are too many megapixels together', async () => {
    const big = claimedPng(8000, 4000);
    const svg = board('<image href="/files/images/u1/a.png"/>');
    expect((await refusal(renderSvgToPng(svg, { ownPrefixes: ['/files/'], resolveImage: async () => ({ body: claimedPng(20000, 10), contentType: 'image/png' }) }))).status).toBe(413);
    const four = board(`${'<image href="data:image/png;base64,' + big.toString('base64') + '"/>'}`.repeat(4));
    expect(await refusal(renderSvgToPng(four))).toMatchObject({ status: 413, message: /100 megapixels in all/ });
  });

  it('refuses an embedded picture that is not one (400)', async () => {
    const svg = board(`<image href="data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}"/>`);
    expect(await refusal(renderSvgToPng(svg))).toMatchObject({ status: 400, message: /could not be read/ });
  });

  it('refuses feTurbulence before anything renders (422)', async () => {
    const before = pool.state().started;
    const svg = board('<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="8"/><feGaussianBlur stdDeviation="200"/></filter><rect width="1921" height="1081" filter="url(#f)"/>');
    expect(await refusal(renderSvgToPng(svg))).toMatchObject({ status: 422, message: /feTurbulence/ });
    expect(pool.state().started).toBe(before);
  });

  it('renders a board with filters at most 2.5 megapixels (413)', async () => {
    const shadow = '<filter id="f"><feGaussianBlur stdDeviation="5"/></filter><rect width="100" height="100" filter="url(#f)"/>';
    expect(await refusal(renderSvgToPng(board(shadow, 4000, 4000)))).toEqual({ status: 413, message: 'The board is too large to render with shadows or other filters (at most 2.5 megapixels, such as 1921×1081).' });
    expect((await renderSvgToPng(board(shadow, 400, 200))).width).toBe(400);
  });

  it('stops a render over its time budget and says so (422)', async () => {
    const tight = new RenderPool({ timeoutMs: 1, concurrency: 1 });
    try {
      expect(await refusal(renderPng(board(), { pool: tight }))).toEqual({ status: 422, message: 'The board took too long to render. Please remove some effects or pictures and try again.' });
      expect(tight.state()).toMatchObject({ running: 0, idle: 0, finished: 0, stopped: { timeout: 1 } });
    } finally {
      tight.close();
    }
  });

  it('stops a render whose client has gone: its process is killed, not left to finish', async () => {
    const own = new RenderPool({ timeoutMs: 600_000, concurrency: 1 });
    const stops: string[] = [];
    const watched = new RenderPool({ timeoutMs: 600_000, concurrency: 1, onStop: (reason) => stops.push(reason) });
    try {
      const client = new AbortController();
      const render = refusal(renderPng(heavy, { pool: watched, signal: client.signal }));
      while (watched.state().running === 0) await new Promise((r) => setTimeout(r, 5));
      client.abort();
      expect(await render).toMatchObject({ status: 400, message: 'The render was cancelled.' });
      expect(watched.state()).toMatchObject({ running: 0, idle: 0, finished: 0, stopped: { aborted: 1 } });
      expect(stops).toEqual(['aborted']);
      // A render already cancelled never starts.
      const gone = new AbortController();
      gone.abort();
      expect((await refusal(renderPng(board(), { pool: own, signal: gone.signal }))).message).toBe('The render was cancelled.');
      expect(own.state().started).toBe(0);
    } finally {
      own.close();
      watched.close();
    }
  });

  it('lets renders wait their turn, and reuses a renderer that finished in time', async () => {
    const one = new RenderPool({ timeoutMs: 120_000, concurrency: 1 });
    try {
      const [a, b] = await Promise.all([renderPng(board('', 50, 50), { pool: one }), renderPng(board('', 60, 60), { pool: one })]);
      expect([a.width, b.width]).toEqual([50, 60]);
      expect(one.state()).toMatchObject({ running: 0, queued: 0, idle: 1, started: 2, finished: 2 });
    } finally {
      one.close();
    }
  });
});
