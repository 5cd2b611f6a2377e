import sharp from 'sharp';
import { quizQuestions, type QuizOption } from '../../../domain/discovery/style-quiz';
import { buildModel, pieceSpec, pieces, renderView, type PieceName } from '../../../domain/catalogue/models3d';
import { encodePicture } from '../../../infra/images/model-pictures';

/**
 * The quiz's pictures (issue 24): each room option is a small staged room —
 * its pieces rendered from their 3D models by the catalogue's kernel (the same
 * renders as the product pictures, on a transparent ground) and set by sharp
 * in front of the option's wall and floor; a texture option is its one piece
 * on its colour. Made on the first request from the table alone (no stored
 * assets, same bytes every time) and kept in memory: 18 small WebP files.
 */
const roomSize = { width: 480, height: 360 };
const horizon = 228;
const wallKinds = new Set(['pendant', 'mirror', 'wall-art', 'curtain', 'shade']);
const flatKinds = new Set(['rug', 'runner']);
const pixelsPerInch = 2.9;

const made = new Map<string, Promise<Buffer>>();
let queue: Promise<unknown> = Promise.resolve();

/** One render at a time, letting requests in between (a piece takes a fifth of a second of CPU). */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

/** A piece rendered on a clear ground and cropped to itself. */
const pieceOnClear = (name: PieceName, size: number) =>
  inTurn(async () => {
    const png = await encodePicture(renderView(buildModel(pieceSpec(name)), 'three-quarter', { size, background: 'transparent' }), 'png');
    const { data, info } = await sharp(png).trim().png().toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  });

/** The piece at its true size in the room: pixels per inch of its width, within bounds. */
async function scaledPiece(name: PieceName) {
  const widthIn = pieceSpec(name).dimensions.width;
  const target = Math.round(Math.min(300, Math.max(70, widthIn * pixelsPerInch)));
  const piece = await pieceOnClear(name, 360);
  const k = target / piece.width;
  const height = Math.max(1, Math.round(piece.height * k));
  return { body: await sharp(piece.body).resize(target, height).png().toBuffer(), width: target, height };
}

const shadow = (width: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24"><ellipse cx="${width / 2}" cy="12" rx="${width / 2.1}" ry="9" fill="rgba(0,0,0,0.14)"/></svg>`);

async function roomPicture(option: QuizOption): Promise<Buffer> {
  const [wall, floor] = option.colours;
  const backdrop = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${roomSize.width}" height="${roomSize.height}">` +
      `<rect width="100%" height="${horizon}" fill="${wall}"/><rect y="${horizon}" width="100%" height="${roomSize.height - horizon}" fill="${floor}"/>` +
      `<rect y="${horizon - 6}" width="100%" height="6" fill="#ffffff" fill-opacity="0.55"/></svg>`,
  );
  const layers: sharp.OverlayOptions[] = [];
  const names = option.pieces ?? [];
  const kindOf = (name: PieceName) => pieces[name].kind as string;
  // Rugs lie on the floor first; wall pieces hang high; standing pieces: the first in the middle, the next to the right, then the left.
  for (const name of names.filter((n) => flatKinds.has(kindOf(n)))) {
    const p = await scaledPiece(name);
    layers.push({ input: p.body, left: Math.round((roomSize.width - p.width) / 2), top: Math.min(roomSize.height - p.height, 300 - Math.round(p.height / 2)) });
  }
  let hung = 0;
  for (const name of names.filter((n) => wallKinds.has(kindOf(n)))) {
    const p = await scaledPiece(name);
    layers.push({ input: p.body, left: hung++ === 0 ? roomSize.width - p.width - 50 : 40, top: kindOf(name) === 'pendant' ? 0 : 40 });
  }
  const standing = names.filter((n) => !flatKinds.has(kindOf(n)) && !wallKinds.has(kindOf(n)));
  const spots = [
    { centre: 240, bottom: 332 },
    { centre: 385, bottom: 300 },
    { centre: 92, bottom: 310 },
  ];
  const placed = await Promise.all(standing.map(async (name, i) => ({ p: await scaledPiece(name), spot: spots[Math.min(i, spots.length - 1)]! })));
  // Further back (higher on the picture) first.
  for (const { p, spot } of placed.sort((a, b) => a.spot.bottom - b.spot.bottom)) {
    const left = Math.max(0, Math.min(roomSize.width - p.width, Math.round(spot.centre - p.width / 2)));
    const top = Math.max(0, spot.bottom - p.height);
    layers.push({ input: shadow(p.width), left, top: Math.min(roomSize.height - 24, spot.bottom - 14) });
    layers.push({ input: p.body, left, top });
  }
  return sharp(backdrop).composite(layers).webp({ quality: 84 }).toBuffer();
}

async function texturePicture(option: QuizOption): Promise<Buffer> {
  const size = 360;
  const ground = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${option.colours[0]}"/></svg>`);
  const piece = await pieceOnClear(option.pieces![0]!, 320);
  const k = Math.min(300 / piece.width, 300 / piece.height);
  const width = Math.round(piece.width * k), height = Math.round(piece.height * k);
  const body = await sharp(piece.body).resize(width, height).png().toBuffer();
  return sharp(ground).composite([{ input: body, left: Math.round((size - width) / 2), top: Math.round((size - height) / 2) }]).webp({ quality: 84 }).toBuffer();
}

/** The picture of a room or texture option by its id, or null when no such option has one. */
export function quizPicture(optionId: string): Promise<Buffer> | null {
  const question = quizQuestions.find((q) => q.kind !== 'palette' && q.options.some((o) => o.id === optionId));
  if (!question) return null;
  const option = question.options.find((o) => o.id === optionId)!;
  let pending = made.get(optionId);
  if (!pending) {
    pending = question.kind === 'room' ? roomPicture(option) : texturePicture(option);
    made.set(optionId, pending);
    pending.catch(() => made.delete(optionId));
  }
  return pending;
}

let warming: Promise<void> | null = null;

/**
 * Makes every option's picture, one at a time, in the background: the welcome
 * page starts it, so the first visitor's questions show their pictures at once
 * rather than waiting for them to be made on request.
 */
export function warmQuizPictures(): void {
  warming ??= (async () => {
    for (const question of quizQuestions) {
      if (question.kind === 'palette') continue;
      for (const option of question.options) await quizPicture(option.id)?.catch(() => undefined);
    }
  })();
}

export const quizPictureUrl = (optionId: string) => `/media/style-quiz/${optionId}.webp`;
