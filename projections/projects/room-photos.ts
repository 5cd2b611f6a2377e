import type { Knex } from 'knex';
import { roomPhotosEventTypes, type RoomPhotosEvent } from '../../domain/projects/room-photos';
import { defineProjection } from '../projection';

export const roomPhotosTable = 'projects_room_photos_v1';
export const roomPhotoCodesTable = 'projects_room_photo_codes_v1';

/**
 * A project's room photos (issue 23) in the order they were added, and each
 * project's current phone code — by its keyed hash only (the code is never
 * recorded), so the phone page finds the project a code belongs to.
 */
export const roomPhotosProjection = defineProjection<RoomPhotosEvent>()({
  name: 'projects-room-photos',
  reads: roomPhotosEventTypes,
  handles: ['RoomPhotosAdded', 'RoomPhotoCaptioned', 'RoomPhotoRemoved', 'RoomPhotoCodeIssued', 'RoomPhotoCodeRevoked'],
  ignores: [],
  tables: [roomPhotosTable, roomPhotoCodesTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'RoomPhotosAdded': {
          const { needId, photos, via, addedAt } = event.data;
          for (const [i, p] of photos.entries())
            await trx(roomPhotosTable)
              .insert({ need_id: needId, photo_id: p.photoId, key: p.key, content_type: p.contentType, bytes: p.bytes, width: p.width, height: p.height, caption: p.caption, via, added_at: addedAt, position: event.globalPosition * 100 + i })
              .onConflict(['need_id', 'photo_id'])
              .ignore();
          break;
        }
        case 'RoomPhotoCaptioned':
          await trx(roomPhotosTable).where({ need_id: event.data.needId, photo_id: event.data.photoId }).update({ caption: event.data.caption });
          break;
        case 'RoomPhotoRemoved':
          await trx(roomPhotosTable).where({ need_id: event.data.needId, photo_id: event.data.photoId }).delete();
          break;
        case 'RoomPhotoCodeIssued':
          await trx(roomPhotoCodesTable)
            .insert({ need_id: event.data.needId, code_hash: event.data.codeHash, expires_at: event.data.expiresAt })
            .onConflict('need_id')
            .merge();
          break;
        case 'RoomPhotoCodeRevoked':
          await trx(roomPhotoCodesTable).where({ need_id: event.data.needId, code_hash: event.data.codeHash }).delete();
          break;
        default: {
          const never: never = event;
          return never;
        }
      }
    }
  },
});

export interface RoomPhotoRow {
  needId: string;
  photoId: string;
  key: string;
  width: number;
  height: number;
  caption: string;
  via: 'owner' | 'code';
  addedAt: string;
}

const toRow = (r: Record<string, unknown>): RoomPhotoRow => ({
  needId: r.need_id as string,
  photoId: r.photo_id as string,
  key: r.key as string,
  width: Number(r.width),
  height: Number(r.height),
  caption: r.caption as string,
  via: r.via as 'owner' | 'code',
  addedAt: new Date(r.added_at as string).toISOString(),
});

/** Each project's photos, oldest first. The caller has checked the reader may see them. */
export async function roomPhotosOf(db: Knex, needIds: readonly string[]): Promise<Map<string, RoomPhotoRow[]>> {
  const byNeed = new Map<string, RoomPhotoRow[]>(needIds.map((id) => [id, []]));
  if (!needIds.length) return byNeed;
  const rows = await db(roomPhotosTable).whereIn('need_id', [...needIds]).orderBy('position');
  for (const r of rows) byNeed.get(r.need_id)?.push(toRow(r));
  return byNeed;
}

/** The project whose current code has this keyed hash and has not expired at `now`, or null. */
export async function projectOfCode(db: Knex, codeHash: string, now: Date): Promise<string | null> {
  const row = await db(roomPhotoCodesTable).where({ code_hash: codeHash }).andWhere('expires_at', '>', now).first('need_id');
  return row?.need_id ?? null;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${roomPhotosTable} (
      need_id text NOT NULL,
      photo_id text NOT NULL,
      key text NOT NULL,
      content_type text NOT NULL,
      bytes integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      caption text NOT NULL DEFAULT '',
      via text NOT NULL,
      added_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (need_id, photo_id)
    );
    CREATE TABLE ${roomPhotoCodesTable} (
      need_id text PRIMARY KEY,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX ${roomPhotoCodesTable}_hash ON ${roomPhotoCodesTable} (code_hash);
  `);
}
