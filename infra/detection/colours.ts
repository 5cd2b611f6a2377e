import sharp from 'sharp';

/** The average colour of the middle half of each box (edges show the floor and wall behind), as RGB. */
export async function regionColours(body: Buffer, boxes: readonly { x: number; y: number; w: number; h: number }[]): Promise<([number, number, number] | null)[]> {
  const meta = await sharp(body).metadata();
  const [width, height] = [meta.width ?? 0, meta.height ?? 0];
  return Promise.all(
    boxes.map(async (b) => {
      const left = Math.floor((b.x + b.w / 4) * width);
      const top = Math.floor((b.y + b.h / 4) * height);
      const w = Math.max(1, Math.min(width - left, Math.floor((b.w / 2) * width)));
      const h = Math.max(1, Math.min(height - top, Math.floor((b.h / 2) * height)));
      if (left < 0 || top < 0 || left >= width || top >= height) return null;
      const { channels } = await sharp(body).extract({ left, top, width: w, height: h }).stats();
      return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean].map(Math.round) as [number, number, number];
    }),
  );
}
