import sharp from 'sharp';
import { ValidationError } from '../../domain/shared/errors';
import { thumbnailQuality } from './svg-render';

/** Upload limits: the bytes sent, and the pixels decoded (a small file can hold a huge picture). */
export const imageLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 12_000,
  /** uploadAndCompress: the width the compressed copy is scaled down to (never up). */
  compressedWidth: 1600,
} as const;

export const imageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof imageTypes;
export type ImageExt = (typeof imageTypes)[ImageType];

export const imageMessages = {
  missing: 'Please choose an image to upload.',
  type: 'Please choose a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'The image is larger than 10 MB.',
  tooManyPixels: 'The image is too large (at most 40 megapixels and 12000 pixels a side).',
  unreadable: 'The file is not an image we can read.',
  mismatch: 'The file is not the kind of image it says it is.',
} as const;

/** The content type and extension for a content type or extension a client names, or null. */
export function imageTypeOf(value: string): { contentType: ImageType; ext: ImageExt } | null {
  const v = value.trim().toLowerCase().replace(/^\./, '');
  if (v in imageTypes) return { contentType: v as ImageType, ext: imageTypes[v as ImageType] };
  const ext = v === 'jpeg' ? 'jpg' : v;
  const entry = Object.entries(imageTypes).find(([, e]) => e === ext);
  return entry ? { contentType: entry[0] as ImageType, ext: entry[1] } : null;
}

const formatTypes: Record<string, ImageType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export interface CheckedImage {
  body: Buffer;
  contentType: ImageType;
  ext: ImageExt;
  width: number;
  height: number;
}

const refuse = (code: string, message: string) => new ValidationError(code, message, { file: message });

/**
 * What an upload really is, judged by its content (never by its name or the
 * type it claims): a JPEG, PNG, WebP or GIF within the limits, RE-ENCODED by
 * sharp so that only decoded pixels are stored (metadata such as EXIF and GPS
 * dropped; the EXIF orientation applied first). `expected` refuses a file
 * whose content is another type than the one signed for.
 */
export async function checkImage(input: Buffer, expected?: ImageType, limits: { maxBytes: number; maxPixels: number; maxSide: number } = imageLimits): Promise<CheckedImage> {
  if (!input.length) throw refuse('IMAGE_MISSING', imageMessages.missing);
  if (input.length > limits.maxBytes) throw refuse('IMAGE_TOO_LARGE', imageMessages.tooLarge);
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const contentType = meta?.format ? formatTypes[meta.format] : undefined;
  if (!meta || !contentType) throw refuse(meta ? 'IMAGE_TYPE' : 'IMAGE_UNREADABLE', meta ? imageMessages.type : imageMessages.unreadable);
  if (expected && expected !== contentType) throw refuse('IMAGE_TYPE_MISMATCH', imageMessages.mismatch);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pages = meta.pages ?? 1;
  if (!width || !height) throw refuse('IMAGE_UNREADABLE', imageMessages.unreadable);
  if (width > limits.maxSide || height > limits.maxSide || width * height * pages > limits.maxPixels) throw refuse('IMAGE_TOO_MANY_PIXELS', imageMessages.tooManyPixels);
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  try {
    let image = sharp(input, { limitInputPixels: limits.maxPixels, animated, failOn: 'error' });
    if (!animated) image = image.rotate();
    const body = await (contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : contentType === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.gif()
    ).toBuffer({ resolveWithObject: true });
    return { body: body.data, contentType, ext: imageTypes[contentType], width: body.info.width, height: body.info.pageHeight ?? body.info.height };
  } catch {
    throw refuse('IMAGE_UNREADABLE', imageMessages.unreadable);
  }
}

/**
 * uploadAndCompress: a checked image scaled down to at most 1600 px wide,
 * as JPEG (quality 80), or WebP when it has transparency; the first frame of
 * an animation.
 */
export async function compressImage(input: Buffer): Promise<CheckedImage> {
  const checked = await checkImage(input);
  const image = sharp(checked.body, { limitInputPixels: imageLimits.maxPixels }).resize({ width: imageLimits.compressedWidth, withoutEnlargement: true });
  const { hasAlpha } = await sharp(checked.body).stats().then((s) => ({ hasAlpha: !s.isOpaque }));
  const out = hasAlpha ? image.webp({ quality: 80 }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  const contentType: ImageType = hasAlpha ? 'image/webp' : 'image/jpeg';
  return { body: data, contentType, ext: imageTypes[contentType], width: info.width, height: info.height };
}

/** The image type the bytes are, judged from their header only (nothing decoded), or null. */
export async function sniffImageType(input: Buffer): Promise<ImageType | null> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.format ? (formatTypes[meta.format] ?? null) : null;
}

/** A board thumbnail sent as a picture: checked, then JPEG at the spec's quality 50, at most the default board's width (1921). */
export async function thumbnailFromImage(input: Buffer): Promise<CheckedImage> {
  const checked = await checkImage(input);
  const { data, info } = await sharp(checked.body, { limitInputPixels: imageLimits.maxPixels })
    .resize({ width: 1921, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: thumbnailQuality })
    .toBuffer({ resolveWithObject: true });
  return { body: data, contentType: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
}
