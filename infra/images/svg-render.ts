import sharp from 'sharp';
import { ValidationError } from '../../domain/shared/errors';
import { checkSvg } from './svg-sanitize';

/** Pixel limits of a rendered board (the default board is 1921×1081). */
export const renderLimits = { maxSide: 8000, maxPixels: 32_000_000 } as const;

/** The spec's thumbnail JPEG quality (0.5 of 1). */
export const thumbnailQuality = 50;

export const renderMessages = {
  tooLarge: 'The board is too large to render (at most 8000 pixels a side).',
  unreadable: 'The SVG could not be rendered.',
  width: 'Please give a target width and the board width (positive numbers).',
} as const;

export interface RenderOptions {
  /** Our own storage and /cors path prefixes an <image> may name (they are inlined, never fetched by the renderer). */
  ownPrefixes?: readonly string[];
  /** The bytes of an own reference, or null when there are none (the image is then left out). */
  resolveImage?: (ref: string) => Promise<{ body: Buffer; contentType: string } | null>;
}

/**
 * Checks the SVG (svg-sanitize: anything reaching outside is refused), replaces
 * each own image reference with its bytes as a data: URI, so the renderer
 * never reads a file or the network, and returns SVG text ready for sharp.
 */
async function prepare(svgText: unknown, options: RenderOptions): Promise<string> {
  const { svg, ownRefs } = checkSvg(svgText, options.ownPrefixes ?? []);
  const inlined = new Map<string, string>();
  for (const ref of new Set(ownRefs)) {
    const found = options.resolveImage ? await options.resolveImage(ref) : null;
    const type = found && /^image\/(png|jpeg|gif|webp)$/.test(found.contentType) ? found.contentType : null;
    // A missing picture becomes an empty image rather than a reference the renderer might follow.
    inlined.set(ref, found && type ? `data:${type};base64,${found.body.toString('base64')}` : 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
  }
  if (!inlined.size) return svg;
  return svg.replace(/([\s"'](?:[\w.-]+:)?(?:href|src)\s*=\s*)("([^"]*)"|'([^']*)')/gi, (whole, lead: string, _q, dq?: string, sq?: string) => {
    const value = (dq ?? sq ?? '').replace(/&amp;/g, '&').trim();
    const data = inlined.get(value);
    return data ? `${lead}"${data}"` : whole;
  });
}

async function rendered(svg: string, density = 72) {
  const image = sharp(Buffer.from(svg), { limitInputPixels: renderLimits.maxPixels, density });
  // The size from the header alone (no pixels decoded), judged against our own limits with a clear message.
  const meta = await sharp(Buffer.from(svg), { limitInputPixels: false, density })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ValidationError('SVG_UNREADABLE', renderMessages.unreadable, { svgText: renderMessages.unreadable });
  if (meta.width > renderLimits.maxSide || meta.height > renderLimits.maxSide || meta.width * meta.height > renderLimits.maxPixels) {
    throw new ValidationError('SVG_TOO_LARGE', renderMessages.tooLarge, { svgText: renderMessages.tooLarge });
  }
  return { image, width: meta.width, height: meta.height };
}

/** The board's SVG as a PNG, at the SVG's own size. */
export async function renderSvgToPng(svgText: unknown, options: RenderOptions = {}): Promise<{ body: Buffer; width: number; height: number }> {
  const { image } = await rendered(await prepare(svgText, options));
  try {
    const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw new ValidationError('SVG_UNREADABLE', renderMessages.unreadable, { svgText: renderMessages.unreadable });
  }
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
  const scale = targetWidth / boardWidth;
  const svg = await prepare(svgText, options);
  const natural = await rendered(svg);
  const width = Math.max(1, Math.round(natural.width * scale));
  const height = Math.max(1, Math.round(natural.height * scale));
  if (width > renderLimits.maxSide || height > renderLimits.maxSide) throw new ValidationError('SVG_TOO_LARGE', renderMessages.tooLarge, { svgText: renderMessages.tooLarge });
  // Rasterize at the scaled density (sharp/librsvg: 72 = 1:1) so that vector edges stay sharp, then fix the size exactly.
  const density = Math.min(2400, Math.max(1, 72 * scale));
  try {
    const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: renderLimits.maxPixels * 4, density })
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: thumbnailQuality })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw new ValidationError('SVG_UNREADABLE', renderMessages.unreadable, { svgText: renderMessages.unreadable });
  }
}
