import { it } from 'vitest';
import type { FilesEvent } from '../../../domain/files/images';
import { stagedUploadsProjection, stagedUploadsTable } from '../../../projections/files/staged-uploads';
import { describeProjection } from '../../support/projection-spec';

const staged = (key: string, bytes: number, expiresAt: string) =>
  ({ type: 'UploadStaged', data: { ownerId: 'u1', key, contentType: 'image/png', bytes, expiresAt, stagedAt: '2026-01-01T10:00:00.000Z' } }) as const;

describeProjection<FilesEvent>(stagedUploadsProjection, ({ given }) => {
  it('lists a staged upload with its bytes and expiry; staging the same key again replaces it', () =>
    given(staged('incoming/u1/a.png', 1000, '2026-01-01T10:05:00.000Z'), staged('incoming/u1/b.png', 2000, '2026-01-01T10:05:00.000Z'), staged('incoming/u1/a.png', 3000, '2026-01-01T10:06:00.000Z')).then({
      [stagedUploadsTable]: [
        { key: 'incoming/u1/a.png', owner_id: 'u1', bytes: 3000, expires_at: '2026-01-01T10:06:00.000Z', position: 3 },
        { key: 'incoming/u1/b.png', owner_id: 'u1', bytes: 2000, expires_at: '2026-01-01T10:05:00.000Z', position: 2 },
      ],
    }));

  it('forgets an upload once it is confirmed (stored under its key) or discarded', () =>
    given(
      staged('incoming/u1/a.png', 1000, '2026-01-01T10:05:00.000Z'),
      staged('incoming/u1/b.png', 2000, '2026-01-01T10:05:00.000Z'),
      staged('incoming/u1/c.png', 2000, '2026-01-01T10:05:00.000Z'),
      { type: 'ImageStored', data: { ownerId: 'u1', key: 'incoming/u1/a.png', kind: 'upload', contentType: 'image/png', bytes: 900, width: 10, height: 10, boardId: null, storedAt: '2026-01-01T10:01:00.000Z' } },
      { type: 'StagedUploadDiscarded', data: { ownerId: 'u1', key: 'incoming/u1/b.png', discardedAt: '2026-01-01T10:10:00.000Z' } },
    ).then({ [stagedUploadsTable]: [{ key: 'incoming/u1/c.png' }] }));
});
