import { it } from 'vitest';
import type { FilesEvent } from '../../../domain/files/images';
import { boardThumbnailsProjection, boardThumbnailsTable } from '../../../projections/files/board-thumbnails';
import { describeProjection } from '../../support/projection-spec';

const image = { contentType: 'image/jpeg', bytes: 2048, width: 480, height: 320 };

describeProjection<FilesEvent>(boardThumbnailsProjection, ({ given }) => {
  it("keeps each board's latest thumbnail, and no other kind of image", () =>
    given(
      { type: 'ImageStored', data: { ...image, ownerId: 'u1', key: 'thumbs/mb1/a.jpg', kind: 'thumbnail', boardId: 'mb1', storedAt: '2026-01-01T10:00:00.000Z' } },
      { type: 'ImageStored', data: { ...image, ownerId: 'u2', key: 'thumbs/mb1/b.jpg', kind: 'thumbnail', boardId: 'mb1', storedAt: '2026-01-01T11:00:00.000Z' } },
      { type: 'ImageStored', data: { ...image, ownerId: 'u1', key: 'uploads/u1/c.jpg', kind: 'upload', boardId: null, storedAt: '2026-01-01T12:00:00.000Z' } },
      { type: 'ImageStored', data: { ...image, ownerId: 'u1', key: 'thumbs/none.jpg', kind: 'thumbnail', boardId: null, storedAt: '2026-01-01T12:00:00.000Z' } },
    ).then({
      [boardThumbnailsTable]: [{ board_id: 'mb1', key: 'thumbs/mb1/b.jpg', owner_id: 'u2', stored_at: '2026-01-01T11:00:00.000Z', position: 2 }],
    }));
});
