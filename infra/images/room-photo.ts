import sharp from 'sharp';
import { roomPhotoLimits } from '../../domain/projects/room-photos';
import { isDomainError, ValidationError } from '../../domain/shared/errors';
import { checkImage, type CheckedImage } from './image-check';

/** What a room photo may be (issue 23): JPEG, PNG or WebP — HEIC is not readable by this build of sharp (no HEVC decoder). */
export const roomPhotoMessages = {
  type: 'Please choose a JPEG, PNG or WebP photo. (On an iPhone, photos are sent as JPEG when chosen from this page.)',
  tooLarge: `The photo is larger than ${roomPhotoLimits.maxBytes / (1024 * 1024)} MB.`,
  tooManyPixels: `The photo is too large (at most ${roomPhotoLimits.maxPixels / 1_000_000} megapixels and ${roomPhotoLimits.maxSide} pixels a side).`,
} as const;

const accepted = new Set(['image/jpeg', 'image/png', 'image/webp']);
const refuse = (code: string, message: string) => new ValidationError(code, message, { photos: message });

/**
 * A room photo as stored: judged by its content and re-encoded by the uploads'
 * own check (checkImage: metadata such as EXIF/GPS dropped, orientation
 * applied, pixel limits from the header before decoding), then scaled to at
 * most 2560 px on its longest side and stored as JPEG on white. Refusals name
 * the `photos` field.
 */
export async function roomPhotoImage(input: Buffer): Promise<CheckedImage> {
  if (input.length > roomPhotoLimits.maxBytes) throw refuse('IMAGE_TOO_LARGE', roomPhotoMessages.tooLarge);
  let checked: CheckedImage;
  try {
    checked = await checkImage(input, undefined, { maxBytes: roomPhotoLimits.maxBytes, maxPixels: roomPhotoLimits.maxPixels, maxSide: roomPhotoLimits.maxSide });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'IMAGE_TOO_MANY_PIXELS') throw refuse(error.code, roomPhotoMessages.tooManyPixels);
    if (error.code === 'IMAGE_TYPE') throw refuse(error.code, roomPhotoMessages.type);
    throw refuse(error.code, error.message);
  }
  if (!accepted.has(checked.contentType)) throw refuse('IMAGE_TYPE', roomPhotoMessages.type);
  const side = roomPhotoLimits.storedSide;
  const { data, info } = await sharp(checked.body, { limitInputPixels: roomPhotoLimits.maxPixels })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { body: data, contentType: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
}
