import { z } from 'zod';
import { changeActions, objectTypes } from './board';
import { roomSchema } from '../rooms/room';
import { boardViewsSchema } from './views';

/**
 * zod shapes of the board model: what a board object, a history entry and a
 * snapshot may hold. The server checks every object a change leaves on the
 * board against them (a client controls its document, so it could write anything).
 */
export const objectIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
export const objectId = z.string().regex(objectIdPattern, 'Invalid object id');
const text = (max: number) => z.string().max(max);
const num = z.number().finite();
/** Image sources: https, our own paths (/cors/…, /uploads/…) or small inline data. */
export const imageSrc = z.string().max(2048).refine((s) => /^(https?:\/\/|\/(?!\/))/.test(s), 'Invalid image source');

/** Room coordinates in cm: a room is at most 30 m a side and 6 m high (domain/rooms), so ±100 m bounds any sane pose. */
export const place3dSchema = z
  .object({
    x: num.min(-10_000).max(10_000),
    y: num.min(-10_000).max(10_000),
    rotation: num.min(-360).max(720),
    surface: z.enum(['floor', 'on', 'wall', 'ceiling']),
    wall: z.number().int().min(0).max(63).nullable(),
    on: objectId.nullable(),
    elevation: num.min(0).max(1_000),
  })
  .strict();

export const objMetaSchema = z.object({
  id: objectId,
  type: z.enum(objectTypes),
  price: num.nullable(),
  name: text(300).nullable(),
  productId: text(64).nullable(),
  displayImg: imageSrc.nullable(),
  customCategory: text(64).nullable(),
  source: text(300).nullable(),
  vendor: text(300).nullable(),
  goodsCategory: text(300).nullable(),
  originImg: imageSrc.nullable(),
  groupStatus: text(64).nullable(),
});

export const boardObjectSchema = z
  .object({
    id: objectId,
    type: z.enum(objectTypes),
    objMeta: objMetaSchema,
    z: num,
    ownerId: text(80).min(1),
    left: num, top: num, width: num.min(0).max(100_000), height: num.min(0).max(100_000),
    scaleX: num, scaleY: num, angle: num, flipX: z.boolean(), flipY: z.boolean(),
    originX: z.literal('left'), originY: z.literal('top'),
    src: imageSrc.nullable().optional(),
    text: text(10_000).optional(),
    fontSize: num.min(1).max(1000).optional(),
    fill: text(64).optional(),
    colors: z.array(text(64)).max(64).optional(),
    radius: num.min(1).max(1000).optional(),
    reactions: z.record(text(80), text(16)).optional(),
    place: place3dSchema.optional(),
  })
  .strict();

const patch = z.record(z.string().max(32), z.unknown()).nullable();
const background = z.object({ width: num.min(1).max(20_000), height: num.min(1).max(20_000), overlaySrc: imageSrc.nullable(), fill: text(64) }).strict();
const roomName = z.object({ text: text(200), left: num, top: num }).strict().nullable();
/** A board's own room (issue 23): a whole room as the room model checks it, or null (the project's room). */
export const boardRoomSchema = roomSchema.nullable();
const parts = z.object({ background: background.optional(), roomName: roomName.optional(), room: boardRoomSchema.optional(), views: boardViewsSchema.nullable().optional() }).strict();
export const backgroundSchema = background;
export const roomNameSchema = roomName;

export const historyEntrySchema = z.object({
  ids: z.array(objectId).max(5_000),
  changed: z.record(objectId, patch),
  unchanged: z.record(objectId, patch),
  action: z.enum(changeActions),
  uuid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid change id'),
  boardChanged: parts.optional(),
  boardUnchanged: parts.optional(),
});

/**
 * A history entry as a client describes its change on the socket: the server
 * derives the real entry from the change itself and checks the room it leaves
 * against the room model (app/canvas/server), so the description's room is any
 * JSON of bounded size there, and a bad room is refused with the room model's words.
 */
const describedParts = parts.extend({ room: z.unknown().optional(), views: z.unknown().optional() });
export const describedEntrySchema = historyEntrySchema.extend({ boardChanged: describedParts.optional(), boardUnchanged: describedParts.optional() });
