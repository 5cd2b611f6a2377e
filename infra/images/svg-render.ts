import { ValidationError } from '../../domain/shared/errors';
import { imageHeaderSize } from './image-header';
import { RenderStopped, type RenderAnswer, type RenderPool } from './render-pool';
import { checkSvg, SvgCostError, type CheckSvgOptions } from './svg-sanitize';

/**
 * Pixel limits of a rendered board (the default board is 1921×1081, 2 megapixels).
 * A filter's cost grows faster than the area (one blur took 1 s at 1921×1081 and
 * 50 s at 4000×4000), so a board that uses any filter renders at most 2.5 megapixels.
 */
export const renderLimits = { maxSide: 8000, maxPixels: 16_000_000, maxPixelsWithFilters: 2_500_000 } as const;

/**
 * Pictures drawn on a board (data: URIs, and our own pictures once inlined),
 * judged by their header before anything decodes them: each within the upload
 * limits (so any picture the site stores can be drawn), all together at most 100 megapixels.
 */
export const embeddedImageLimits = { maxSide: 12_000, maxPixels: 40_000_000, totalPixels: 100_000_000 } as const;

/** The spec's thumbnail JPEG quality (0.5 of 1). */
export const thumbnailQuality = 50;

export const renderMessages = {
  tooLarge: 'The board is too large to render (at most 8000 pixels a side and 16 megapixels).',
  tooLargeWithFilters: 'The board is too large to render with shadows or other filters (at most 2.5 megapixels, such as 1921×1081).',
  unreadable: 'The SVG could not be rendered.',
  width: 'Please give a target width and the board width (positive numbers).',
  imageTooLarge: 'A picture on the board is too large to render (at most 12000 pixels a side and 40 megapixels each, 100 megapixels in all).',
  imageUnreadable: 'A picture on the board could not be read (JPEG, PNG, GIF or WebP only).',
  timeout: 'The board took too long to render. Please remove some effects or pictures and try again.',
  busy: 'The server is rendering many boards just now; please try again in a moment.',
  cancelled: 'The render was cancelled.',
} as const;

export interface RenderOptions extends CheckSvgOptions {
  /** Our own storage and /cors path prefixes an <image> may name (they are inlined, never fetched by the renderer). */
  ownPrefixes?: readonly string[];
  /** The bytes of an own reference, or null when there are none (the image is then left out). */
  resolveImage?: (ref: string) => Promise<{ body: Buffer; contentType: string } | null>;
  /** Where the render runs (its own process, with a time budget). */
  pool: RenderPool;
  /** Aborted when the client has gone: the render is stopped. */
  signal?: AbortSignal;
}

const refused = (code: string, message: string, status: 413 | 422 | 503) => new SvgCostError(code, message, status);

/** Judges the pictures a render would decode, from their headers alone. */
function checkPictures(pictures: Buffer[]) {
  let total = 0;
  for (const bytes of pictures) {
    const size = imageHeaderSize(bytes);
    if (!size) throw new ValidationError('SVG_IMAGE_UNREADABLE', renderMessages.imageUnreadable, { svgText: renderMessages.imageUnreadable });
    const pixels = size.width * size.height;
    total += pixels;
    if (size.width > embeddedImageLimits.maxSide || size.height > embeddedImageLimits.maxSide || pixels > embeddedImageLimits.maxPixels || total > embeddedImageLimits.totalPixels) {
      throw refused('SVG_IMAGE_TOO_LARGE', renderMessages.imageTooLarge, 413);
    }
  }
}

/**
 * Checks the SVG (svg-sanitize: anything reaching outside is refused), replaces
 * each own image reference with its bytes as a data: URI, so the renderer
 * never reads a file or the network, judges every picture by its header, and
 * returns SVG text ready for the renderer.
 */
async function prepare(svgText: unknown, options: RenderOptions): Promise<{ svg: string; filtered: boolean }> {
  const { svg, ownRefs, dataRefs, filterSteps } = checkSvg(svgText, options.ownPrefixes ?? [], options);
  const pictures: Buffer[] = dataRefs.map((ref) => Buffer.from(ref.slice(ref.indexOf(',') + 1), 'base64'));
  const inlined = new Map<string, string>();
  for (const ref of new Set(ownRefs)) {
    const found = options.resolveImage ? await options.resolveImage(ref) : null;
    const type = found && /^image\/(png|jpeg|gif|webp)$/.test(found.contentType) ? found.contentType : null;
    if (found && type) pictures.push(found.body);
    // A missing picture becomes an empty image rather than a reference the renderer might follow.
    inlined.set(ref, found && type ? `data:${type};base64,${found.body.toString('base64')}` : 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
  }
  checkPictures(pictures);
  const filtered = filterSteps > 0;
  if (!inlined.size) return { svg, filtered };
  const withPictures = svg.replace(/([\s"'](?:[\w.-]+:)?(?:href|src)\s*=\s*)("([^"]*)"|'([^']*)')/gi, (whole, lead: string, _q, dq?: string, sq?: string) => {
    const value = (dq ?? sq ?? '').replace(/&amp;/g, '&').trim();
    const data = inlined.get(value);
    return data ? `${lead}"${data}"` : whole;
  });
  return { svg: withPictures, filtered };
}

const limitsFor = (filtered: boolean) => ({ maxSide: renderLimits.maxSide, maxPixels: filtered ? renderLimits.maxPixelsWithFilters : renderLimits.maxPixels });

/** The render's answer, or the refusal a user is told of. */
async function inPool(pool: RenderPool, run: Parameters<RenderPool['run']>[0], filtered: boolean, signal?: AbortSignal): Promise<{ body: Buffer; width: number; height: number }> {
  let answer: RenderAnswer;
  try {
    answer = await pool.run(run, signal);
  } catch (error) {
    if (!(error instanceof RenderStopped)) throw error;
    if (error.reason === 'timeout') throw refused('SVG_RENDER_TIMEOUT', renderMessages.timeout, 422);
    if (error.reason === 'busy') throw refused('SVG_RENDER_BUSY', renderMessages.busy, 503);
    if (error.reason === 'aborted') throw new ValidationError('SVG_RENDER_CANCELLED', renderMessages.cancelled);
    throw refused('SVG_UNREADABLE', renderMessages.unreadable, 422);
  }
  if (answer.ok) return answer;
  if (answer.code === 'tooLarge') throw refused('SVG_TOO_LARGE', filtered ? renderMessages.tooLargeWithFilters : renderMessages.tooLarge, 413);
  throw new ValidationError('SVG_UNREADABLE', renderMessages.unreadable, { svgText: renderMessages.unreadable });
}

/** The board's SVG as a PNG, at the SVG's own size. */
export async function renderSvgToPng(svgText: unknown, options: RenderOptions): Promise<{ body: Buffer; width: number; height: number }> {
  const { svg, filtered } = await prepare(svgText, options);
  return inPool(options.pool, { op: 'png', svg, ...limitsFor(filtered) }, filtered, options.signal);
}

/**
 * A board's thumbnail (part 1 §4, part 2 §9): the SVG scaled by
 * targetWidth / boardWidth, as JPEG at quality 50 (the spec's 0.5), white behind.
 */
export async function renderThumbnail(
  svgText: unknown,
  { targetWidth, boardWidth, ...options }: RenderOptions & { targetWidth: number; boardWidth: number },
): Promise<{ body: Buffer; width: number; height: number }> {
  if (!(targetWidth > 0) || !(boardWidth > 0) || !Number.isFinite(targetWidth) || !Number.isFinite(boardWidth) || targetWidth > renderLimits.maxSide) {
    throw new ValidationError('THUMBNAIL_WIDTH', renderMessages.width);
  }
  const { svg, filtered } = await prepare(svgText, options);
  return inPool(options.pool, { op: 'thumbnail', svg, ...limitsFor(filtered), targetWidth, boardWidth, quality: thumbnailQuality }, filtered, options.signal);
}
