import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, compressImage, imageTypeOf } from './image-check';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 40, height = 30, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 10, b: 10, alpha: 0.5 } : '#c80a0a' } })
    [format]()
    .toBuffer();

describe('checking an uploaded image', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('re-encodes a %s and keeps its type and size', async (format) => {
    const input = await picture(format);
    const out = await checkImage(input);
    expect(out.contentType).toBe(`image/${format}`);
    expect([out.width, out.height]).toEqual([40, 30]);
    expect((await sharp(out.body).metadata()).format).toBe(format);
  });

  it('drops metadata (EXIF, GPS) and applies the orientation', async () => {
    const input = await sharp(await picture('jpeg', 40, 30)).withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Artist: 'secret person' } }).jpeg().toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await checkImage(input);
    const meta = await sharp(out.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(out.body.includes(Buffer.from('secret person'))).toBe(false);
    expect([out.width, out.height]).toEqual([30, 40]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), /choose an image/],
    ['text', Buffer.from('hello, not an image'), /not an image we can read/],
    ['an SVG (sharp could read it; we do not take it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"/>'), /JPEG, PNG, WebP or GIF/],
    ['more than 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 1), /larger than 10 MB/],
  ])('refuses %s', async (_, input, message) => {
    await expect(checkImage(input)).rejects.toThrow(message);
  });

  it('refuses a TIFF, and a PNG that claims to be a JPEG', async () => {
    await expect(checkImage(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).tiff().toBuffer())).rejects.toThrow(/JPEG, PNG, WebP or GIF/);
    await expect(checkImage(await picture('png'), 'image/jpeg')).rejects.toThrow(/not the kind of image it says/);
  });

  it('refuses a small file that decodes to a huge picture, without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await expect(checkImage(bomb)).rejects.toThrow(/too large/);
  });

  it('refuses a truncated image', async () => {
    const input = await picture('jpeg', 400, 300);
    await expect(checkImage(input.subarray(0, input.length / 2))).rejects.toThrow(/not an image we can read/);
  });

  it('compresses to at most 1600 px wide: JPEG, or WebP when transparent', async () => {
    const wide = await compressImage(await picture('png', 3200, 1000));
    expect([wide.contentType, wide.width, wide.height]).toEqual(['image/jpeg', 1600, 500]);
    const small = await compressImage(await picture('png', 300, 200, true));
    expect([small.contentType, small.width, small.height]).toEqual(['image/webp', 300, 200]);
  });

  it('names types by content type or extension', () => {
    expect(imageTypeOf('image/png')).toEqual({ contentType: 'image/png', ext: 'png' });
    expect(imageTypeOf('.JPEG')).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
    expect(imageTypeOf('jpg')).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
    expect(imageTypeOf('image/svg+xml')).toBeNull();
    expect(imageTypeOf('exe')).toBeNull();
  });
});
