import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSvgToPng, renderThumbnail, thumbnailQuality } from './svg-render';

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
