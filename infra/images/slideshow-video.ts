import sharp from 'sharp';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';

/**
 * A slideshow video (WebM, VP8) from still pictures: each held for `holdMs`, then
 * cross-faded into the next over `fadeFrames` frames, the last back into the first,
 * so it loops seamlessly. No video encoder is needed: a lossy WebP's image data
 * is a VP8 key frame, so each frame is encoded by sharp as WebP and its VP8
 * bitstream muxed into the WebM as is (every frame a key frame; a still held
 * costs one frame).
 */
export interface SlideshowOptions {
  width: number;
  height: number;
  holdMs: number;
  fadeFrames: number;
  fadeFrameMs: number;
  quality: number;
}

/** The VP8 bitstream of a lossy WebP without alpha (its `VP8 ` chunk). */
export function vp8Of(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  for (let at = 12; at + 8 <= webp.length; ) {
    const tag = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (tag === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WebP holds no lossy VP8 frame');
}

export async function slideshowWebm(pictures: readonly Buffer[], o: SlideshowOptions): Promise<{ body: Buffer; durationMs: number; frames: number }> {
  if (!pictures.length) throw new Error('a slideshow needs pictures');
  const raws = await Promise.all(pictures.map((p) => sharp(p).resize(o.width, o.height, { fit: 'cover' }).removeAlpha().raw().toBuffer()));
  const frame = async (rgb: Buffer) => vp8Of(await sharp(rgb, { raw: { width: o.width, height: o.height, channels: 3 } }).webp({ quality: o.quality, alphaQuality: 100 }).toBuffer());
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'V_VP8', width: o.width, height: o.height }, firstTimestampBehavior: 'strict' });
  let t = 0;
  let frames = 0;
  const add = (data: Buffer, ms: number) => {
    muxer.addVideoChunkRaw(new Uint8Array(data), 'key', t * 1000);
    t += ms;
    frames++;
  };
  for (let i = 0; i < raws.length; i++) {
    const from = raws[i]!;
    const to = raws[(i + 1) % raws.length]!;
    add(await frame(from), o.holdMs);
    if (raws.length === 1) break;
    for (let f = 1; f <= o.fadeFrames; f++) {
      const a = f / (o.fadeFrames + 1);
      const mix = Buffer.allocUnsafe(from.length);
      for (let k = 0; k < from.length; k++) mix[k] = Math.round(from[k]! * (1 - a) + to[k]! * a);
      add(await frame(mix), o.fadeFrameMs);
    }
  }
  muxer.finalize();
  return { body: Buffer.from(target.buffer), durationMs: t, frames };
}
