import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/shared/errors';
import { buildModel, renderView } from '../../domain/catalogue/models3d';
import { encodePicture, renderProductPictures } from './model-pictures';

describe('encoding the 3D kernel’s pictures', () => {
  it('makes a product’s three pictures as WebP by default, PNG on request, at the size asked', async () => {
    const spec = { kind: 'armchair', dimensions: { width: 32, depth: 34, height: 31, unit: 'in' as const }, material: 'Velvet', colour: 'teal' };
    const webp = await renderProductPictures(spec, { size: 160 });
    expect(webp.map((p) => [p.view, p.contentType])).toEqual([['three-quarter', 'image/webp'], ['front', 'image/webp'], ['top', 'image/webp']]);
    for (const p of webp) expect(await sharp(p.body).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
    const png = await renderProductPictures({ ...spec, kind: 'rug' }, { size: 120, format: 'png' });
    expect(png.map((p) => p.view)).toEqual(['three-quarter', 'plan', 'detail']);
    for (const p of png) expect(await sharp(p.body).metadata()).toMatchObject({ format: 'png', width: 120, height: 120 });
  });

  it('keeps the pixels: a decoded PNG is the rendered picture', async () => {
    const picture = renderView(buildModel({ kind: 'vase', dimensions: { width: 7, depth: 7, height: 14, unit: 'in' } }), 'front', { size: 64 });
    const { data, info } = await sharp(await encodePicture(picture, 'png')).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([64, 64, 4]);
    expect(Buffer.from(data).equals(Buffer.from(picture.rgba))).toBe(true);
  });

  it('keeps transparency for a transparent picture', async () => {
    const picture = renderView(buildModel({ kind: 'vase', dimensions: { width: 7, depth: 7, height: 14, unit: 'in' } }), 'front', { size: 64, background: 'transparent' });
    expect((await sharp(await encodePicture(picture, 'webp')).metadata()).hasAlpha).toBe(true);
  });

  it('refuses an absurd product with the kernel’s field message, rendering nothing', async () => {
    await expect(renderProductPictures({ kind: 'sofa', dimensions: { width: 84, depth: 37, height: -3, unit: 'in' } })).rejects.toThrow(ValidationError);
  });
});
