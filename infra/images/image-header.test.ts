import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageHeaderSize } from './image-header';
import { claimedPng } from '../../tests/support/pictures';

describe('reading a picture’s size from its header', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('reads a real %s', async (format) => {
    const bytes = await sharp({ create: { width: 37, height: 21, channels: 3, background: '#336699' } })
      [format]()
      .toBuffer();
    expect(imageHeaderSize(bytes)).toEqual({ format, width: 37, height: 21 });
  });

  it('reads a lossless and an extended WebP', async () => {
    const lossless = await sharp({ create: { width: 300, height: 5, channels: 4, background: '#33669980' } }).webp({ lossless: true }).toBuffer();
    expect(imageHeaderSize(lossless)).toEqual({ format: 'webp', width: 300, height: 5 });
    const animated = await sharp({ create: { width: 40, height: 9, channels: 4, background: '#33669980' } }).webp({ loop: 0 }).toBuffer();
    expect(imageHeaderSize(animated)).toMatchObject({ width: 40, height: 9 });
  });

  it('believes what a crafted header claims, without decoding anything', () => {
    expect(imageHeaderSize(claimedPng(16000, 16000))).toEqual({ format: 'png', width: 16000, height: 16000 });
  });

  it('counts a GIF frame that reaches past the logical screen', async () => {
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const at = small.indexOf(0x2c, 13);
    const forged = Buffer.from(small);
    forged.writeUInt16LE(60000, at + 5);
    expect(imageHeaderSize(forged)).toMatchObject({ width: 60000 });
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['text', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG cut short', claimedPng(10, 10).subarray(0, 20)],
    ['a JPEG with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a PNG claiming no pixels', claimedPng(0, 10)],
  ])('answers null for %s', (_, bytes) => {
    expect(imageHeaderSize(bytes)).toBeNull();
  });
});
