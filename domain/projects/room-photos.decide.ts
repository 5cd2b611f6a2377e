import { z } from 'zod';
import { ownsProject } from '../authz';
import { NotFoundError, RateLimitedError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { codeHolds, evolveRoomPhotos, initialRoomPhotosState, roomPhotoCode, roomPhotoLimits, roomPhotoMessages, type RoomPhotosEvent, type RoomPhotosState } from './room-photos';

const needId = z.string().regex(/^\d{1,18}$/, 'Invalid project');
/** The project's owner, as the app read it from the project (never from the request). */
const owner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('client'), clientId: idField('Invalid client') }),
  z.object({ kind: z.literal('visitor'), visitorId: idField('Invalid visitor') }),
]);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const photoId = z.string({ required_error: roomPhotoMessages.notFound }).regex(uuid, roomPhotoMessages.notFound);
/** HMAC-SHA256 in hex: the only form a code is ever recorded in. */
const codeHash = z.string().regex(/^[0-9a-f]{64}$/, 'Invalid code hash');
export const roomPhotoKeyPattern = /^room-photos\/(\d{1,18})\/([0-9a-f-]{36})\.jpg$/;

const photo = z.object({
  photoId,
  key: z.string().regex(roomPhotoKeyPattern, 'Invalid key'),
  contentType: z.literal('image/jpeg'),
  bytes: z.number().int().min(1).max(roomPhotoLimits.maxBytes),
  width: z.number().int().min(1).max(roomPhotoLimits.storedSide),
  height: z.number().int().min(1).max(roomPhotoLimits.storedSide),
  caption: z.string().trim().max(roomPhotoLimits.captionMax, `Please keep a caption under ${roomPhotoLimits.captionMax} characters`).default(''),
});
const photos = z.array(photo).min(1, roomPhotoMessages.none).max(roomPhotoLimits.maxPhotos, roomPhotoMessages.tooMany);
/** Each photo's key is under its project and named by its id. */
const keysMatch = (d: { needId: string; photos: ReadonlyArray<{ photoId: string; key: string }> }) =>
  d.photos.every((p) => {
    const m = roomPhotoKeyPattern.exec(p.key);
    return m?.[1] === d.needId && m[2] === p.photoId;
  });
const keysMessage = { message: 'Each photo must be stored under its project', path: ['photos'] };

export const addRoomPhotosSchema = z.object({ needId, owner, photos }).refine(keysMatch, keysMessage);
export const addRoomPhotosByCodeSchema = z.object({ needId, codeHash, photos }).refine(keysMatch, keysMessage);
export const captionRoomPhotoSchema = z.object({
  needId,
  owner,
  photoId,
  caption: z.string().trim().max(roomPhotoLimits.captionMax, `Please keep a caption under ${roomPhotoLimits.captionMax} characters`),
});
export const removeRoomPhotoSchema = z.object({ needId, owner, photoId });
export const issueRoomPhotoCodeSchema = z.object({ needId, owner, codeHash });
export const revokeRoomPhotoCodeSchema = z.object({ needId, owner });

export type RoomPhotosCommand =
  | Command<'AddRoomPhotos', z.output<typeof addRoomPhotosSchema>>
  | Command<'AddRoomPhotosByCode', z.output<typeof addRoomPhotosByCodeSchema>>
  | Command<'CaptionRoomPhoto', z.output<typeof captionRoomPhotoSchema>>
  | Command<'RemoveRoomPhoto', z.output<typeof removeRoomPhotoSchema>>
  | Command<'IssueRoomPhotoCode', z.output<typeof issueRoomPhotoCodeSchema>>
  | Command<'RevokeRoomPhotoCode', z.output<typeof revokeRoomPhotoCodeSchema>>;

const projectNotFound = () => new NotFoundError('NEED_NOT_FOUND', roomPhotoMessages.projectNotFound);
export const codeInvalid = () => new ValidationError('CODE_INVALID', roomPhotoMessages.codeInvalid, { code: roomPhotoMessages.codeInvalid });

/** The count and per-day limits for photos about to be added. */
function assertRoomFor(state: RoomPhotosState, count: number, now: string) {
  if (state.photos.length + count > roomPhotoLimits.maxPhotos) throw new ValidationError('TOO_MANY_PHOTOS', roomPhotoMessages.tooMany, { photos: roomPhotoMessages.tooMany });
  const since = Date.parse(now) - 24 * 3600_000;
  if (state.added.filter((t) => Date.parse(t) > since).length + count > roomPhotoLimits.maxAddedPerDay) throw new RateLimitedError(roomPhotoMessages.tooManyToday);
}

export function decideRoomPhotos(command: RoomPhotosCommand, state: RoomPhotosState): RoomPhotosEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'AddRoomPhotos': {
      const d = command.data;
      if (!ownsProject(actor, d.owner)) throw projectNotFound();
      assertRoomFor(state, d.photos.length, now);
      return [{ type: 'RoomPhotosAdded', data: { needId: d.needId, photos: d.photos, via: 'owner', addedAt: now } }];
    }
    case 'AddRoomPhotosByCode': {
      const d = command.data;
      // The code is the only credential: wrong, replaced, revoked or expired, it is refused alike.
      if (!codeHolds(state, d.codeHash, now)) throw codeInvalid();
      assertRoomFor(state, d.photos.length, now);
      return [{ type: 'RoomPhotosAdded', data: { needId: d.needId, photos: d.photos, via: 'code', addedAt: now } }];
    }
    case 'CaptionRoomPhoto': {
      const d = command.data;
      if (!ownsProject(actor, d.owner)) throw projectNotFound();
      const p = state.photos.find((x) => x.photoId === d.photoId);
      if (!p) throw new NotFoundError('PHOTO_NOT_FOUND', roomPhotoMessages.notFound);
      if (p.caption === d.caption) return [];
      return [{ type: 'RoomPhotoCaptioned', data: { needId: d.needId, photoId: d.photoId, caption: d.caption, captionedAt: now } }];
    }
    case 'RemoveRoomPhoto': {
      const d = command.data;
      if (!ownsProject(actor, d.owner)) throw projectNotFound();
      const p = state.photos.find((x) => x.photoId === d.photoId);
      if (!p) throw new NotFoundError('PHOTO_NOT_FOUND', roomPhotoMessages.notFound);
      return [{ type: 'RoomPhotoRemoved', data: { needId: d.needId, photoId: d.photoId, key: p.key, removedAt: now } }];
    }
    case 'IssueRoomPhotoCode': {
      const d = command.data;
      if (!ownsProject(actor, d.owner)) throw projectNotFound();
      const expiresAt = new Date(Date.parse(now) + roomPhotoCode.validMinutes * 60_000).toISOString();
      return [{ type: 'RoomPhotoCodeIssued', data: { needId: d.needId, codeHash: d.codeHash, expiresAt, issuedAt: now } }];
    }
    case 'RevokeRoomPhotoCode': {
      const d = command.data;
      if (!ownsProject(actor, d.owner)) throw projectNotFound();
      if (!state.code) return [];
      return [{ type: 'RoomPhotoCodeRevoked', data: { needId: d.needId, codeHash: state.code.hash, revokedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const roomPhotosDecider: Decider<RoomPhotosState, RoomPhotosCommand, RoomPhotosEvent> = {
  initialState: initialRoomPhotosState,
  evolve: evolveRoomPhotos,
  decide: decideRoomPhotos,
};
