import { buildModel, glbContentType, modelVersion, pieceSpec, renderRoom, renderView, specKey, toGlb, type ModelSpec, type PieceName, type RoomType, type ViewName } from '../../domain/catalogue/models3d';
import { encodePicture } from './model-pictures';
import { slideshowWebm } from './slideshow-video';
import type { Runtime } from '../runtime';
import { storageFor } from '../storage';

/**
 * A product's model files (issue 22, ADR 032): its glTF binary and its three
 * pictures, made from the spec on their first request and kept in file storage
 * under the spec's key (`models/{key}.glb`, `models/{key}.{view}.webp`), so each
 * is made once per spec — whichever product, server or test file asks. Making
 * is CPU work (a picture about 0.1 s): one file at a time in this process, the
 * same file never twice at once, and at most `maxWaiting` waiting; more answer busy.
 */
export type ModelFileName = 'glb' | ViewName;

/** Pixels a side of a rendered picture: the product page's largest; cards scale it down. */
export const pictureSize = 600;
const maxWaiting = 64;

export class ModelFilesBusy extends Error {
  constructor() {
    super('Pictures are being made for many products at once');
    this.name = 'ModelFilesBusy';
  }
}

const contentTypeOf = (file: ModelFileName) => (file === 'glb' ? glbContentType : 'image/webp');
const storageKeyOf = (key: string, file: ModelFileName) => `models/${key}.${file === 'glb' ? 'glb' : `${file}.webp`}`;

async function make(spec: ModelSpec, file: ModelFileName): Promise<Buffer> {
  const model = buildModel(spec);
  if (file === 'glb') return Buffer.from(toGlb(model));
  return encodePicture(renderView(model, file, { size: pictureSize }), 'webp');
}

let queue: Promise<unknown> = Promise.resolve();
const making = new Map<string, Promise<Buffer>>();

/** Runs `work` after every file queued before it, letting requests in between. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

type Files = Pick<Runtime, 'config' | 'sessionSecret'>;

/** A stored file, or one made now (in turn) and stored; one making per key at a time. */
async function storedOrMade(runtime: Files, storageKey: string, contentType: string, makeBody: () => Promise<Buffer>): Promise<{ body: Buffer; contentType: string }> {
  const storage = storageFor(runtime);
  const stored = await storage.getObject(storageKey);
  if (stored) return { body: stored.body, contentType };
  let pending = making.get(storageKey);
  if (!pending) {
    if (making.size >= maxWaiting) throw new ModelFilesBusy();
    pending = inTurn(async () => {
      const body = await makeBody();
      await storage.putObject(storageKey, body, contentType);
      return body;
    }).finally(() => making.delete(storageKey));
    making.set(storageKey, pending);
  }
  return { body: await pending, contentType };
}

/** A product's model file: from storage, or made now (and stored) when missing. Throws ModelFilesBusy when too many wait. */
export function modelFile(runtime: Files, key: string, spec: ModelSpec, file: ModelFileName) {
  return storedOrMade(runtime, storageKeyOf(key, file), contentTypeOf(file), () => make(spec, file));
}

/** Pixels of a room tile (the room page shows them at about half). */
export const roomTileSize = { width: 480, height: 360 };

/** A room type's tile: a small room of that type rendered from real models (render/room.ts). */
export function roomPicture(runtime: Files, type: RoomType) {
  return storedOrMade(runtime, `rooms/v${modelVersion}-${type}.webp`, 'image/webp', () => encodePicture(renderRoom(type, roomTileSize), 'webp'));
}

/**
 * The home page's video (common getHomeVideo): the room tiles of six room types,
 * each held 2.5 s and cross-faded into the next, looping — a WebM made from the
 * tiles on its first request and kept like them (./slideshow-video.ts).
 */
export const homeVideoRooms: readonly RoomType[] = ['living-room', 'bedroom', 'dining-room', 'kitchen', 'home-office', 'outdoor'];
export const homeVideoSpec = { ...roomTileSize, holdMs: 2500, fadeFrames: 8, fadeFrameMs: 60, quality: 72 } as const;
export const homeVideoDurationMs = homeVideoRooms.length * (homeVideoSpec.holdMs + homeVideoSpec.fadeFrames * homeVideoSpec.fadeFrameMs);

export async function homeVideo(runtime: Files) {
  const key = `home/v${modelVersion}-rooms.webm`;
  const stored = await storageFor(runtime).getObject(key);
  if (stored) return { body: stored.body, contentType: 'video/webm' };
  // The tiles first, each in its own turn (making the video inside a turn must not wait for another).
  const tiles: Buffer[] = [];
  for (const type of homeVideoRooms) tiles.push((await roomPicture(runtime, type)).body);
  return storedOrMade(runtime, key, 'video/webm', async () => (await slideshowWebm(tiles, homeVideoSpec)).body);
}

/** A named piece's picture (the site's collage, sample board and questionnaire): the front three-quarter view of its model. */
export function piecePictureFile(runtime: Files, name: PieceName) {
  const spec = pieceSpec(name);
  return modelFile(runtime, specKey(spec), spec, 'three-quarter');
}

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers } });

/** A 404 for an address that names no file. */
export const notFound = (message = 'Not found') => plain(404, message);

/** Answers a made (or stored) file with its cache policy, or 503 with Retry-After when too many files are being made. */
export async function fileResponse(made: () => Promise<{ body: Buffer; contentType: string }>, cacheControl: string): Promise<Response> {
  try {
    const { body, contentType } = await made();
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType, 'Content-Length': String(body.length), 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' },
    });
  } catch (error) {
    if (error instanceof ModelFilesBusy) return plain(503, 'Pictures are being made for many products at once: please try again in a moment.', { 'Retry-After': '5' });
    throw error;
  }
}
