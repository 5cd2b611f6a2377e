import type { Event } from '../shared/messages';

/**
 * The images one owner (a signed-in user, or a visitor for the DIY board) has
 * stored: uploads, compressed uploads and rendered boards. The bytes live in
 * file storage; the stream `files-<ownerId>` records each stored image (its key,
 * type, size) so the upload limit is exact across app processes and every
 * file has an author.
 */
export const filesStream = (ownerId: string) => `files-${ownerId}`;

export const imageKinds = ['upload', 'compressed', 'board-render', 'thumbnail'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** A signed-in user may store this many images per window; a visitor fewer. */
export const uploadLimits = { user: 60, visitor: 20, windowMinutes: 10 } as const;
export const uploadThrottledMessage = 'You have uploaded many images just now; please wait a few minutes and try again.';

export type ImageStored = Event<
  'ImageStored',
  {
    ownerId: string;
    key: string;
    kind: ImageKind;
    contentType: string;
    bytes: number;
    width: number;
    height: number;
    /** The mood board a rendered board or thumbnail belongs to (null for a plain upload). */
    boardId: string | null;
    storedAt: string;
  }
>;
/**
 * A signed upload URL was handed out (file/getUploadUrl): until the upload is
 * confirmed (ImageStored under the same key) or swept after its URL expired
 * (StagedUploadDiscarded), `bytes` — the most the PUT may hold — count against
 * the owner's staged allowance.
 */
export type UploadStaged = Event<'UploadStaged', { ownerId: string; key: string; contentType: string; bytes: number; expiresAt: string; stagedAt: string }>;

/** An unconfirmed upload's bytes were deleted after its URL expired (the sweeper). */
export type StagedUploadDiscarded = Event<'StagedUploadDiscarded', { ownerId: string; key: string; discardedAt: string }>;

export type FilesEvent = ImageStored | UploadStaged | StagedUploadDiscarded;

/**
 * Bytes of unconfirmed uploads an owner may have waiting at once: a signed URL
 * holds the size the client named (at most 10 MB; 10 MB when it names none)
 * until the upload is confirmed or swept.
 */
export const stagedLimits = { user: 50 * 1024 * 1024, visitor: 20 * 1024 * 1024 } as const;
export const stagedFullMessage = (limitMb: number) =>
  `You have ${limitMb} MB of uploads waiting to be confirmed. Please confirm them, or wait a few minutes until their links expire, and try again.`;

/** The times of the latest stores (as many as the largest limit: enough to judge the window), and the uploads waiting to be confirmed. */
export interface FilesState {
  recent: string[];
  keys: number;
  staged: Readonly<Record<string, { bytes: number; expiresAt: string }>>;
}

export const initialFilesState = (): FilesState => ({ recent: [], keys: 0, staged: {} });

const without = (staged: FilesState['staged'], key: string) => {
  if (!(key in staged)) return staged;
  const { [key]: _gone, ...rest } = staged;
  return rest;
};

export function evolveFiles(state: FilesState, event: FilesEvent): FilesState {
  switch (event.type) {
    case 'ImageStored':
      return {
        recent: [...state.recent, event.data.storedAt].slice(-Math.max(uploadLimits.user, uploadLimits.visitor)),
        keys: state.keys + 1,
        staged: without(state.staged ?? {}, event.data.key),
      };
    case 'UploadStaged':
      return { ...state, staged: { ...(state.staged ?? {}), [event.data.key]: { bytes: event.data.bytes, expiresAt: event.data.expiresAt } } };
    case 'StagedUploadDiscarded':
      return { ...state, staged: without(state.staged ?? {}, event.data.key) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Bytes the owner's unconfirmed uploads hold. */
export const stagedBytes = (state: FilesState) => Object.values(state.staged ?? {}).reduce((sum, s) => sum + s.bytes, 0);

export const filesEventTypes = Object.keys({ ImageStored: true, UploadStaged: true, StagedUploadDiscarded: true } satisfies Record<FilesEvent['type'], true>) as FilesEvent['type'][];
