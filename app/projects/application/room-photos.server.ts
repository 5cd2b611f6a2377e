import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { maySeeRoomPhotos } from '../../../domain/authz';
import { needStream } from '../../../domain/projects/need';
import { needDecider } from '../../../domain/projects/need.decide';
import { roomPhotoCode, roomPhotoLimits, roomPhotoMessages, roomPhotosStream, type RoomPhoto } from '../../../domain/projects/room-photos';
import { codeInvalid, roomPhotosDecider } from '../../../domain/projects/room-photos.decide';
import { roomPhotosCommands } from '../../../domain/projects/room-photos.commands';
import { RateLimitedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { roomPhotoImage } from '../../../infra/images/room-photo';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { projectOfCode, roomPhotosOf, roomPhotosProjection, type RoomPhotoRow } from '../../../projections/projects/room-photos';
import { rateLimiter, type RateLimit } from '../../web/rate-limit.server';
import { getNeed, ownerOf, type ProjectCaller } from './needs.server';

/**
 * A project's room photos (issue 23): the owner's uploads, captions and
 * deletions, the phone code, and who may see the files. Every photo is
 * checked by content and re-encoded (infra/images/room-photo.ts, on the
 * uploads' own checkImage) before anything is recorded; the event is appended
 * before the bytes are written (ADR 016), and only when it was not a replay.
 */

const waitFor = [roomPhotosProjection.name];

/** Where a photo is read: through the app, which checks who asks (never the public /files/ path). */
export const roomPhotoUrl = (needId: string, photoId: string) => `/design/photo/${needId}/${photoId}`;

export interface RoomPhotoView {
  photoId: string;
  url: string;
  caption: string;
  width: number;
  height: number;
  /** 'owner': from the project's page; 'code': from a phone with a code. */
  via: 'owner' | 'code';
  addedAt: string;
}

const viewOf = (r: RoomPhotoRow | (RoomPhoto & { needId: string; via: 'owner' | 'code'; addedAt: string })): RoomPhotoView => ({
  photoId: r.photoId,
  url: roomPhotoUrl(r.needId, r.photoId),
  caption: r.caption,
  width: r.width,
  height: r.height,
  via: r.via,
  addedAt: r.addedAt,
});

/** The photos of projects the caller has already been allowed to read (the designer's workspace, staff). */
export async function roomPhotosForProjects(runtime: Runtime, needIds: readonly string[]): Promise<Map<string, RoomPhotoView[]>> {
  const rows = await roomPhotosOf(runtime.db, needIds);
  return new Map([...rows].map(([id, list]) => [id, list.map(viewOf)]));
}

/** The project's photos as its stream tells them (the read model may be behind an upload just made). */
async function photosFromStream(runtime: Runtime, needId: string): Promise<RoomPhotoView[]> {
  const { state } = await runtime.loadAggregate(roomPhotosDecider, roomPhotosStream(needId));
  const rows = await roomPhotosOf(runtime.db, [needId]);
  const known = new Map((rows.get(needId) ?? []).map((r) => [r.photoId, r]));
  return state.photos.map((p) => viewOf({ ...p, needId, via: known.get(p.photoId)?.via ?? 'owner', addedAt: known.get(p.photoId)?.addedAt ?? '' }));
}

/** The caller's own project's photos (anyone else's: 404, as the project). */
export async function ownRoomPhotos(runtime: Runtime, caller: ProjectCaller, needId: string) {
  const need = await getNeed(runtime, caller, { needId });
  const { state } = await runtime.loadAggregate(roomPhotosDecider, roomPhotosStream(need.needId));
  return { need, photos: await photosFromStream(runtime, need.needId), code: state.code ? { expiresAt: state.code.expiresAt, active: Date.parse(state.code.expiresAt) > Date.now() } : null };
}

/** The files of a post: `photos` (several), empty file inputs left out. */
export function photoFiles(form: FormData): File[] {
  return form.getAll('photos').filter((v): v is File => v instanceof Blob && v.size > 0);
}

const nameOf = (file: File) => (file.name || 'photo').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80) || 'photo';

/** Each file checked and re-encoded; the first refusal names its file and nothing is kept. */
async function processed(needId: string, files: readonly File[], captions: readonly string[] = []): Promise<Array<{ photo: RoomPhoto; body: Buffer }>> {
  if (!files.length) throw new ValidationError('PHOTOS_MISSING', roomPhotoMessages.none, { photos: roomPhotoMessages.none });
  if (files.length > roomPhotoLimits.maxPhotos) throw new ValidationError('TOO_MANY_PHOTOS', roomPhotoMessages.tooMany, { photos: roomPhotoMessages.tooMany });
  const out: Array<{ photo: RoomPhoto; body: Buffer }> = [];
  for (const [i, file] of files.entries()) {
    let image;
    try {
      image = await roomPhotoImage(Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof ValidationError) {
        const message = `${nameOf(file)}: ${error.message}`;
        throw new ValidationError(error.code, message, { photos: message });
      }
      throw error;
    }
    const photoId = randomUUID();
    out.push({ photo: { photoId, key: `room-photos/${needId}/${photoId}.jpg`, contentType: 'image/jpeg', bytes: image.body.length, width: image.width, height: image.height, caption: (captions[i] ?? '').trim().slice(0, roomPhotoLimits.captionMax) }, body: image.body });
  }
  return out;
}

/** Refuses at once when the project has no room for these photos (before the costly re-encoding); decide judges again. */
async function assertRoom(runtime: Runtime, needId: string, count: number) {
  const { state } = await runtime.loadAggregate(roomPhotosDecider, roomPhotosStream(needId));
  if (state.photos.length + count > roomPhotoLimits.maxPhotos) throw new ValidationError('TOO_MANY_PHOTOS', roomPhotoMessages.tooMany, { photos: roomPhotoMessages.tooMany });
}

/** A form's one-time id (a uuid the page rendered): a replayed post is the same command, and stores nothing again. */
const formIdOf = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? value : randomUUID());

async function store(runtime: Runtime, items: ReadonlyArray<{ photo: RoomPhoto; body: Buffer }>) {
  const storage = storageFor(runtime);
  for (const { photo, body } of items) await storage.putObject(photo.key, body, 'image/jpeg', { cacheControl: 'private, max-age=300' });
}

/** The owner adds photos from /design/upload → how many were added (0 for a replayed form). */
export async function addOwnRoomPhotos(runtime: Runtime, caller: ProjectCaller, input: { needId: string; files: File[]; captions?: string[]; formId?: unknown }) {
  const need = await getNeed(runtime, caller, { needId: input.needId });
  await assertRoom(runtime, need.needId, input.files.length);
  const items = await processed(need.needId, input.files, input.captions);
  const result = await runtime.execute(
    roomPhotosCommands.AddRoomPhotos,
    { needId: need.needId, owner: ownerOf(caller), photos: items.map((i) => i.photo) },
    { actor: caller.actor, commandId: `room-photos:${need.needId}:${formIdOf(input.formId)}` },
    { waitFor },
  );
  if (!result.duplicate) await store(runtime, items);
  return { need, added: result.duplicate ? 0 : items.length };
}

export async function captionRoomPhoto(runtime: Runtime, caller: ProjectCaller, input: { needId: string; photoId: string; caption: string }) {
  const need = await getNeed(runtime, caller, { needId: input.needId });
  await runtime.execute(roomPhotosCommands.CaptionRoomPhoto, { needId: need.needId, owner: ownerOf(caller), photoId: input.photoId, caption: input.caption }, { actor: caller.actor }, { waitFor });
}

/** Removes a photo, then its file (a file left behind by a failed delete is never served: the photo is gone). */
export async function removeRoomPhoto(runtime: Runtime, caller: ProjectCaller, input: { needId: string; photoId: string }) {
  const need = await getNeed(runtime, caller, { needId: input.needId });
  const result = await runtime.execute(roomPhotosCommands.RemoveRoomPhoto, { needId: need.needId, owner: ownerOf(caller), photoId: input.photoId }, { actor: caller.actor }, { waitFor });
  for (const e of result.events)
    if (e.type === 'RoomPhotoRemoved') await storageFor(runtime).deleteObject(e.data.key).catch((error: Error) => runtime.logger.warn('room photo file not removed', { needId: need.needId, error: error.message }));
}

/** The keyed hash a code is recorded as: HMAC-SHA256 under a key derived from the app's secret (the event log alone cannot test guesses). */
export function roomPhotoCodeHash(runtime: Runtime, code: string): string {
  const key = createHmac('sha256', runtime.sessionSecret).update('room-photo-code').digest();
  return createHmac('sha256', key).update(code).digest('hex');
}

/** What a person typed, as a code: upper case, spaces and dashes dropped; null when it cannot be one. */
export function normalCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === roomPhotoCode.length && [...code].every((c) => roomPhotoCode.alphabet.includes(c)) ? code : null;
}

/** A new phone code for the caller's project; the previous one stops working. The code is answered once and recorded nowhere. */
export async function issueRoomPhotoCode(runtime: Runtime, caller: ProjectCaller, needId: string) {
  const need = await getNeed(runtime, caller, { needId });
  for (;;) {
    const code = Array.from({ length: roomPhotoCode.length }, () => roomPhotoCode.alphabet[randomInt(roomPhotoCode.alphabet.length)]).join('');
    const codeHash = roomPhotoCodeHash(runtime, code);
    // Another project's live code: draw again (a code names one project).
    if (await projectOfCode(runtime.db, codeHash, new Date())) continue;
    const result = await runtime.execute(roomPhotosCommands.IssueRoomPhotoCode, { needId: need.needId, owner: ownerOf(caller), codeHash }, { actor: caller.actor }, { waitFor });
    const issued = result.events.find((e) => e.type === 'RoomPhotoCodeIssued');
    return { code, expiresAt: issued?.type === 'RoomPhotoCodeIssued' ? issued.data.expiresAt : '' };
  }
}

export async function revokeRoomPhotoCode(runtime: Runtime, caller: ProjectCaller, needId: string) {
  const need = await getNeed(runtime, caller, { needId });
  await runtime.execute(roomPhotosCommands.RevokeRoomPhotoCode, { needId: need.needId, owner: ownerOf(caller) }, { actor: caller.actor }, { waitFor });
}

export const codeMessages = {
  throttled: 'Too many codes tried from here. Please wait a few minutes and try again.',
} as const;

/**
 * Wrong codes are throttled (ADR: a code is 6 of 25 characters, about 2.4e8
 * codes, valid 30 minutes): each try takes from the sender's address's
 * allowance and from everyone's, and a right code gives its turn back. A
 * throttled sender is refused before the code is looked at, so throttling is no oracle.
 */
export const wrongCodeLimit: RateLimit = { name: 'room-photo-code', burst: 5, perSecond: 1 / 60, message: codeMessages.throttled };
export const wrongCodeAllLimit: RateLimit = { name: 'room-photo-code-all', burst: 100, perSecond: 2, message: codeMessages.throttled };

/** The project a typed code opens, or the code's refusal; every try counts against the limits until it proves right. */
export async function projectForCode(runtime: Runtime, clientAddress: string, typed: unknown): Promise<{ needId: string; codeHash: string }> {
  const limiter = rateLimiter(runtime);
  if (!(await limiter.take(wrongCodeLimit, clientAddress))) throw new RateLimitedError(codeMessages.throttled);
  if (!(await limiter.take(wrongCodeAllLimit, 'all'))) {
    await limiter.giveBack(wrongCodeLimit, clientAddress);
    throw new RateLimitedError(codeMessages.throttled);
  }
  const code = normalCode(typed);
  const codeHash = code ? roomPhotoCodeHash(runtime, code) : null;
  const needId = codeHash ? await projectOfCode(runtime.db, codeHash, new Date()) : null;
  if (!needId || !codeHash) throw codeInvalid();
  // The read model may be behind a new code or a revocation: the stream decides.
  const { state } = await runtime.loadAggregate(roomPhotosDecider, roomPhotosStream(needId));
  if (!state.code || state.code.hash !== codeHash || Date.parse(state.code.expiresAt) <= Date.now()) throw codeInvalid();
  await Promise.all([limiter.giveBack(wrongCodeLimit, clientAddress), limiter.giveBack(wrongCodeAllLimit, 'all')]);
  return { needId, codeHash };
}

/** A phone adds photos with a code → how many (0 for a replayed form). It learns nothing about the project. */
export async function addRoomPhotosByCode(runtime: Runtime, actor: Actor, clientAddress: string, input: { code: unknown; files: File[]; formId?: unknown }) {
  const { needId, codeHash } = await projectForCode(runtime, clientAddress, input.code);
  await assertRoom(runtime, needId, input.files.length);
  const items = await processed(needId, input.files);
  const result = await runtime.execute(
    roomPhotosCommands.AddRoomPhotosByCode,
    { needId, codeHash, photos: items.map((i) => i.photo) },
    { actor, commandId: `room-photos-code:${needId}:${formIdOf(input.formId)}` },
    { waitFor },
  );
  if (!result.duplicate) await store(runtime, items);
  return { added: result.duplicate ? 0 : items.length };
}

/**
 * A photo's file for whoever may see the project's photos (its owner, its
 * designer, staff; authz maySeeRoomPhotos); anyone else, and a photo removed,
 * get 404 — the same answer as for a photo that never was.
 */
export async function roomPhotoFile(runtime: Runtime, actor: Actor, needId: string, photoId: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!/^\d{1,10}$/.test(needId) || !/^[0-9a-f-]{36}$/.test(photoId)) return null;
  const { state: project } = await runtime.loadAggregate(needDecider, needStream(needId));
  const need = project.need;
  if (!need || need.status === 'DELETED') return null;
  const clientId = need.owner.kind === 'client' ? need.owner.clientId : null;
  if (!maySeeRoomPhotos(actor, { owner: need.owner, clientId, designerId: need.designerId })) return null;
  const { state } = await runtime.loadAggregate(roomPhotosDecider, roomPhotosStream(needId));
  const photo = state.photos.find((p) => p.photoId === photoId);
  if (!photo) return null;
  const object = await storageFor(runtime).getObject(photo.key);
  return object ? { body: object.body, contentType: 'image/jpeg' } : null;
}

