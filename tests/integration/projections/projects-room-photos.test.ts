import { it } from 'vitest';
import type { RoomPhotosEvent } from '../../../domain/projects/room-photos';
import { roomPhotoCodesTable, roomPhotosProjection, roomPhotosTable } from '../../../projections/projects/room-photos';
import { describeProjection } from '../../support/projection-spec';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const photo = (i: number, needId = '7') => ({ photoId: id(i), key: `room-photos/${needId}/${id(i)}.jpg`, contentType: 'image/jpeg' as const, bytes: 900, width: 40, height: 30, caption: '' });
const hash = (c: string) => c.repeat(64);

describeProjection<RoomPhotosEvent>(roomPhotosProjection, ({ given }) => {
  it('keeps each project’s photos in the order added, with captions; a removed photo goes', () =>
    given(
      { type: 'RoomPhotosAdded', data: { needId: '7', photos: [photo(1), photo(2)], via: 'owner', addedAt: '2026-12-01T10:00:00.000Z' } },
      { type: 'RoomPhotosAdded', data: { needId: '7', photos: [photo(3)], via: 'code', addedAt: '2026-12-01T10:05:00.000Z' } },
      { type: 'RoomPhotoCaptioned', data: { needId: '7', photoId: id(3), caption: 'From the door', captionedAt: '2026-12-01T10:06:00.000Z' } },
      { type: 'RoomPhotoRemoved', data: { needId: '7', photoId: id(1), key: photo(1).key, removedAt: '2026-12-01T10:07:00.000Z' } },
    ).then({
      [roomPhotosTable]: [
        { need_id: '7', photo_id: id(2), key: photo(2).key, content_type: 'image/jpeg', bytes: 900, width: 40, height: 30, caption: '', via: 'owner', added_at: '2026-12-01T10:00:00.000Z', position: 101 },
        { need_id: '7', photo_id: id(3), key: photo(3).key, content_type: 'image/jpeg', bytes: 900, width: 40, height: 30, caption: 'From the door', via: 'code', added_at: '2026-12-01T10:05:00.000Z', position: 200 },
      ],
      [roomPhotoCodesTable]: [],
    }));

  it('keeps each project’s current code by its hash only; a new one replaces it, a revoked one goes', () =>
    given(
      { type: 'RoomPhotoCodeIssued', data: { needId: '7', codeHash: hash('a'), expiresAt: '2026-12-01T10:30:00.000Z', issuedAt: '2026-12-01T10:00:00.000Z' } },
      { type: 'RoomPhotoCodeIssued', data: { needId: '7', codeHash: hash('b'), expiresAt: '2026-12-01T10:40:00.000Z', issuedAt: '2026-12-01T10:10:00.000Z' } },
      { type: 'RoomPhotoCodeIssued', data: { needId: '8', codeHash: hash('c'), expiresAt: '2026-12-01T10:40:00.000Z', issuedAt: '2026-12-01T10:10:00.000Z' } },
      { type: 'RoomPhotoCodeRevoked', data: { needId: '8', codeHash: hash('c'), revokedAt: '2026-12-01T10:11:00.000Z' } },
    ).then({
      [roomPhotoCodesTable]: [{ need_id: '7', code_hash: hash('b'), expires_at: '2026-12-01T10:40:00.000Z' }],
      [roomPhotosTable]: [],
    }));
});
